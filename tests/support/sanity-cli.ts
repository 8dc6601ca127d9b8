import { fork, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll } from 'vitest'
import { API_VERSION } from './local-content-lake'

/**
 * Sanity's own CLI as a developer runs it (`npm run sanity -- …`, scripts/sanity-cli/index.ts), against
 * a local Content Lake started for the test file as `npm run dev` starts it: content-lake/main.ts in a
 * child process, on a working copy of its own seeded from content/dataset. The CLI finds that lake
 * the way it finds a developer's (CONTENT_LAKE_DIR), so each run is the whole path: the wrapper, the
 * CLI, the preloaded resolver and the lake's HTTP API.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')

export type CliRun = { code: number | null; stdout: string; stderr: string; ms: number }

export type CliLake = {
  dir: string
  /** `http://localhost:<port>`, as the lake notes it. */
  origin: string
  token: string
  client: (dataset?: string) => SanityClient
  /** Every CLI run of the file, to check what they printed. */
  runs: CliRun[]
}

/** The variables a developer's shell might hold that would point the CLI elsewhere. */
const FOREIGN = /^(SANITY_|CONTENT_LAKE|CONTENT_DATASET_DIR$|NODE_OPTIONS$|INIT_CWD$)/

export type Env = Record<string, string | undefined>

export function cleanEnv(extra: Record<string, string> = {}): Env {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !FOREIGN.test(key)))
  // Plain output (no colours, no spinners) and no prompt: the CLI then runs as in a script.
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1', ...extra }
}

/** `node <script> <args>` from the repository's root (a path relative to it) in `cwd`, its output collected. */
export function runScript(script: string, args: string[], env: Env, cwd = ROOT): Promise<CliRun> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, script), ...args], {
      cwd,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) }))
  })
}

/** `node scripts/sanity-cli/index.ts <args>` (what `npm run sanity -- <args>` runs) in `cwd`. */
export const runSanity = (args: string[], env: Env, cwd = ROOT) =>
  runScript('scripts/sanity-cli/index.ts', args, env, cwd)

type Ready = { type: 'ready'; origin: string; token: string }

export type MainLake = { origin: string; token: string; log: () => string; stop: () => Promise<void> }

/** content-lake/main.ts in a child process on the working copy `dir`, as `npm run dev` starts it. */
export async function startMainLake(dir: string, env: Record<string, string> = {}): Promise<MainLake> {
  const child = fork(path.join(ROOT, 'content-lake/main.ts'), [], {
    cwd: ROOT,
    env: cleanEnv({
      CONTENT_LAKE_DIR: dir,
      CONTENT_LAKE_PORT: '0',
      CONTENT_LAKE_STREAM_PORTS: '0',
      ...env,
    }) as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8')
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8')
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message: Ready) => resolve(message))
    child.once('exit', (code) => reject(new Error(`the lake stopped at start (exit ${code}): ${log}`)))
  })
  return {
    origin: ready.origin,
    token: ready.token,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** The lake of the calling test file (set in beforeAll) and the CLI against it. */
export let cliLake: CliLake

/** Starts a lake for the calling test file and stops it after the file. */
export function startCliLakeForThisFile(): void {
  let lake: MainLake | undefined
  let dir = ''
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sanity-cli-lake-'))
    lake = await startMainLake(dir)
    const { origin, token } = lake
    cliLake = {
      dir,
      origin,
      token,
      runs: [],
      client: (dataset = 'production') =>
        createClient({
          projectId: 'local',
          dataset,
          apiHost: origin,
          useProjectHostname: false,
          token,
          apiVersion: API_VERSION,
          useCdn: false,
        }),
    }
  })
  afterAll(async () => {
    await lake?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })
}

/** `npm run sanity -- <args>` against the file's lake; every run is kept in `cliLake.runs`. */
export async function sanity(
  args: string[],
  { env = {}, cwd }: { env?: Record<string, string>; cwd?: string } = {},
): Promise<CliRun> {
  const run = await runSanity(args, cleanEnv({ CONTENT_LAKE_DIR: cliLake.dir, ...env }), cwd)
  cliLake.runs.push(run)
  return run
}

/** A run's whole output, for messages of failed expectations. */
export const printed = (run: CliRun) => `exit ${run.code}\n${run.stdout}\n${run.stderr}`
