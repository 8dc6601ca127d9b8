import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A free loopback port: bound by the OS, then released for the program that needs it. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('No port')
  return address.port
}

async function waitForPort(port: number, up: boolean, timeoutMs = 10_000): Promise<void> {
  const { connect } = await import('node:net')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open === up) return
    if (Date.now() > deadline) throw new Error(`Port ${port} did not ${up ? 'open' : 'close'} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Debian's redis-server on a loopback port, without persistence: a real Redis for the tests of the
 * shared cache and the shared rate limit (`apt-get install redis-server`; .ci/run installs it).
 * `stop()` and `start()` again on the same port stand for an outage and the recovery.
 */
export class RedisServer {
  private process: ChildProcess | null = null

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<RedisServer> {
    const server = new RedisServer(port ?? (await freePort()))
    await server.start()
    return server
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    if (this.process) return
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let failure = ''
    child.stderr?.on('data', (chunk) => (failure += String(chunk)))
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${failure}`))),
    )
    child.once('error', (error) => {
      failure += `${error.message} (is Debian's redis-server installed?)`
    })
    this.process = child
    await Promise.race([waitForPort(this.port, true), exited])
  }

  async stop(): Promise<void> {
    const child = this.process
    if (!child) return
    this.process = null
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    await waitForPort(this.port, false)
  }
}
