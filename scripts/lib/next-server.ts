import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

/**
 * The production server as a child process, ready once it answers: the one way the tests, the
 * benchmarks and the CI checks run it. The site runs on server.mjs (`npm start`: Next plus the
 * hash-based Content-Security-Policy); the benchmark's floor, a bare Next app, on `next start`.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')
const SITE_SERVER = path.join(ROOT, 'server.mjs')

export type NextServer = {
  url: string
  /** Everything the server printed so far. */
  output: () => string
  /** Ends the server with SIGTERM and waits for it. */
  stop: () => Promise<void>
  /** Ends the server with SIGKILL, like a power cut: no shutdown code runs. */
  crash: () => Promise<void>
}

/**
 * Resolves when nothing listens on 127.0.0.1:port. Readiness is judged by the port answering, so a
 * server already there (another spec's, a forgotten one) would otherwise be taken for this one.
 */
async function expectPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use: stop what listens there or choose another port (.env.example).`)
          : error,
      ),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

export async function startNextServer({
  appDir = 'web',
  port,
  env = {},
  readyPath = '/robots.txt',
  plain = false,
  nextBin = NEXT_BIN,
}: {
  /** The Next.js app folder, relative to the repository or absolute. */
  appDir?: string
  port: number
  env?: Record<string, string>
  /** A path that answers (below 500) once the server is up. */
  readyPath?: string
  /** `next start` instead of the site's server.mjs (an app without the site's lib/csp). */
  plain?: boolean
  /** With `plain`: the Next.js that starts it (default the repository's; the bench's peer brings its own). */
  nextBin?: string
}): Promise<NextServer> {
  await expectPortFree(port)
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const args = plain ? [nextBin, 'start', appDir, '-p', String(port), '-H', '127.0.0.1'] : [SITE_SERVER]
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...(plain ? {} : { NEXT_DIR: path.resolve(ROOT, appDir), PORT: String(port), HOSTNAME: '127.0.0.1' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  // A test runner's worker that gives up on a hook (a timeout) exits without stopping what it started:
  // the server goes with it, instead of holding its port for the retry.
  const orphaned = () => child.kill('SIGKILL')
  process.once('exit', orphaned)
  child.once('exit', () => process.off('exit', orphaned))
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${plain ? 'next start' : 'server.mjs'} ${appDir} exited with ${child.exitCode}:\n${output}`)
    try {
      if ((await fetch(`${url}${readyPath}`)).status < 500 && child.exitCode === null) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await end('SIGTERM')
      throw new Error(`${plain ? 'next start' : 'server.mjs'} ${appDir} did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, output: () => output, stop: () => end('SIGTERM'), crash: () => end('SIGKILL') }
}
