/**
 * The self-hosted stack of docs/deployment.md on loopback: Debian's redis-server, two standalone
 * app instances (server.mjs in a copy of web/.next/standalone, as systemd runs them) and Debian's
 * caddy with deploy/Caddyfile, its internal CA standing in for Let's Encrypt.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdir, readFile, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const DOMAIN = 'glanzwerk.test'

export type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  text: string
}

/** Decodes what Caddy compressed, so checks read the page. */
function decode(encoding: string | undefined, raw: Buffer): Buffer {
  if (encoding === 'zstd') return zstdDecompressSync(raw)
  if (encoding === 'gzip') return gunzipSync(raw)
  if (encoding === 'br') return brotliDecompressSync(raw)
  return raw
}

/**
 * One request. `https` goes to Caddy as a browser would to https://glanzwerk.test:<port> (SNI and
 * Host of the test domain, the internal CA trusted); else plain HTTP to `port` on 127.0.0.1.
 */
export function send(
  options: {
    port: number
    path: string
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    https?: { ca: string }
    timeoutMs?: number
  },
  host = DOMAIN,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const common = {
      host: '127.0.0.1',
      port: options.port,
      path: options.path,
      method: options.method ?? 'GET',
      headers: { host: `${host}:${options.port}`, ...options.headers },
      timeout: options.timeoutMs ?? 15_000,
      agent: false as const,
    }
    const req = options.https
      ? httpsRequest({ ...common, servername: host, ca: options.https.ca })
      : httpRequest(common)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = decode(res.headers['content-encoding'] as string | undefined, Buffer.concat(chunks))
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') })
      })
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${options.path}: no answer in time`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

export async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await condition().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`Gave up waiting (${timeoutMs} ms) for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A child process whose output is kept for the checks (and printed when the run fails). */
export class Program {
  output = ''
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (chunk) => (this.output += String(chunk)))
    child.stderr?.on('data', (chunk) => (this.output += String(chunk)))
    this.exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  }

  static start(
    name: string,
    command: string,
    args: string[],
    options: { cwd: string; env: Record<string, string | undefined> },
  ): Program {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const program = new Program(name, child)
    child.once('error', (error) => (program.output += `\n${command}: ${error.message}`))
    return program
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!this.running) return
    this.child.kill(signal)
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000)
    await this.exit
    clearTimeout(timer)
  }
}

/**
 * A copy of the assembled standalone server, as a release folder on a server would be (of the build
 * in web/.next, or in web/$NEXT_DIST_DIR as `NEXT_DIST_DIR=… npm run build` writes it).
 */
export async function copyRelease(target: string): Promise<string> {
  const standalone = path.join(ROOT, 'web', process.env.NEXT_DIST_DIR || '.next', 'standalone')
  try {
    await readFile(path.join(standalone, 'server.mjs'))
  } catch {
    throw new Error(
      `No assembled standalone server in ${path.relative(ROOT, standalone)}: run \`npm run build\` (or \`npm run build:e2e\`) first.`,
    )
  }
  await rm(target, { recursive: true, force: true })
  await mkdir(path.dirname(target), { recursive: true })
  await cp(standalone, target, { recursive: true, verbatimSymlinks: true })
  return target
}

/**
 * The office's tool in the release folder, as deploy/glanzwerk-purge.service and -backup.service run
 * it: `node tools/submissions.mjs <args>` there, with no variable but the settings given.
 */
export async function runReleaseTool(
  release: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const tool = Program.start(`tools/submissions.mjs ${args[0]}`, process.execPath, ['tools/submissions.mjs', ...args], {
    cwd: release,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
  })
  const { code } = await tool.exit
  return { code, output: tool.output }
}

/** One app instance: server.mjs in the release folder, as deploy/glanzwerk@.service starts it. */
export function startInstance(name: string, release: string, port: number, env: Record<string, string>): Program {
  return Program.start(name, process.execPath, ['server.mjs'], {
    cwd: release,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_STANDALONE: '1',
      NEXT_DIR: 'web',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  })
}

export async function waitForInstance(program: Program, port: number): Promise<void> {
  await waitFor(
    async () => {
      if (!program.running) throw new Error(`${program.name} exited:\n${program.output}`)
      return (await send({ port, path: '/api/health/live' }, '127.0.0.1')).status === 200
    },
    60_000,
    `${program.name} on port ${port}`,
  )
}

/** Caddy with deploy/Caddyfile; its data (the internal CA) in `dataDir`. Resolves with the CA's root. */
export async function startCaddy(options: {
  dataDir: string
  httpPort: number
  httpsPort: number
  upstreams: string
  accessLog: string
}): Promise<{ caddy: Program; ca: string }> {
  await mkdir(options.dataDir, { recursive: true })
  const caddy = Program.start(
    'caddy',
    'caddy',
    ['run', '--adapter', 'caddyfile', '--config', path.join(ROOT, 'deploy', 'Caddyfile')],
    {
      cwd: options.dataDir,
      env: {
        PATH: process.env.PATH,
        HOME: options.dataDir,
        XDG_DATA_HOME: path.join(options.dataDir, 'data'),
        XDG_CONFIG_HOME: path.join(options.dataDir, 'config'),
        SITE_DOMAIN: DOMAIN,
        APP_UPSTREAMS: options.upstreams,
        TLS_ISSUER: 'internal',
        HTTP_PORT: String(options.httpPort),
        HTTPS_PORT: String(options.httpsPort),
        CADDY_ACCESS_LOG: options.accessLog,
      },
    },
  )
  const rootFile = path.join(options.dataDir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt')
  let ca = ''
  await waitFor(
    async () => {
      if (!caddy.running) throw new Error(`caddy exited (is Debian's caddy installed?):\n${caddy.output}`)
      ca = await readFile(rootFile, 'utf8')
      return (await send({ port: options.httpsPort, path: '/api/health/live', https: { ca } })).status === 200
    },
    30_000,
    'Caddy with its internal certificate',
  )
  return { caddy, ca }
}
