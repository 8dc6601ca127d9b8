import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { bundledDocuments, LOCAL_SOURCE } from '@tests/support/dataset'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { indexNowConfig } from '@/hosting/publishing-settings.ts'
import { resetRuntime } from '@/hosting/runtime.ts'
import { createContentReaders } from '@/lib/content/readers'
import { germanDate } from '@/lib/job-postings/dates'
import { changedPaths, indexNowBody, notifyIndexNow, submitToIndexNow } from '@/lib/publishing/indexnow'
import { runQuery } from '@/lib/sanity/fetch'
import { createPageIndex, type IndexablePage, pageDocumentIds } from '@/lib/seo/indexable-pages'
import { pageMetadata } from '@/lib/seo/metadata'
import { heroImageOf, pickShareImage, shareCrop } from '@/lib/seo/share-image'
import { renderShareImage } from '@/lib/seo/share-image-render'

const read = <const Query extends string>(options: { query: Query; params?: Record<string, unknown> }) =>
  runQuery({ ...options, source: LOCAL_SOURCE } as Parameters<typeof runQuery<Query>>[0])
const readers = createContentReaders(read)
const indexablePages = createPageIndex(read, async () =>
  (await readers.getOpenJobPostingSlugs(germanDate(new Date()))).filter((slug): slug is string => Boolean(slug)),
)

const ORIGINAL_SITE_URL = process.env.SITE_URL
beforeEach(() => {
  process.env.SITE_URL = 'https://www.example.com'
  void resetRuntime()
})
afterEach(() => {
  process.env.SITE_URL = ORIGINAL_SITE_URL
  void resetRuntime()
})

let pages: IndexablePage[]
beforeAll(async () => {
  pages = await indexablePages()
})

/** Hosted mode of a project `abc123`: its images come from the Sanity CDN (or a stand-in). */
const HOSTED_SOURCE = {
  kind: 'hosted',
  projectId: 'abc123',
  dataset: 'production',
  token: undefined,
  apiHost: undefined,
} as const

describe('the share picture', () => {
  it('is the largest 1200:630 cut inside the crop, centred on the hotspot as far as it can be', () => {
    // Hotspot at the left edge of an upright 1000 × 2000 image: full width, pushed against the top.
    expect(shareCrop({ width: 1000, height: 2000 }, null, { x: 0.1, y: 0.05 })).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 525,
    })
    // A wide 3000 × 1000 image, hotspot at 80 %: full height, 1905 px wide, centred at 2400 but kept inside.
    expect(shareCrop({ width: 3000, height: 1000 }, null, { x: 0.8, y: 0.5 })).toEqual({
      left: 1095,
      top: 0,
      width: 1905,
      height: 1000,
    })
    // The editor's crop (left half only) bounds the cut even when the hotspot lies outside it.
    const cut = shareCrop({ width: 2000, height: 2000 }, { left: 0, right: 0.5, top: 0, bottom: 0 }, { x: 0.9, y: 0.5 })
    expect(cut.left + cut.width).toBeLessThanOrEqual(1000)
    expect(cut.width).toBe(1000)
  })

  it('is the page’s own image, else its hero, else the settings’ default', async () => {
    const settings = await readers.getSiteSettings()
    const home = await readers.getFixedPage('homePage')
    const hero = heroImageOf(home.sections)
    expect(hero?.asset?._id).toBeTruthy()
    expect(pickShareImage({ heroImage: hero, defaultImage: settings.shareImage })).toBe(hero)
    expect(pickShareImage({ heroImage: null, defaultImage: settings.shareImage })).toBe(settings.shareImage)
    expect(pickShareImage({ seoImage: settings.shareImage, heroImage: hero })).toBe(settings.shareImage)
    expect(settings.shareImage?.alt).toBeTruthy()
  })

  it('renders 1200 × 630 JPEG from a bundled image', async () => {
    const settings = await readers.getSiteSettings()
    if (!settings.shareImage) throw new Error('the bundled settings have a share image')
    const bytes = await renderShareImage(settings.shareImage, LOCAL_SOURCE)
    const { width, height, format } = await sharp(bytes).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
  })

  it('renders from the Sanity CDN in hosted mode, asking for at most 2400 px (a CDN stand-in over HTTP)', async () => {
    const settings = await readers.getSiteSettings()
    const file = settings.shareImage?.asset?.url?.split('/').pop() ?? ''
    const jpeg = await readFile(path.join(LOCAL_SOURCE.datasetDir, 'images', file))
    const asked: string[] = []
    const cdn = createServer((request, response) => {
      asked.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
    })
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`
    try {
      const image = {
        ...settings.shareImage,
        asset: { ...settings.shareImage?.asset, _id: 'image-x', url: `${origin}/images/abc123/production/${file}` },
      }
      const bytes = await renderShareImage(image as Parameters<typeof renderShareImage>[0], HOSTED_SOURCE, origin)
      const { width, height, format } = await sharp(bytes).metadata()
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
      expect(asked).toEqual([`/images/abc123/production/${file}?w=2400&fit=max`])
    } finally {
      await new Promise((resolve) => cdn.close(resolve))
    }
  })

  it('never fetches an image from outside this project’s dataset in hosted mode', async () => {
    await expect(
      renderShareImage(
        { alt: 'x', asset: { _id: 'image-x', url: 'https://example.org/a.jpg', width: 1, height: 1 } },
        HOSTED_SOURCE,
      ),
    ).rejects.toThrow(/Not an image of this project/)
  })
})

describe('og and twitter tags on every indexable page', () => {
  it('each names an absolute 1200 × 630 picture of its own document with alt text', async () => {
    const settings = await readers.getSiteSettings()
    expect(pages.length).toBe(22)
    for (const page of pages) {
      const document = page.reads[0]?.result as { _id: string; seo?: null; sections?: never[] }
      const metadata = pageMetadata({ seo: null, settings, path: page.path, document })
      const [image] = (metadata.openGraph?.images ?? []) as Array<Record<string, unknown>>
      expect(image, page.path).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' })
      expect(String(image?.url)).toMatch(
        new RegExp(`^https://www\\.example\\.com/og-image/${page.documentId}\\.jpg\\?v=[0-9a-f]{12}$`),
      )
      expect(String(image?.alt).length, page.path).toBeGreaterThan(0)
      expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' })
    }
  })
})

describe('sitemap lastmod', () => {
  const updatedAt = new Map(bundledDocuments().map((doc) => [doc._id, String(doc._updatedAt)]))
  const newest = (ids: string[]) =>
    ids
      .map((id) => updatedAt.get(id) ?? '')
      .sort()
      .at(-1)

  it('counts the documents a service page shows: the service, its category, testimonials and the overview its breadcrumb names', () => {
    const page = pages.find((candidate) => candidate.path === '/leistungen/winterdienst')
    if (!page) throw new Error('no winterdienst page')
    expect(pageDocumentIds(page).sort()).toEqual(
      [
        'category-aussenanlagen',
        'service-winterdienst',
        'servicesPage',
        'testimonial-winterdienst-1',
        'testimonial-winterdienst-2',
        'testimonial-winterdienst-3',
      ].sort(),
    )
    expect(newest(pageDocumentIds(page))).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:00Z$/)
  })

  it('every bundled document carries _createdAt before _updatedAt, like a Sanity export', () => {
    for (const doc of bundledDocuments().filter((candidate) => !candidate._type.startsWith('sanity.'))) {
      expect(Date.parse(String(doc._createdAt)), doc._id).toBeLessThan(Date.parse(String(doc._updatedAt)))
    }
  })
})

describe('IndexNow', () => {
  it('names the pages whose own content shows the document, not those whose menu or footer does', () => {
    const paths = (change: { _id: string; _type: string; slug: string | null }) => changedPaths(change, pages).sort()
    expect(paths({ _id: 'testimonial-winterdienst-1', _type: 'testimonial', slug: null })).toEqual([
      '/leistungen/winterdienst',
    ])
    expect(paths({ _id: 'siteSettings', _type: 'siteSettings', slug: null })).toEqual([])
    expect(paths({ _id: 'siteTexts', _type: 'siteTexts', slug: null })).toEqual([])
    // Its page and the pages whose sections list the services (Home, Leistungen), not all 22.
    const service = paths({ _id: 'service-winterdienst', _type: 'service', slug: 'winterdienst' })
    expect(service).toContain('/leistungen/winterdienst')
    expect(service).toContain('/leistungen')
    expect(service).not.toContain('/kontakt')
    expect(service).not.toContain('/leistungen/glas-fensterreinigung')
    expect(paths({ _id: 'aboutPage', _type: 'aboutPage', slug: null })).toEqual(['/ueber-uns'])
  })

  it('is off without a key and refuses a malformed one', () => {
    expect(indexNowConfig({})).toBeNull()
    expect(indexNowConfig({ INDEXNOW_KEY: 'kurz' })).toBeNull()
    expect(indexNowConfig({ INDEXNOW_KEY: 'a1b2c3d4e5f6' })).toEqual({
      key: 'a1b2c3d4e5f6',
      endpoint: 'https://api.indexnow.org/indexnow',
    })
  })

  describe('against a stand-in endpoint over HTTP', () => {
    const received: Array<{ method: string; type: string; body: unknown }> = []
    let answers: number[] = []
    let endpoint = ''
    const server = createServer((request: IncomingMessage, response) => {
      let raw = ''
      request.on('data', (chunk) => {
        raw += chunk
      })
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          type: request.headers['content-type'] ?? '',
          body: JSON.parse(raw),
        })
        response.writeHead(answers.shift() ?? 200).end()
      })
    })
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
    beforeEach(() => {
      received.length = 0
    })

    it('posts one JSON body with host, key, keyLocation and urlList, retrying a failing endpoint', async () => {
      answers = [503, 429, 202]
      const config = { key: 'a1b2c3d4e5f6', endpoint }
      await notifyIndexNow({ _id: 'testimonial-winterdienst-1', _type: 'testimonial', slug: null }, config, {
        pages: async () => pages,
        backoffMs: () => 10,
      })
      expect(received).toHaveLength(3)
      for (const request of received) {
        expect(request.method).toBe('POST')
        expect(request.type).toContain('application/json')
        expect(request.body).toEqual({
          host: 'www.example.com',
          key: 'a1b2c3d4e5f6',
          keyLocation: 'https://www.example.com/a1b2c3d4e5f6.txt',
          urlList: ['https://www.example.com/leistungen/winterdienst'],
        })
      }
    })

    it('gives up after 3 attempts, and at once on an answer that will not change (403)', async () => {
      const config = { key: 'a1b2c3d4e5f6', endpoint }
      const body = indexNowBody(config, ['/'])
      answers = [500, 500, 500, 500]
      expect(await submitToIndexNow(config, body, { backoffMs: () => 10 })).toEqual({
        ok: false,
        attempts: 3,
        status: 500,
      })
      answers = [403]
      expect(await submitToIndexNow(config, body, { backoffMs: () => 10 })).toEqual({
        ok: false,
        attempts: 1,
        status: 403,
      })
      expect(received).toHaveLength(4)
    })
  })
})
