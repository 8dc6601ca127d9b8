import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { localLake } from '../shared/local-lake.ts'
import { expectFree, forwardLoopback, heldOrigins, IPV4_LOOPBACK, IPV6_LOOPBACK } from './loopback.ts'

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
  /**
   * Trusts the site's pages at these origins (the ones its process holds, loopback.ts `heldOrigins`):
   * until then no page gets a session. Resolves once the lake has taken them.
   */
  trustSite: (origins: string[]) => Promise<void>
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

/** The loopback addresses of a site beside the lake, held before the lake starts (holdSiteLoopback). */
export type SiteLoopback = {
  /** The browser origins the site holds once its server listens (the lake trusts these, launch.ts `trustSite`). */
  origins: string[]
  close: () => Promise<void>
}

/**
 * Holds the loopback address of the site's port that its server does not bind itself, forwarding it
 * to the one it binds, and checks that one is free: a site beside the lake answers at
 * `http://localhost:<port>` on 127.0.0.1 and ::1 alike, or does not start (docs/decisions.md, „The
 * token stays with its owner“). `hostname` is where the server listens (HOSTNAME; `next dev -H`).
 */
export async function holdSiteLoopback(port: number, hostname: string): Promise<SiteLoopback> {
  const own = hostname === 'localhost' || hostname === '0.0.0.0' ? IPV4_LOOPBACK : hostname
  if (![IPV4_LOOPBACK, IPV6_LOOPBACK, '::'].includes(own))
    throw new LocalContentLakeError(
      `CONTENT_LAKE=local serves the Studio on this machine only: HOSTNAME must be 127.0.0.1, ::1, localhost, 0.0.0.0 or :: (got "${hostname}").`,
    )
  await expectFree(port, own === IPV4_LOOPBACK ? hostname.replace('localhost', IPV4_LOOPBACK) : own)
  // `::` is both (dual stack); otherwise the other address is held here and handed to the server's.
  const other = own === IPV4_LOOPBACK ? IPV6_LOOPBACK : IPV4_LOOPBACK
  const twin = own === '::' ? null : await forwardLoopback(port, other, own)
  const ipv6 = own === '::' || own === IPV6_LOOPBACK || twin ? true : ('absent' as const)
  return {
    origins: heldOrigins(port, { ipv4: own !== IPV6_LOOPBACK || twin !== null, ipv6 }),
    close: () => new Promise<void>((resolve) => (twin ? twin.close(() => resolve()) : resolve())),
  }
}

export async function startLocalContentLake({
  siteOrigin,
  env,
  root = process.cwd(),
}: {
  /** Where the site's server answers the publishing webhook, e.g. http://127.0.0.1:3000. */
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
      // No page is trusted before the site holds its addresses (trustSite).
      CONTENT_LAKE_SITE_ORIGINS: '',
      SANITY_REVALIDATE_SECRET: secret,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new LocalContentLakeError('The local Content Lake did not start within 60 s')),
      60_000,
    )
    child.once('message', (message: Ready | { type: 'failed'; message: string }) => {
      clearTimeout(timer)
      if (message.type === 'failed') reject(new LocalContentLakeError(`The local Content Lake: ${message.message}`))
      else resolve(message)
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
    trustSite: (origins) =>
      new Promise<void>((resolve, reject) => {
        child.once('message', () => resolve())
        child.send({ type: 'trust-site', origins }, (error) => error && reject(error))
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
