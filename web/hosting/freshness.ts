/**
 * Which cached pages, query results and published slugs are still fresh, on one instance or several
 * (docs/deployment.md, "Several instances"). Part of the process's runtime (runtime.ts): the one owner
 * of tag expiry and of the shared version counter.
 *
 * A publish is reported once, by the publishing webhook (`expireTags`): its tags go into Next's tags
 * manifest, which every cached page and 'use cache' entry of this process is checked against, and,
 * with Redis, their timestamps into one hash whose version counts up. Next's cache handlers only ask.
 *
 * Learning of other instances' expiry: `refreshFromShared` reads the version and, when it changed, the
 * hash into Next's manifest. Once per request: the server runs each request in a scope
 * (`inRequestScope`), and every lookup of that request (the proxy's slug check, both cache handlers)
 * shares the first read, which started after the request did, so it sees every publish answered
 * before. Outside a scope (`next start`) each lookup reads.
 *
 * Redis away: the expiry holds on this instance at once, is kept here and written when Redis returns.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { nextTags, type TagExpiry } from './next-internals.ts'
import type { SharedRedis } from './redis.ts'

export type { TagExpiry }

/** What one request has read of the shared state: at most one read each. */
type RequestScope = { version?: Promise<string | null>; refreshed?: Promise<void> }

/** The record for a tag expired now (or after `expireSeconds`), like Next's default handler. */
export function expiryOf(now: number, expireSeconds?: number): TagExpiry {
  return expireSeconds === undefined ? { expired: now } : { stale: now, expired: now + expireSeconds * 1000 }
}

function merge(a: TagExpiry | undefined, b: TagExpiry): TagExpiry {
  return {
    stale: Math.max(a?.stale ?? 0, b.stale ?? 0) || undefined,
    expired: Math.max(a?.expired ?? 0, b.expired ?? 0) || undefined,
  }
}

/**
 * Records `tags` in this process's manifest, keeping the later of two timestamps: what a cache handler
 * does when Next tells it of an expiry (as Next's own handlers do), and what freshness does for a publish.
 */
export function recordExpiry(tags: Map<string, TagExpiry>): void {
  for (const [tag, record] of tags) {
    const merged = merge(nextTags.tagsManifest.get(tag), record)
    nextTags.tagsManifest.set(tag, {
      ...(merged.stale ? { stale: merged.stale } : {}),
      ...(merged.expired ? { expired: merged.expired } : {}),
    })
  }
}

/**
 * Whether one of `tags` expired after `since` and by `now` [ms since the epoch]: Next's `areTagsExpired`
 * on one clock. Next writes an expiry with `Date.now()` but compares it with `performance.timeOrigin +
 * performance.now()`, which lags the wall clock in a process that was running when the system clock was
 * stepped forward (an NTP step, a resumed VM). There a publish would take effect only after that lag, and
 * pages asked for meanwhile would be served stale. Expiry records, page entries and this check all use
 * the wall clock.
 */
export function tagsExpiredSince(tags: readonly string[], since: number, now = Date.now()): boolean {
  for (const tag of tags) {
    const expired = nextTags.tagsManifest.get(tag)?.expired
    if (expired !== undefined && expired <= now && expired > since) return true
  }
  return false
}

export class Freshness {
  /**
   * How long a process may keep what it derived from content without word of a change (ms), or null:
   * forever where every change reaches this process (one server, or several through Redis). On Vercel
   * a publish reaches one function instance of many; `next dev` on the bundled dataset sees an edited
   * file without any publish.
   */
  readonly unannouncedChangesMs: number | null

  private readonly redis: SharedRedis
  /** Expiry that waits for Redis to return. */
  private readonly pending = new Map<string, TagExpiry>()
  private flushing = false
  /** The version of the shared hash this process last read into Next's manifest. */
  private version: string | null = null
  private readonly requestScope = new AsyncLocalStorage<RequestScope>()

  constructor(redis: SharedRedis, unannouncedChangesMs: number | null) {
    this.redis = redis
    this.unannouncedChangesMs = unannouncedChangesMs
    redis.onReady(() => {
      // After a reconnect Redis may have restarted empty and counted from 0 again: read everything.
      this.version = null
      void this.flushPending()
    })
  }

  private get tagsKey(): string {
    return `${this.redis.keyPrefix}tags`
  }

  private get versionKey(): string {
    return `${this.redis.keyPrefix}tags:version`
  }

  private async write(records: Map<string, TagExpiry>): Promise<boolean> {
    if (records.size === 0) return true
    return this.redis.run(
      `writing the expiry of ${records.size} tag(s)`,
      async (client) => {
        const fields: Record<string, string> = {}
        for (const [tag, record] of records) fields[tag] = JSON.stringify(record)
        await client.multi().hSet(this.tagsKey, fields).incr(this.versionKey).exec()
        return true
      },
      false,
    )
  }

  private keep(records: Map<string, TagExpiry>): void {
    for (const [tag, record] of records) this.pending.set(tag, merge(this.pending.get(tag), record))
  }

  private async flushPending(): Promise<void> {
    if (this.flushing || this.pending.size === 0) return
    this.flushing = true
    const batch = new Map(this.pending)
    this.pending.clear()
    try {
      if (await this.write(batch))
        console.info(`[redis] wrote the expiry of ${batch.size} tag(s) that waited while Redis was away`)
      else this.keep(batch)
    } finally {
      this.flushing = false
    }
  }

  /**
   * A publish (the webhook, once per delivery): expires `tags` now (or after `expireSeconds`) on this
   * instance and, with Redis, on every instance. Resolves true once every instance can see it, false
   * when it waits for Redis (or there is none). Never throws.
   */
  async expireTags(tags: readonly string[], expireSeconds?: number, now = Date.now()): Promise<boolean> {
    const records = new Map(tags.map((tag) => [tag, expiryOf(now, expireSeconds)] as const))
    recordExpiry(records)
    if (!this.redis.configured) return false
    const written = await this.write(records)
    if (!written) this.keep(records)
    return written
  }

  /**
   * Expires `tag` in this process only (the server on the local Content Lake: every page the build
   * prerendered from the bundled dataset).
   */
  expireLocally(tag: string): void {
    const now = Date.now()
    recordExpiry(new Map([[tag, { stale: now, expired: now }]]))
  }

  private readVersion(): Promise<string | null> {
    return this.redis.run(
      'reading the tags version',
      async (client) => (await client.get(this.versionKey)) ?? '0',
      null,
    )
  }

  /**
   * The version of the shared expiry: changes with every publish on any instance. null without Redis
   * or when it cannot be read. Read once per request scope.
   */
  sharedVersion(): Promise<string | null> {
    if (!this.redis.configured) return Promise.resolve(null)
    const scope = this.requestScope.getStore()
    if (!scope) return this.readVersion()
    scope.version ??= this.readVersion()
    return scope.version
  }

  private async readShared(): Promise<void> {
    const version = await this.sharedVersion()
    if (version === null || version === this.version) return
    const tags = await this.redis.run(
      'reading the shared tags',
      async (client) => {
        const fields = await client.hGetAll(this.tagsKey)
        const read = new Map<string, TagExpiry>()
        for (const [tag, json] of Object.entries(fields)) {
          try {
            read.set(tag, JSON.parse(json) as TagExpiry)
          } catch {
            // A foreign or damaged field: ignore it, the tag keeps its local state.
          }
        }
        return read
      },
      null,
    )
    if (!tags) return
    recordExpiry(tags)
    this.version = version
  }

  /** Brings the other instances' expiry into this process: once per request scope. Never throws. */
  refreshFromShared(): Promise<void> {
    if (!this.redis.configured) return Promise.resolve()
    const scope = this.requestScope.getStore()
    if (!scope) return this.readShared()
    scope.refreshed ??= this.readShared()
    return scope.refreshed
  }

  /** Runs `handle` (one request) in a scope in which the shared expiry is read at most once. */
  inRequestScope<T>(handle: () => T): T {
    return this.requestScope.run({}, handle)
  }

  /** Whether one of `tags` expired after `since` on any instance (the proxy's published slugs). */
  async changedSince(tags: readonly string[], since: number): Promise<boolean> {
    await this.refreshFromShared()
    return tagsExpiredSince(tags, since)
  }
}
