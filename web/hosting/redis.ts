/**
 * The one Redis connection of an instance (REDIS_URL), shared by the cache handlers of next.config.ts
 * and the submissions rate limit (docs/deployment.md, "Several instances").
 *
 * Redis is a shared cache, never a dependency: every caller passes what to do without it, and a
 * command that fails or takes longer than COMMAND_TIMEOUT_MS answers that fallback. The client
 * reconnects on its own (backing off to 5 s); the outage and the recovery are logged once each.
 * Commands are never queued while Redis is away (`disableOfflineQueue`): a page must not wait.
 *
 * Loaded twice in one process: natively by Node (the cache handlers, types stripped, hence the
 * `.ts` imports and no path aliases in web/hosting/) and bundled into the app (the rate limit). Both
 * copies share this state through a global symbol, so an instance opens one connection.
 */
import { createClient } from 'redis'
import { buildId, hostingSettings } from './settings.ts'

export const COMMAND_TIMEOUT_MS = 500

type Client = ReturnType<typeof createClient>

type State = {
  client: Client | null
  /** Set while Redis is away, so the outage is logged once and the recovery once. */
  down: boolean
  readyListeners: Set<() => void>
}

const STATE = Symbol.for('glanzwerk.redis')
type Shared = { [STATE]?: State }

function state(): State {
  const shared = globalThis as Shared
  shared[STATE] ??= { client: null, down: false, readyListeners: new Set() }
  return shared[STATE]
}

/**
 * Redis is used by every server of a build (REDIS_URL, and a build to serve: web/hosting/settings.ts
 * reads its id from the build folder), never while `next build` prerenders or in `next dev`.
 */
export function redisConfigured(): boolean {
  return hostingSettings().redis !== null && buildId() !== null
}

/** Keys of this site (REDIS_KEY_PREFIX, default "glanzwerk:"), so one Redis can serve several sites. */
export function keyPrefix(): string {
  return hostingSettings().redis?.keyPrefix ?? 'glanzwerk:'
}

/** Cache entries belong to one build: a new release starts with the entries of its own build. */
export function buildKeyPrefix(): string {
  return `${keyPrefix()}${buildId() ?? 'unknown-build'}:`
}

/** The address without a password, for logs. */
function redactedAddress(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return 'REDIS_URL'
  }
}

function connect(): Client {
  const current = state()
  if (current.client) return current.client
  const url = hostingSettings().redis?.url ?? ''
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries: number) => Math.min(250 * 2 ** Math.min(retries, 5), 5_000),
    },
  })
  client.on('error', (error: Error) => {
    if (current.down) return
    current.down = true
    console.error(
      `[redis] ${redactedAddress(url)} unreachable (${error.message}): this instance serves from its own cache and retries.`,
    )
  })
  client.on('ready', () => {
    if (current.down) console.info(`[redis] ${redactedAddress(url)} reachable again: the shared cache is back.`)
    current.down = false
    for (const listener of current.readyListeners) listener()
  })
  current.client = client
  client.connect().catch(() => {
    // The error listener has logged it; the client keeps retrying.
  })
  return client
}

/** Called each time the connection (re)opens: to flush what waited, to re-read what may have changed. */
export function onRedisReady(listener: () => void): void {
  state().readyListeners.add(listener)
}

/**
 * Opens the connection at start-up (web/instrumentation.ts) and waits for it up to `timeoutMs`, so the
 * first request already sees the shared tags. A Redis that is away does not hold the start up.
 */
export async function warmUpRedis(timeoutMs = 2_000): Promise<void> {
  if (!redisConfigured()) return
  const client = connect()
  if (client.isReady) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, timeoutMs)
    function done() {
      clearTimeout(timer)
      client.off('ready', done)
      resolve()
    }
    client.once('ready', done)
  })
}

/**
 * Runs `command` on Redis, or answers `fallback` when Redis is not configured, not connected,
 * fails or is slower than COMMAND_TIMEOUT_MS. Failures of a connected Redis are logged.
 */
export async function withRedis<T>(label: string, command: (client: Client) => Promise<T>, fallback: T): Promise<T> {
  if (!redisConfigured()) return fallback
  const client = connect()
  if (!client.isReady) return fallback
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      command(client),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS)
      }),
    ])
  } catch (error) {
    console.error(`[redis] ${label} failed: ${(error as Error).message}`)
    return fallback
  } finally {
    clearTimeout(timer)
  }
}

/** For tests and shutdown: closes the connection of this process. */
export async function closeRedis(): Promise<void> {
  const current = state()
  const client = current.client
  current.client = null
  current.down = false
  if (client?.isOpen) await client.close().catch(() => client.destroy())
}
