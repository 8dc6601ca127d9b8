/**
 * The page cache (next.config.ts `cacheHandler`): prerendered and regenerated pages and static route
 * handlers (sitemap.xml, robots.txt).
 *
 * Next's own file-system cache stays underneath: it serves the pages the build prerendered and keeps
 * what this instance regenerated. With REDIS_URL, a page one instance regenerates is also written to
 * Redis for the others, and each lookup first asks freshness (web/hosting/freshness.ts) to bring the
 * shared tag expiry into Next's tags manifest, so a page whose tags expired on another instance is
 * rendered anew here too. Of a local and a shared copy the newer one is served. Images and fetch
 * entries stay local. Without Redis this is Next's file-system cache. Loaded natively by Node (types
 * stripped); the runtime it asks is the app's (web/hosting/runtime.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { RESP_TYPES } from 'redis'
import { contentSourceKey } from './content-settings.ts'
import { tagsExpiredSince } from './freshness.ts'
import {
  type CacheHandlerContext,
  type CacheHandlerValue,
  fileSystemCache,
  PAGE_CACHE_TAGS_HEADER,
} from './next-internals.ts'
import { BUILD_SOURCE_FILE, pageCacheFolder } from './page-cache-folder.ts'
import { runtime } from './runtime.ts'

const FileSystemCache = fileSystemCache()

type GetArgs = Parameters<InstanceType<typeof FileSystemCache>['get']>
type SetArgs = Parameters<InstanceType<typeof FileSystemCache>['set']>

/** The kinds worth sharing: what a visitor's request renders. */
const SHARED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE'])
/** A week: long enough for any page between two publishes, short enough to leave no garbage. */
const SHARED_TTL_S = 7 * 24 * 60 * 60

const redisKey = (key: string) => `${runtime().redis.buildKeyPrefix}page:${key}`

/** JSON with Buffers and Maps (the RSC payload, the segment prefetches) kept as such. */
export function serialize(entry: CacheHandlerValue): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
    if (raw instanceof Map) return { $map: [...raw.entries()] }
    return value
  })
}

export function deserialize(json: string): CacheHandlerValue | null {
  try {
    return JSON.parse(json, (_key, value) => {
      if (value && typeof value === 'object') {
        if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
        if (Array.isArray(value.$map)) return new Map(value.$map)
      }
      return value
    }) as CacheHandlerValue
  } catch {
    return null
  }
}

function tagsOf(entry: CacheHandlerValue): string[] {
  const value = entry.value as { headers?: Record<string, unknown> } | null
  const header = value?.headers?.[PAGE_CACHE_TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

export default class PageCacheHandler extends FileSystemCache {
  constructor(ctx: CacheHandlerContext) {
    const { settings } = runtime()
    const source = contentSourceKey(settings.content)
    const serverDistDir = ctx.serverDistDir
    let folder = serverDistDir
    if (serverDistDir && settings.phase === 'build')
      // Every export worker of `next build` writes the same name.
      writeFileSync(path.join(path.dirname(serverDistDir), BUILD_SOURCE_FILE), `${source}\n`)
    else if (serverDistDir) {
      folder = pageCacheFolder(serverDistDir, source)
      mkdirSync(folder, { recursive: true })
    }
    super({ ...ctx, serverDistDir: folder } as ConstructorParameters<typeof FileSystemCache>[0])
  }

  override async get(...args: GetArgs): Promise<CacheHandlerValue | null> {
    const [, ctx] = args
    if (!SHARED_KINDS.has(ctx.kind)) return super.get(...args)
    const found = await this.lookup(...args)
    // Next checks a page's tags on another clock than the one the expiry is written in (see
    // tagsExpiredSince): a page whose tag expired is rendered anew (blocking) however the clocks stand.
    if (found && tagsExpiredSince(tagsOf(found), found.lastModified)) return null
    return found
  }

  /** A page or route: this instance's copy or, with Redis, the other instances' when that is newer. */
  private async lookup(...args: GetArgs): Promise<CacheHandlerValue | null> {
    const [key] = args
    const { redis, freshness } = runtime()
    if (!redis.configured) return super.get(...args)
    await freshness.refreshFromShared()
    const [mine, record] = await Promise.all([
      super.get(...args),
      redis.run(
        'reading a shared page',
        (client) => client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).get(redisKey(key)),
        null,
      ),
    ])
    const shared = record ? deserialize(record.toString('utf8')) : null
    if (!shared || (mine && mine.lastModified >= shared.lastModified)) return mine
    return shared
  }

  override async set(...args: SetArgs): Promise<void> {
    const [key, data, ctx] = args
    await super.set(...args)
    const { redis } = runtime()
    if (!redis.configured || !data || !SHARED_KINDS.has(data.kind)) return
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined
    const entry: CacheHandlerValue = { lastModified: Date.now(), value: data, cacheControl }
    await redis.run(
      'storing a shared page',
      (client) => client.set(redisKey(key), serialize(entry), { EX: SHARED_TTL_S }),
      null,
    )
  }
}
