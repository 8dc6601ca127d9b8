import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { localLake } from '../shared/local-lake.ts'

/**
 * Starts the local Content Lake beside the site (content-lake/main.ts in a child process) and
 * returns the environment under which the site reads it exactly as it reads a hosted project:
 * SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_HOST and the token, so `@sanity/client`, draft mode,
 * the Studio and the publishing webhook all take their hosted code paths.
 *
 * Used by `npm run dev` (scripts/dev.ts) and by the production server when CONTENT_LAKE=local
 * (server.mjs): a tool for development, tests and trying the product, never for production content.
 */

type Environment = Record<string, string | undefined>

export type LocalContentLakeHandle = {
  /** Variables to add to the site's environment. */
  env: Record<string, string>
  origin: string
  /** Every origin a browser reaches the lake at, for the Studio's policy (shared/local-lake.ts). */
  sources: string[]
  token: string
  child: ChildProcess
  stop: () => Promise<void>
}

type Ready = {
  type: 'ready'
  origin: string
  streamPorts: number[]
  token: string
  projectId: string
  dataset: string
  dir: string
}

export class LocalContentLakeError extends Error {
  override name = 'LocalContentLakeError'
}

/** Whether CONTENT_LAKE asks for the local lake; a value it does not know is an error. */
export function wantsLocalContentLake(env: Environment): boolean {
  const value = env.CONTENT_LAKE?.trim()
  if (!value || value === 'bundled') return false
  if (value !== 'local')
    throw new LocalContentLakeError(`CONTENT_LAKE="${value}" is not known: use "local" (or leave it unset).`)
  if (env.SANITY_PROJECT_ID?.trim())
    throw new LocalContentLakeError(
      'CONTENT_LAKE=local and SANITY_PROJECT_ID are both set: the site reads either the local Content Lake or a hosted project. Unset one.',
    )
  return true
}

/**
 * The addresses a browser opens the site at, on this machine: the site's port on each loopback name
 * (the lake hands its session and CORS headers to these pages only; content-lake/session.ts).
 */
export function siteBrowserOrigins(siteOrigin: string): string[] {
  const { protocol, port } = new URL(siteOrigin)
  const suffix = port ? `:${port}` : ''
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `${protocol}//${host}${suffix}`)
}

export async function startLocalContentLake({
  siteOrigin,
  env,
  root = process.cwd(),
}: {
  /** Where the site answers (for the publishing webhook, and at its port the Studio's origins), e.g. http://127.0.0.1:3000. */
  siteOrigin: string
  /** The environment the lake's process starts with: the launching process's, given by its caller. */
  env: Environment
  root?: string
}): Promise<LocalContentLakeHandle> {
  const secret = env.SANITY_REVALIDATE_SECRET?.trim() || randomBytes(24).toString('base64url')
  const child = fork(path.join(import.meta.dirname, 'main.ts'), [], {
    cwd: root,
    env: {
      ...(env as NodeJS.ProcessEnv),
      CONTENT_LAKE_WEBHOOK_URL: `${siteOrigin}/api/revalidate`,
      CONTENT_LAKE_SITE_ORIGINS: siteBrowserOrigins(siteOrigin).join(','),
      SANITY_REVALIDATE_SECRET: secret,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new LocalContentLakeError('The local Content Lake did not start within 60 s')),
      60_000,
    )
    child.once('message', (message: Ready) => {
      clearTimeout(timer)
      resolve(message)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(
        new LocalContentLakeError(`The local Content Lake stopped at start (exit code ${code}); see the lines above`),
      )
    })
  })
  const port = new URL(ready.origin).port
  const submissions = env.SANITY_SUBMISSIONS_DATASET?.trim()
  const lakeEnv = {
    SANITY_PROJECT_ID: ready.projectId,
    SANITY_DATASET: ready.dataset,
    // The server reads over IPv4 loopback; browsers get the `localhost` origin below.
    SANITY_API_HOST: `http://127.0.0.1:${port}`,
    SANITY_API_READ_TOKEN: ready.token,
    ...(submissions ? { SANITY_API_WRITE_TOKEN: ready.token } : {}),
    SANITY_REVALIDATE_SECRET: secret,
    // The lake has applied a write before it sends the webhook: nothing to wait for.
    SANITY_REVALIDATE_WAIT_MS: '0',
    CONTENT_LAKE: 'local',
    CONTENT_LAKE_ORIGIN: ready.origin,
    CONTENT_LAKE_STREAM_PORTS: ready.streamPorts.join(','),
  }
  return {
    env: lakeEnv,
    origin: ready.origin,
    sources: localLake(lakeEnv)?.sources ?? [],
    token: ready.token,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
