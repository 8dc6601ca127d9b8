import { readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  LAKE_DATASET,
  LAKE_PROJECT_ID,
  type RunningLake,
  rawRequest,
  startLocalLake,
} from '@tests/support/local-content-lake'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Limiter } from '../../content-lake/limiter.ts'
import { TransformCache } from '../../content-lake/transform-cache.ts'

/**
 * The lake's images (docs/security.md, third round): no upload that can carry script, no served file
 * that can run script, and transformations within the bounds of Sanity's image pipeline, computed
 * once, and never holding a thumbnail behind a burst of large ones. Over real HTTP against the lake
 * of tests/support/local-content-lake.ts.
 */

let running: RunningLake
/** A seeded picture: `<sha1>-<w>x<h>.jpg`. */
let file: string
let width: number
let height: number

beforeAll(async () => {
  running = await startLocalLake()
  const asset = (await running
    .client()
    .fetch('*[_type == "sanity.imageAsset" && extension == "jpg"] | order(size desc)[0]{path}')) as { path: string }
  file = path.basename(asset.path)
  ;[width = 0, height = 0] = (/-(\d+)x(\d+)\./.exec(file) ?? []).slice(1).map(Number)
})

afterAll(async () => {
  await running?.stop()
})

const imageUrl = (query = '') => `${running.apiHost}/images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${file}${query}`

const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>document.title="ran"</script><rect width="40" height="30"/></svg>',
)

describe('uploads', () => {
  it('an SVG is refused with Sanity’s error shape (415) and nothing is stored', async () => {
    const before = await running.client().fetch('count(*[_type == "sanity.imageAsset"])')
    const answer = await rawRequest(`${running.apiHost}/v2025-02-19/assets/images/${LAKE_DATASET}?filename=x.svg`, {
      method: 'POST',
      headers: { authorization: `Bearer ${running.token}`, 'content-type': 'image/svg+xml' },
      body: SCRIPTED_SVG,
    })
    expect(answer.status).toBe(415)
    expect(answer.json()).toEqual({
      error: {
        type: 'invalidImage',
        description:
          'Image format "svg" is not accepted: upload a raster picture (image/jpeg, image/png, image/webp, image/gif, image/avif, image/tiff, image/heif)',
      },
    })
    expect(await running.client().fetch('count(*[_type == "sanity.imageAsset"])')).toBe(before)
    expect(readdirSync(path.join(running.copy.assetsDir, LAKE_DATASET)).some((name) => name.endsWith('.svg'))).toBe(
      false,
    )
  })
})

describe('every served file runs no script', () => {
  it('originals and transforms carry a sandboxing policy and nosniff', async () => {
    for (const query of ['', '?w=40', '?w=40&fm=png']) {
      const answer = await rawRequest(imageUrl(query))
      expect(answer.status, query).toBe(200)
      expect(answer.headers['content-security-policy'], query).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      expect(answer.headers['x-content-type-options'], query).toBe('nosniff')
    }
  })
})

describe('transformations within Sanity’s bounds', () => {
  const refused = async (query: string, message: RegExp) => {
    const answer = await rawRequest(imageUrl(query))
    expect(answer.status, query).toBe(400)
    expect(answer.json(), query).toMatchObject({ error: { type: 'invalidImageParameter' } })
    expect((answer.json() as { error: { description: string } }).error.description, query).toMatch(message)
    // A message, never a stack trace.
    expect(answer.body, query).not.toMatch(/\n\s+at |\.ts:\d+/)
  }

  it('refuses what the issue measured (171 MB in 25 s; 500 with a stack trace) with a 400 that says why', async () => {
    await refused('?w=4000&h=4000&dpr=3&fit=scale&fm=png', /w=4000 with dpr=3 asks for 12000 pixels; at most 8192/)
    await refused('?w=20000&fm=webp', /w=20000 is out of range: give a number from 1 to 8192/)
    await refused('?dpr=4&w=100', /dpr=4 is out of range: give a number from 1 to 3/)
    await refused('?q=101', /q=101 is out of range/)
    await refused('?w=abc', /w=abc is out of range/)
    await refused('?fit=stretch&w=10', /fit=stretch is not known/)
    await refused('?fm=tiff', /fm=tiff is not known/)
    await refused('?rect=0,0,-5,10', /must be four whole numbers/)
    await refused(`?rect=${width},0,10,10`, /lies outside the/)
    // Only one side given: the other follows the aspect ratio, and is held to the same bound.
    await refused(`?rect=0,0,1,${height}&w=8000`, /would be 8000×\d+ pixels; at most 8192/)
  })

  it('clamps a rect that reaches past the picture, as the pipeline does', async () => {
    const answer = await fetch(imageUrl('?rect=0,0,99999,99999&w=50&fm=png'))
    expect(answer.status).toBe(200)
    const clamped = await sharp(Buffer.from(await answer.arrayBuffer())).metadata()
    expect(clamped.width).toBe(50)
    expect(clamped.height).toBe(Math.round((50 * height) / width))
  })

  it('computes a transform once: asked again it comes from the disk, byte for byte', async () => {
    const files = () => readdirSync(running.copy.transformsDir).length
    const before = files()
    const first = Buffer.from(await (await fetch(imageUrl('?w=77&q=60'))).arrayBuffer())
    expect(files()).toBe(before + 1)
    // Parameters in another order, and one that transforms nothing, are the same picture.
    const second = Buffer.from(await (await fetch(imageUrl('?q=60&w=77&cachebuster=1'))).arrayBuffer())
    expect(files()).toBe(before + 1)
    expect(second.equals(first)).toBe(true)
  })

  it('a thumbnail is not held behind a burst of large transforms', async () => {
    const order: string[] = []
    const ask = (label: string, query: string) =>
      fetch(imageUrl(query)).then(async (answer) => {
        await answer.arrayBuffer()
        order.push(`${label} ${answer.status}`)
      })
    // Three distinct large pictures (about 4000 pixels wide, as PNG), then a thumbnail.
    const large = [4000, 3990, 3980].map((side, index) => ask(`large${index}`, `?w=${side}&fm=png`))
    await new Promise((resolve) => setTimeout(resolve, 50))
    await ask('thumbnail', '?w=100&h=100&fit=crop')
    await Promise.all(large)
    // The large ones run one at a time in their own lane: the thumbnail is answered before most of them.
    expect(order.indexOf('thumbnail 200')).toBeLessThan(2)
    expect(order.filter((entry) => entry.startsWith('large')).every((entry) => entry.endsWith('200'))).toBe(true)
  }, 60_000)
})

describe('the parts', () => {
  it('the transform cache keeps at most its bound, dropping the least recently used', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'transform-cache-'))
    try {
      const cache = new TransformCache(dir, 250)
      await cache.put('a', Buffer.alloc(100, 1))
      await cache.put('b', Buffer.alloc(100, 2))
      expect(await cache.get('a')).not.toBeNull()
      await cache.put('c', Buffer.alloc(100, 3))
      // `b` was used least recently.
      expect(await cache.get('b')).toBeNull()
      expect((await cache.get('a'))?.[0]).toBe(1)
      expect(cache.bytes).toBe(200)
      expect(readdirSync(dir)).toHaveLength(2)
      // A new process finds what is on disk, within the bound.
      expect(new TransformCache(dir, 150).bytes).toBeLessThanOrEqual(150)
      // Larger than the whole bound: not kept.
      await cache.put('huge', Buffer.alloc(300))
      expect(await cache.get('huge')).toBeNull()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('the limiter runs at most its concurrency, keeps a bounded line and refuses beyond it', async () => {
    const limiter = new Limiter(2, 1)
    let running = 0
    let most = 0
    const releases: (() => void)[] = []
    const task = () =>
      limiter.run(async () => {
        running++
        most = Math.max(most, running)
        await new Promise<void>((resolve) => releases.push(resolve))
        running--
        return 'done'
      })
    const tasks = [task(), task(), task()]
    expect(await task()).toBeNull()
    while (releases.length < 2) await new Promise((resolve) => setTimeout(resolve, 1))
    releases.splice(0).forEach((release) => void release())
    while (releases.length < 1) await new Promise((resolve) => setTimeout(resolve, 1))
    releases.splice(0).forEach((release) => void release())
    expect(await Promise.all(tasks)).toEqual([{ value: 'done' }, { value: 'done' }, { value: 'done' }])
    expect(most).toBe(2)
  })
})
