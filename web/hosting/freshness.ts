/**
 * Which cached pages and query results are still fresh, on one instance or several (docs/deployment.md,
 * "Several instances"). The one owner of tag expiry and of the shared version counter.
 *
 * Expiring tags (a publish): `expireTags` records them in Next's tags manifest, which every cached page
 * and 'use cache' entry of this process is checked against, and, with Redis, writes their timestamps
 * to one hash and counts up a version, once per publish: the webhook route and Next's two cache
 * handlers all report the same expiry within milliseconds, and the later reports join the first write.
 *
 * Learning of other instances' expiry: `refreshFromShared` reads the version and, when it changed, the
 * hash into Next's manifest. Once per request: the server runs each request in a scope
 * (`inRequestScope`), and every cache lookup of that request shares the first read, which started
 * after the request did, so it sees every publish answered before. Outside a scope (`next start`)
 * each lookup reads.
 *
 * Redis away: the expiry holds on this instance at once, is kept here and written when Redis returns.
 * Loaded natively by Node (server, cache handlers) and bundled into the app (the webhook route): the
 * state lives under one global symbol so both copies share it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { nextTags, type TagExpiry } from './next-internals.ts'
import { keyPrefix, onRedisReady, redisConfigured, withRedis } from './redis.ts'

export type { TagExpiry }

/**
 * Reports of the same expiry this close together are one publish: written once. The webhook route
 * and Next's two cache handlers report within milliseconds. Not longer: a second publish of the same
 * document must be written with its own, later time. At 2 s it joined the first publish's write, so
 * other instances kept pages rendered between the two (and with Redis gone in between it was never
 * written at all: test:deploy's „Redis back“ check failed on a quiet machine).
 */
const SAME_PUBLISH_MS = 500

type Shared = { tags: ReadonlySet<string>; at: number; expireSeconds: number | undefined; written: Promise<boolean> }

/** What one request has read of the shared state: at most one read each. */
type RequestScope = { version?: Promise<string | null>; refreshed?: Promise<void> }

type State = {
  /** Expiry that waits for Redis to return. */
  pending: Map<string, TagExpiry>
  flushing: boolean
  /** The version of the shared hash this process last read into Next's manifest. */
  version: string | null
  recent: Shared[]
  requestScope: AsyncLocalStorage<RequestScope>
}

const STATE = Symbol.for('glanzwerk.freshness')
type Global = { [STATE]?: State }

function state(): State {
  const shared = globalThis as Global
  if (!shared[STATE]) {
    const created: State = {
      pending: new Map(),
      flushing: false,
      version: null,
      recent: [],
      requestScope: new AsyncLocalStorage(),
    }
    shared[STATE] = created
    onRedisReady(() => {
      // After a reconnect Redis may have restarted empty and counted from 0 again: read everything.
      created.version = null
      void flushPending()
    })
  }
  return shared[STATE]
}

const tagsKey = () => `${keyPrefix()}tags`
const versionKey = () => `${keyPrefix()}tags:version`

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

/** Records `tags` in this process's manifest, keeping the later of two timestamps. */
function recordLocally(tags: Map<string, TagExpiry>): void {
  for (const [tag, record] of tags) {
    const merged = merge(nextTags.tagsManifest.get(tag), record)
    nextTags.tagsManifest.set(tag, {
      ...(merged.stale ? { stale: merged.stale } : {}),
      ...(merged.expired ? { expired: merged.expired } : {}),
    })
  }
}

async function write(records: Map<string, TagExpiry>): Promise<boolean> {
  if (records.size === 0) return true
  return withRedis(
    `writing the expiry of ${records.size} tag(s)`,
    async (client) => {
      const fields: Record<string, string> = {}
      for (const [tag, record] of records) fields[tag] = JSON.stringify(record)
      await client.multi().hSet(tagsKey(), fields).incr(versionKey()).exec()
      return true
    },
    false,
  )
}

async function flushPending(): Promise<void> {
  const current = state()
  if (current.flushing || current.pending.size === 0) return
  current.flushing = true
  const batch = new Map(current.pending)
  current.pending.clear()
  try {
    if (await write(batch))
      console.info(`[redis] wrote the expiry of ${batch.size} tag(s) that waited while Redis was away`)
    else for (const [tag, record] of batch) current.pending.set(tag, merge(current.pending.get(tag), record))
  } finally {
    current.flushing = false
  }
}

/**
 * Expires `tags` now (or after `expireSeconds`) on this instance and, with Redis, on every instance.
 * Resolves true once every instance can see it, false when it waits for Redis (or there is none).
 * Never throws.
 */
export function expireTags(tags: readonly string[], expireSeconds?: number, now = Date.now()): Promise<boolean> {
  const current = state()
  const records = new Map(tags.map((tag) => [tag, expiryOf(now, expireSeconds)] as const))
  recordLocally(records)
  if (!redisConfigured()) return Promise.resolve(false)
  current.recent = current.recent.filter((shared) => now - shared.at < SAME_PUBLISH_MS)
  const same = current.recent.find(
    (shared) => shared.expireSeconds === expireSeconds && tags.every((tag) => shared.tags.has(tag)),
  )
  if (same) return same.written
  const written = write(records).then((ok) => {
    if (!ok) for (const [tag, record] of records) current.pending.set(tag, merge(current.pending.get(tag), record))
    return ok
  })
  current.recent.push({ tags: new Set(tags), at: now, expireSeconds, written })
  return written
}

/**
 * Expires `tag` in this process only (the server on the local Content Lake: every page the build
 * prerendered from the bundled dataset).
 */
export function expireLocally(tag: string): void {
  const now = Date.now()
  recordLocally(new Map([[tag, { stale: now, expired: now }]]))
}

function readVersion(): Promise<string | null> {
  return withRedis('reading the tags version', async (client) => (await client.get(versionKey())) ?? '0', null)
}

/**
 * The version of the shared expiry: changes with every publish on any instance. null without Redis
 * or when it cannot be read. Read once per request scope.
 */
export function sharedVersion(): Promise<string | null> {
  if (!redisConfigured()) return Promise.resolve(null)
  const scope = state().requestScope.getStore()
  if (!scope) return readVersion()
  scope.version ??= readVersion()
  return scope.version
}

async function readShared(): Promise<void> {
  const current = state()
  const version = await sharedVersion()
  if (version === null || version === current.version) return
  const tags = await withRedis(
    'reading the shared tags',
    async (client) => {
      const fields = await client.hGetAll(tagsKey())
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
  recordLocally(tags)
  current.version = version
}

/** Brings the other instances' expiry into this process: once per request scope. Never throws. */
export function refreshFromShared(): Promise<void> {
  if (!redisConfigured()) return Promise.resolve()
  const scope = state().requestScope.getStore()
  if (!scope) return readShared()
  scope.refreshed ??= readShared()
  return scope.refreshed
}

/** Runs `handle` (one request) in a scope in which the shared expiry is read at most once. */
export function inRequestScope<T>(handle: () => T): T {
  return state().requestScope.run({}, handle)
}

/** Whether a shared entry written at `lastModified` carries an expired tag. */
export function expiredSince(tags: string[], lastModified: number): boolean {
  return tags.length > 0 && nextTags.areTagsExpired(tags, lastModified)
}
