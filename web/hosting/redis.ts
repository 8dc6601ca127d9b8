/**
 * The one Redis connection of an instance (REDIS_URL), part of the process's runtime (runtime.ts) and
 * shared by the cache handlers of next.config.ts, freshness and the submissions rate limit
 * (docs/deployment.md, "Several instances").
 *
 * Redis is a shared cache, never a dependency: every caller passes what to do without it, and a
 * command that fails or takes longer than COMMAND_TIMEOUT_MS answers that fallback. The client
 * reconnects on its own (backing off to 5 s); the outage and the recovery are logged once each.
 * Commands are never queued while Redis is away (`disableOfflineQueue`): a page must not wait.
 */
import { createClient } from 'redis'

export const COMMAND_TIMEOUT_MS = 500

type Client = ReturnType<typeof createClient>

/** The address without a password, for logs. */
function redactedAddress(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return 'REDIS_URL'
  }
}

export class SharedRedis {
  /**
   * Redis is used by every server of a build (REDIS_URL, and a build to serve: the runtime reads its
   * id from the build folder), never while `next build` prerenders or in `next dev`.
   */
  readonly configured: boolean
  /** Keys of this site (REDIS_KEY_PREFIX, default "glanzwerk:"), so one Redis can serve several sites. */
  readonly keyPrefix: string
  /** Cache entries belong to one build: a new release starts with the entries of its own build. */
  readonly buildKeyPrefix: string

  private readonly url: string
  private client: Client | null = null
  /** Set while Redis is away, so the outage is logged once and the recovery once. */
  private down = false
  private readonly readyListeners = new Set<() => void>()

  constructor(config: { url: string; keyPrefix: string } | null, buildId: string | null) {
    this.url = config?.url ?? ''
    this.configured = config !== null && buildId !== null
    this.keyPrefix = config?.keyPrefix ?? 'glanzwerk:'
    this.buildKeyPrefix = `${this.keyPrefix}${buildId ?? 'unknown-build'}:`
  }

  private connect(): Client {
    if (this.client) return this.client
    const url = this.url
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries: number) => Math.min(250 * 2 ** Math.min(retries, 5), 5_000),
      },
    })
    client.on('error', (error: Error) => {
      if (this.down) return
      this.down = true
      console.error(
        `[redis] ${redactedAddress(url)} unreachable (${error.message}): this instance serves from its own cache and retries.`,
      )
    })
    client.on('ready', () => {
      if (this.down) console.info(`[redis] ${redactedAddress(url)} reachable again: the shared cache is back.`)
      this.down = false
      for (const listener of this.readyListeners) listener()
    })
    this.client = client
    client.connect().catch(() => {
      // The error listener has logged it; the client keeps retrying.
    })
    return client
  }

  /** Called each time the connection (re)opens: to flush what waited, to re-read what may have changed. */
  onReady(listener: () => void): void {
    this.readyListeners.add(listener)
  }

  /**
   * Opens the connection at start-up and waits for it up to `timeoutMs`, so the first request already
   * sees the shared tags. A Redis that is away does not hold the start up.
   */
  async warmUp(timeoutMs = 2_000): Promise<void> {
    if (!this.configured) return
    const client = this.connect()
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
  async run<T>(label: string, command: (client: Client) => Promise<T>, fallback: T): Promise<T> {
    if (!this.configured) return fallback
    const client = this.connect()
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

  /** Closes the connection (the runtime's shutdown, tests). */
  async close(): Promise<void> {
    const client = this.client
    this.client = null
    this.down = false
    if (client?.isOpen) await client.close().catch(() => client.destroy())
  }
}
