/**
 * The 'use cache' handler (next.config.ts `cacheHandlers.default`): the cached GROQ results every page
 * is rendered from (web/lib/sanity/cached-query.ts).
 *
 * Entries live in this process's memory (least recently used first out) and, with REDIS_URL, in
 * Redis for every instance of the same build. Tag expiry comes from Next's tags manifest, which
 * freshness (web/hosting/freshness.ts) keeps in step with the other instances: this handler only
 * asks it, the publishing webhook reports. Without Redis this behaves like Next's default in-memory
 * handler. Implements Next 16's documented `CacheHandler` interface (web/hosting/next-internals.ts).
 * Loaded natively by Node (types stripped); the runtime it asks is the app's (web/hosting/runtime.ts).
 */
import { createHash } from 'node:crypto'
import { RESP_TYPES } from 'redis'
import { expiryOf, recordExpiry, tagsExpiredSince } from './freshness.ts'
import { type CacheEntry, type CacheHandler, nextTags } from './next-internals.ts'
import { runtime } from './runtime.ts'

type Stored = Omit<CacheEntry, 'value'> & { value: Uint8Array }

/** 50 MB of entries per process (Next's default `cacheMaxMemorySize`). */
const MAX_LOCAL_BYTES = 50 * 1024 * 1024
/** Shared entries outlive no build for long: a week, or the entry's own `expire` when shorter. */
const MAX_SHARED_TTL_S = 7 * 24 * 60 * 60

const local = new Map<string, Stored>()
let localBytes = 0
const pendingSets = new Map<string, Promise<void>>()

/** Next's keys hold the whole query text: a digest keeps Redis's keys short. */
const redisKey = (cacheKey: string) =>
  `${runtime().redis.buildKeyPrefix}use-cache:${createHash('sha256').update(cacheKey).digest('base64url')}`

function remember(cacheKey: string, stored: Stored): void {
  forget(cacheKey)
  local.set(cacheKey, stored)
  localBytes += stored.value.byteLength + cacheKey.length
  for (const [key] of local) {
    if (localBytes <= MAX_LOCAL_BYTES) break
    forget(key)
  }
}

function forget(cacheKey: string): void {
  const stored = local.get(cacheKey)
  if (!stored) return
  local.delete(cacheKey)
  localBytes -= stored.value.byteLength + cacheKey.length
}

/** One record: a JSON header line, then the value's bytes. */
export function encodeEntry(stored: Stored): Buffer {
  const { value, ...meta } = stored
  return Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`), value])
}

export function decodeEntry(record: Buffer): Stored | null {
  const newline = record.indexOf(10)
  if (newline < 0) return null
  try {
    const meta = JSON.parse(record.subarray(0, newline).toString('utf8')) as Omit<Stored, 'value'>
    return { ...meta, value: new Uint8Array(record.subarray(newline + 1)) }
  } catch {
    return null
  }
}

/**
 * Usable now? Past `revalidate` counts as missing (as in Next's default handler), so is a tag expired
 * since the entry was begun, by the wall clock the expiry was written in (`tagsExpiredSince`).
 */
function usable(stored: Stored, now: number): boolean {
  if (stored.expire < 0) return false
  if (now > stored.timestamp + stored.revalidate * 1000) return false
  return !tagsExpiredSince(stored.tags, stored.timestamp, now)
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

function answer(stored: Stored): CacheEntry {
  const revalidate = nextTags.areTagsStale(stored.tags, stored.timestamp) ? -1 : stored.revalidate
  return { ...stored, revalidate, value: streamOf(stored.value) }
}

const handler: CacheHandler = {
  async get(cacheKey) {
    await pendingSets.get(cacheKey)
    const now = Date.now()
    const mine = local.get(cacheKey)
    if (mine && usable(mine, now)) {
      // Least recently used goes first: move it to the end.
      local.delete(cacheKey)
      local.set(cacheKey, mine)
      return answer(mine)
    }
    const record = await runtime().redis.run(
      'reading a cached query result',
      (client) => client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).get(redisKey(cacheKey)),
      null,
    )
    const shared = record ? decodeEntry(record) : null
    if (!shared || !usable(shared, now)) return undefined
    remember(cacheKey, shared)
    return answer(shared)
  },

  async set(cacheKey, pendingEntry) {
    let done = () => {}
    pendingSets.set(cacheKey, new Promise<void>((resolve) => (done = resolve)))
    try {
      const entry = await pendingEntry
      // An `expire: 0` entry is dynamic: Next never serves it back (as its default handler does).
      if (entry.expire === 0) return
      const stored: Stored = { ...entry, value: await bytesOf(entry.value) }
      remember(cacheKey, stored)
      const ttl = Math.max(1, Math.min(MAX_SHARED_TTL_S, Math.ceil(entry.expire)))
      await runtime().redis.run(
        'storing a cached query result',
        (client) => client.set(redisKey(cacheKey), encodeEntry(stored), { EX: ttl }),
        null,
      )
    } catch {
      // A failed render leaves no entry; the next request renders again.
    } finally {
      pendingSets.delete(cacheKey)
      done()
    }
  },

  async refreshTags() {
    await runtime().freshness.refreshFromShared()
  },

  async getExpiration(tags) {
    return Math.max(0, ...tags.map((tag) => nextTags.tagsManifest.get(tag)?.expired ?? 0))
  },

  // Next tells every handler of an expiry; freshness heard of it from the webhook already.
  async updateTags(tags, durations) {
    const now = Date.now()
    recordExpiry(new Map(tags.map((tag) => [tag, expiryOf(now, durations?.expire)] as const)))
  },
}

export default handler
