/**
 * Tag expiry shared by every instance through Redis (docs/deployment.md).
 *
 * When the publishing webhook expires tags on one instance, it writes their timestamps to one Redis
 * hash and counts up a version, and waits for that write before it answers
 * (web/lib/publishing/revalidate.ts). Every instance checks the version on each request that reads a
 * cached page or query result and, when it changed, reads the hash into Next's own tags manifest
 * (web/hosting/tags-manifest.ts); so the next request on any instance renders fresh.
 *
 * Redis away: the expiry holds on this instance at once (Next's own manifest), is kept here and
 * written when Redis returns. Other instances then learn of it; until then they serve what they had.
 */
import { keyPrefix, onRedisReady, withRedis } from './redis.ts'

/** When a tag went stale and when it expired [ms since the epoch], as in Next's tags manifest. */
export type TagExpiry = { stale?: number; expired?: number }

const tagsKey = () => `${keyPrefix()}tags`
const versionKey = () => `${keyPrefix()}tags:version`

type State = { pending: Map<string, TagExpiry>; flushing: boolean; listening: boolean }
const STATE = Symbol.for('glanzwerk.sharedTags')
type Shared = { [STATE]?: State }

function state(): State {
  const shared = globalThis as Shared
  shared[STATE] ??= { pending: new Map(), flushing: false, listening: false }
  const current = shared[STATE]
  if (!current.listening) {
    current.listening = true
    onRedisReady(() => void flushPending())
  }
  return current
}

/** The record for `tags` expired now (or after `expireSeconds`), like Next's default handler. */
export function expiryOf(now: number, expireSeconds?: number): TagExpiry {
  return expireSeconds === undefined ? { expired: now } : { stale: now, expired: now + expireSeconds * 1000 }
}

function merge(a: TagExpiry | undefined, b: TagExpiry): TagExpiry {
  return {
    stale: Math.max(a?.stale ?? 0, b.stale ?? 0) || undefined,
    expired: Math.max(a?.expired ?? 0, b.expired ?? 0) || undefined,
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
    if (await write(batch)) {
      console.info(`[redis] wrote the expiry of ${batch.size} tag(s) that waited while Redis was away`)
    } else {
      for (const [tag, record] of batch) current.pending.set(tag, merge(current.pending.get(tag), record))
    }
  } finally {
    current.flushing = false
  }
}

/**
 * Shares that `tags` expired. Resolves once every instance can see it (true), or once it is queued
 * for when Redis returns (false). Never throws.
 */
export async function shareTagExpiry(
  tags: readonly string[],
  expireSeconds?: number,
  now = Date.now(),
): Promise<boolean> {
  const current = state()
  const records = new Map(tags.map((tag) => [tag, expiryOf(now, expireSeconds)] as const))
  if (await write(records)) return true
  for (const [tag, record] of records) current.pending.set(tag, merge(current.pending.get(tag), record))
  return false
}

/** The version of the shared tags: changes with every write. null when Redis cannot be read. */
export function sharedTagsVersion(): Promise<string | null> {
  return withRedis('reading the tags version', async (client) => (await client.get(versionKey())) ?? '0', null)
}

/** Every shared tag expiry, or null when Redis cannot be read. */
export function readSharedTags(): Promise<Map<string, TagExpiry> | null> {
  return withRedis(
    'reading the shared tags',
    async (client) => {
      const fields = await client.hGetAll(tagsKey())
      const tags = new Map<string, TagExpiry>()
      for (const [tag, json] of Object.entries(fields)) {
        try {
          tags.set(tag, JSON.parse(json) as TagExpiry)
        } catch {
          // A foreign or damaged field: ignore it, the tag keeps its local state.
        }
      }
      return tags
    },
    null,
  )
}
