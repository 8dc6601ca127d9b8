import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

/**
 * `next start` as a child process, ready once it answers: the one way the tests, the benchmarks
 * and the CI checks run a production server of the site (or of the benchmark's floor).
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')

export type NextServer = {
  url: string
  /** Everything the server printed so far. */
  output: () => string
  /** Ends the server with SIGTERM and waits for it. */
  stop: () => Promise<void>
  /** Ends the server with SIGKILL, like a power cut: no shutdown code runs. */
  crash: () => Promise<void>
}

export async function startNextServer({
  appDir = 'web',
  port,
  env = {},
  readyPath = '/robots.txt',
}: {
  /** The Next.js app folder, relative to the repository or absolute. */
  appDir?: string
  port: number
  env?: Record<string, string>
  /** A path that answers (below 500) once the server is up. */
  readyPath?: string
}): Promise<NextServer> {
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BIN, 'start', appDir, '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start ${appDir} exited with ${child.exitCode}:\n${output}`)
    try {
      if ((await fetch(`${url}${readyPath}`)).status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await end('SIGTERM')
      throw new Error(`next start ${appDir} did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, output: () => output, stop: () => end('SIGTERM'), crash: () => end('SIGKILL') }
}
