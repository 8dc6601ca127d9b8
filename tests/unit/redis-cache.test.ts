import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RedisServer } from '@tests/support/redis-server'
import { createClient } from 'redis'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The shared cache of several instances (web/hosting/) against Debian's redis-server. A second
 * instance is a fresh copy of the handler module (vi.resetModules): its own memory, the same Redis.
 */

const freshness = async () => (await import('@/hosting/runtime.ts')).runtime().freshness

let redis: RedisServer
let peer: ReturnType<typeof createClient>
let distDir: string
let appDir: string

beforeAll(async () => {
  redis = await RedisServer.start()
  // A build to serve: Redis is shared by the servers of one build (its id from the build folder).
  appDir = mkdtempSync(path.join(tmpdir(), 'app-'))
  mkdirSync(path.join(appDir, '.next'))
  writeFileSync(path.join(appDir, '.next', 'BUILD_ID'), 'test-build\n')
  process.env.NEXT_DIR = appDir
  process.env.REDIS_URL = redis.url
  process.env.REDIS_KEY_PREFIX = 'test:'
  const { resetRuntime, runtime } = await import('@/hosting/runtime.ts')
  await resetRuntime()
  peer = await connectPeer()
  distDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
  await runtime().redis.warmUp()
})

afterAll(async () => {
  const { resetRuntime } = await import('@/hosting/runtime.ts')
  await resetRuntime()
  await peer?.close()
  await redis?.stop()
  rmSync(distDir, { recursive: true, force: true })
  rmSync(appDir, { recursive: true, force: true })
  delete process.env.REDIS_URL
  delete process.env.NEXT_DIR
  delete process.env.REDIS_KEY_PREFIX
})

/** The test's own connection, as another instance would have. */
async function connectPeer() {
  const client = createClient({ url: redis.url })
  client.on('error', () => {})
  await client.connect()
  return client
}

beforeEach(async () => {
  await peer.flushAll()
})

/** Another instance expires a tag: what its webhook writes. */
async function expireElsewhere(tag: string, at = Date.now()) {
  await peer
    .multi()
    .hSet('test:tags', tag, JSON.stringify({ stale: at, expired: at }))
    .incr('test:tags:version')
    .exec()
}

async function freshUseCacheHandler() {
  vi.resetModules()
  return (await import('@/hosting/use-cache-handler.ts')).default
}

function entry(tags: string[], body: string, timestamp = Date.now()) {
  return {
    value: new Response(body).body as ReadableStream<Uint8Array>,
    tags,
    stale: 300,
    timestamp,
    expire: 31_536_000,
    revalidate: 2_592_000,
  }
}

async function text(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text()
}

/** How many times Redis ran `command` since the last reset (INFO commandstats). */
async function calls(command: string): Promise<number> {
  const info = await peer.info('commandstats')
  return Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(info)?.[1] ?? 0)
}

describe('the shared tag expiry (web/hosting/freshness.ts)', () => {
  it('is written with a new version that every instance reads into Next’s tags manifest', async () => {
    const shared = await freshness()
    const { nextTags } = await import('@/hosting/next-internals.ts')
    const before = await shared.sharedVersion()
    expect(await shared.expireTags(['doc:a', 'doc:b'], 0, 1_000)).toBe(true)
    expect(await shared.sharedVersion()).not.toBe(before)
    expect(await peer.hGetAll('test:tags')).toEqual({
      'doc:a': JSON.stringify({ stale: 1_000, expired: 1_000 }),
      'doc:b': JSON.stringify({ stale: 1_000, expired: 1_000 }),
    })

    await expireElsewhere('doc:elsewhere', 5_000)
    await shared.refreshFromShared()
    expect(nextTags.tagsManifest.get('doc:elsewhere')).toEqual({ stale: 5_000, expired: 5_000 })
  })

  it('is written once per publish: the webhook reports it, both cache handlers only hear of it', async () => {
    const shared = await freshness()
    const useCache = await freshUseCacheHandler()
    const pageCache = await freshPageCache()
    await peer.configResetStat()
    const now = Date.now()
    // What one publish does: the webhook route, then Next calls both handlers.
    await Promise.all([
      shared.expireTags(['doc:once', 'type:service'], 0, now),
      useCache.updateTags(['doc:once'], { expire: 0 }),
    ])
    await pageCache.revalidateTag(['type:service'], { expire: 0 })
    expect(await calls('incr')).toBe(1)
    expect(await peer.get('test:tags:version')).toBe('1')
    // A later publish of the same document, a second later, is a new write with its own time.
    await shared.expireTags(['doc:once'], 0, now + 1_000)
    expect(await calls('incr')).toBe(2)
  })

  it('is read once per request: every cache lookup of one request shares the first read', async () => {
    const shared = await freshness()
    const useCache = await freshUseCacheHandler()
    await peer.configResetStat()
    await shared.inRequestScope(async () => {
      // The proxy's slug check, the 'use cache' handler, the page cache: one request.
      await shared.changedSince(['type:service'], 0)
      await useCache.refreshTags()
      await shared.refreshFromShared()
    })
    expect(await calls('get')).toBe(1)
    // A request that starts after a publish elsewhere reads again and sees it.
    await expireElsewhere('doc:after', 9_000)
    await shared.inRequestScope(() => shared.refreshFromShared())
    expect(await calls('get')).toBe(2)
    expect(await calls('hgetall')).toBe(2)
    // Nothing changed since: the version alone.
    await shared.inRequestScope(() => shared.refreshFromShared())
    expect(await calls('get')).toBe(3)
    expect(await calls('hgetall')).toBe(2)
  })
})

describe("the 'use cache' handler", () => {
  it('gives an entry one instance stored to another instance', async () => {
    const first = await freshUseCacheHandler()
    await first.set('key-1', Promise.resolve(entry(['doc:x'], 'Ergebnis')))
    const second = await freshUseCacheHandler()
    await second.refreshTags()
    const found = await second.get('key-1', [])
    expect(found && (await text(found.value))).toBe('Ergebnis')
    expect(found?.tags).toEqual(['doc:x'])
  })

  it('treats an entry as missing once another instance expired one of its tags', async () => {
    const first = await freshUseCacheHandler()
    await first.set('key-2', Promise.resolve(entry(['doc:y'], 'alt', Date.now() - 1_000)))
    expect(await first.get('key-2', [])).toBeDefined()
    await expireElsewhere('doc:y')
    await first.refreshTags()
    expect(await first.get('key-2', [])).toBeUndefined()
    const second = await freshUseCacheHandler()
    await second.refreshTags()
    expect(await second.get('key-2', [])).toBeUndefined()
  })

  it('waits for a pending set of the same key instead of missing it', async () => {
    const handler = await freshUseCacheHandler()
    let finish: (value: ReturnType<typeof entry>) => void = () => {}
    const setting = handler.set('key-3', new Promise((resolve) => (finish = resolve)))
    const getting = handler.get('key-3', [])
    finish(entry([], 'spät'))
    await setting
    const found = await getting
    expect(found && (await text(found.value))).toBe('spät')
  })
})

async function freshPageCache() {
  vi.resetModules()
  const PageCacheHandler = (await import('@/hosting/page-cache-handler.ts')).default
  const { nodeFs } = await import('next/dist/server/lib/node-fs-methods')
  return new PageCacheHandler({
    fs: nodeFs,
    serverDistDir: distDir,
    flushToDisk: false,
    revalidatedTags: [],
    _requestHeaders: {},
  })
}

const page = () => ({
  kind: 'APP_PAGE' as const,
  html: '<html>Seite</html>',
  rscData: Buffer.from([0, 1, 2, 250]),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': 'doc:page,_N_T_/leistungen' },
  postponed: undefined,
  status: 200,
})
const getContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never
const setContext = {
  cacheControl: { revalidate: false, expire: 31_536_000 },
  isRoutePPREnabled: false,
  isFallback: false,
} as never

describe('the page cache handler', () => {
  it('serves a page one instance regenerated on another, buffers and segment data intact', async () => {
    const first = await freshPageCache()
    await first.set('/leistungen', page() as never, setContext)
    const second = await freshPageCache()
    const found = await second.get('/leistungen', getContext)
    const value = found?.value as ReturnType<typeof page> | undefined
    expect(value?.html).toBe('<html>Seite</html>')
    expect(Buffer.isBuffer(value?.rscData) && [...(value?.rscData ?? [])]).toEqual([0, 1, 2, 250])
    expect(value?.segmentData.get('/_tree')?.toString()).toBe('tree')
    expect(found?.cacheControl).toEqual({ revalidate: false, expire: 31_536_000 })
  })

  it('renders anew (null) once another instance expired a tag of the page', async () => {
    const first = await freshPageCache()
    await first.set('/glas', { ...page(), headers: { 'x-next-cache-tags': 'doc:glas' } } as never, setContext)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await expireElsewhere('doc:glas')
    const second = await freshPageCache()
    expect(await second.get('/glas', getContext)).toBeNull()
  })
})

/**
 * A process whose monotonic clock lags the wall clock (it ran when the system clock was stepped
 * forward): Next reads `performance.timeOrigin + performance.now()`, expiry is written in `Date.now()`.
 */
async function withLaggingClock<T>(lagMs: number, run: () => Promise<T>): Promise<T> {
  const realNow = performance.now.bind(performance)
  const lagging = vi.spyOn(performance, 'now').mockImplementation(() => realNow() - lagMs)
  try {
    return await run()
  } finally {
    lagging.mockRestore()
  }
}

describe('a publish takes effect at once whatever the process clocks say', () => {
  it("in the 'use cache' handler", async () => {
    const handler = await freshUseCacheHandler()
    // Next stamps an entry with its performance clock when the cached function begins.
    await handler.set(
      'key-clock',
      Promise.resolve(entry(['doc:clock'], 'alt', performance.timeOrigin + performance.now() - 1_000)),
    )
    await withLaggingClock(5_000, async () => {
      await (await freshness()).expireTags(['doc:clock'], 0)
      expect(await handler.get('key-clock', [])).toBeUndefined()
    })
  })

  it('in the page cache handler', async () => {
    const cache = await freshPageCache()
    await cache.set('/uhr', { ...page(), headers: { 'x-next-cache-tags': 'doc:uhr' } } as never, setContext)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await withLaggingClock(5_000, async () => {
      await (await freshness()).expireTags(['doc:uhr'], 0)
      expect(await cache.get('/uhr', getContext)).toBeNull()
    })
  })
})

describe('Redis away', () => {
  it('answers from the fallback at once, queues the tag expiry and writes it when Redis returns', async () => {
    const shared = await freshness()
    const { RedisRateCounter } = await import('@/lib/submissions/redis-rate-counter')
    peer.destroy()
    await redis.stop()
    const handler = await freshUseCacheHandler()
    expect(await handler.get('missing', [])).toBeUndefined()
    expect(await shared.expireTags(['doc:while-away'], 0, 7_000)).toBe(false)
    // The rate limit counts on this instance meanwhile.
    const counter = new RedisRateCounter()
    const away = [{ key: 'visitor:away', limit: 1, windowMs: 600_000 }]
    expect(await counter.take(away, Date.now())).toBeNull()
    expect((await counter.take(away, Date.now()))?.retryAfter).toBeGreaterThan(0)

    await redis.start()
    peer = await connectPeer()
    await vi.waitFor(
      async () => {
        expect(await peer.hGet('test:tags', 'doc:while-away')).toBe(JSON.stringify({ stale: 7_000, expired: 7_000 }))
      },
      { timeout: 15_000, interval: 200 },
    )
  }, 30_000)
})

describe('the shared rate limit', () => {
  it('counts the submissions of one visitor across instances, and takes a count back', async () => {
    const { RedisRateCounter } = await import('@/lib/submissions/redis-rate-counter')
    const one = new RedisRateCounter()
    const two = new RedisRateCounter()
    const now = Date.now()
    const visitor = [{ key: 'visitor:1.2.3.4', limit: 2, windowMs: 600_000 }]
    expect(await one.take(visitor, now)).toBeNull()
    expect(await two.take(visitor, now + 1_000)).toBeNull()
    expect((await one.take(visitor, now + 2_000))?.retryAfter).toBe(598)
    await two.release(['visitor:1.2.3.4'])
    expect(await one.take(visitor, now + 3_000)).toBeNull()
    // Outside the 10-minute window the old hits no longer count.
    expect(await two.take(visitor, now + 600_001)).toBeNull()
  })

  it('counts in every budget of a limit or in none, atomically across instances', async () => {
    const { RedisRateCounter } = await import('@/lib/submissions/redis-rate-counter')
    const one = new RedisRateCounter()
    const two = new RedisRateCounter()
    const now = Date.now()
    const everyone = { key: 'everyone:shared-test', limit: 3, windowMs: 3_600_000 }
    const client = (name: string) => [{ key: `visitor:${name}`, limit: 1, windowMs: 600_000 }, everyone]
    expect(await one.take(client('a'), now)).toBeNull()
    // Refused by its own budget: nothing is written to the shared one.
    expect((await two.take(client('a'), now + 1))?.budget.key).toBe('visitor:a')
    expect(await peer.zCard('test:rate:everyone:shared-test')).toBe(1)
    expect(await two.take(client('b'), now + 2)).toBeNull()
    expect(await one.take(client('c'), now + 3)).toBeNull()
    const refused = await two.take(client('d'), now + 4)
    expect(refused?.budget.key).toBe('everyone:shared-test')
    expect(refused?.retryAfter).toBe(3600)
    expect(await peer.exists('test:rate:visitor:d')).toBe(0)
  })
})

describe('webhook deliveries remembered in Redis (issue 42, L6)', () => {
  it('a delivery one instance processed is a duplicate on another and after a restart; a failed one is processed again', async () => {
    const { SharedDeliveryLog } = await import('@/lib/publishing/delivery-log')
    const { runtime } = await import('@/hosting/runtime.ts')
    const redisOf = () => runtime().redis
    // Each log is a process of its own: another instance, or the same one after a restart.
    const first = new SharedDeliveryLog(redisOf)
    const signature = `t=${Date.now()},v1=captured`
    expect(await first.claim('delivery-1', signature)).toBe(true)
    expect(await new SharedDeliveryLog(redisOf).claim('delivery-1', signature)).toBe(false)
    // A replay under a new idempotency key repeats the signature.
    expect(await new SharedDeliveryLog(redisOf).claim('replayed-key', signature)).toBe(false)
    // Sanity's retry of a delivery whose processing failed is processed.
    const failing = `t=${Date.now()},v1=failing`
    expect(await first.claim('delivery-2', failing)).toBe(true)
    await first.release('delivery-2', failing)
    expect(await new SharedDeliveryLog(redisOf).claim('delivery-2', failing)).toBe(true)
    // Remembered for the signature's window and a little more.
    const ttl = await peer.pTTL((await peer.keys('test:webhook:sig:*'))[0] ?? '')
    expect(ttl).toBeGreaterThan(60 * 60 * 1000)
  })
})

describe('image addresses the site wrote (issue 42, M1)', () => {
  it('are known to every instance of the build; any other address is not', async () => {
    const { ImageSources } = await import('@/hosting/image-sources.ts')
    const { runtime } = await import('@/hosting/runtime.ts')
    const written = 'https://cdn.sanity.io/images/p1/production/abc-1200x800.jpg?rect=0,0,600,400&w=1200&fit=max'
    const one = new ImageSources(runtime().redis)
    const two = new ImageSources(runtime().redis)
    one.add(written)
    await vi.waitFor(async () => expect(await two.knows(written)).toBe(true))
    expect(await two.knows(`${written}&cb=1`)).toBe(false)
    expect(await two.knows(written.replace('rect=0,0,600,400', 'rect=0,0,600,401'))).toBe(false)
    // A page the server starts with teaches it the addresses in it.
    const three = new ImageSources(runtime().redis)
    await peer.flushAll()
    three.learnFromPages([
      `<img srcSet="/_next/image?url=${encodeURIComponent(written)}&amp;w=640&amp;q=70 640w" src="/_next/image?url=${encodeURIComponent(written)}&amp;w=1200&amp;q=70"/>`,
    ])
    expect(await three.knows(written)).toBe(true)
  })
})

describe('start-up checks', () => {
  it('refuses REDIS_URL with submissions in a temporary directory, and a malformed REDIS_URL', async () => {
    const { deploymentProblems } = await import('@/hosting/deployment-check.ts')
    const { checkSettings } = await import('@/hosting/settings.ts')
    const temporary = ['/tmp']
    const problems = (env: Record<string, string>, cwd: string) => {
      const { settings } = checkSettings(env, cwd)
      return settings ? deploymentProblems(settings, temporary) : ['(settings not parsed)']
    }
    expect(problems({ REDIS_URL: 'redis://127.0.0.1:6379', SUBMISSIONS_DIR: '/tmp/x' }, '/srv/site')).toEqual([
      expect.stringContaining('inside the temporary directory /tmp'),
    ])
    expect(problems({ REDIS_URL: 'redis://127.0.0.1:6379' }, '/tmp/site')).toHaveLength(1)
    expect(problems({ REDIS_URL: 'localhost:6379', SUBMISSIONS_DIR: '/var/lib/glanzwerk' }, '/srv/site')).toEqual([
      expect.stringContaining('REDIS_URL must be'),
    ])
    // Fine: a lasting directory; the Sanity store; no Redis at all.
    expect(problems({ REDIS_URL: 'redis://r:6379', SUBMISSIONS_DIR: '/var/lib/glanzwerk' }, '/tmp/x')).toEqual([])
    expect(problems({ REDIS_URL: 'redis://r:6379', SANITY_API_WRITE_TOKEN: 't' }, '/tmp/x')).toEqual([])
    expect(problems({ SUBMISSIONS_DIR: '/tmp/x' }, '/tmp')).toEqual([])
  })

  it('refuses settings of the wrong type, naming the variable', async () => {
    const { parseHostingSettings } = await import('@/hosting/settings.ts')
    expect(() => parseHostingSettings({ PORT: 'achtzig' })).toThrow(/PORT must be a whole number/)
    expect(() => parseHostingSettings({ CONTENT_LAKE: 'remote' })).toThrow(/CONTENT_LAKE must be "local" or "bundled"/)
    expect(() => parseHostingSettings({ NEXT_DIST_DIR: '../elsewhere' })).toThrow(/NEXT_DIST_DIR/)
    expect(() => parseHostingSettings({ CSP_REPORT_ONLY: 'yes' })).toThrow(/CSP_REPORT_ONLY must be "1"/)
  })
})
