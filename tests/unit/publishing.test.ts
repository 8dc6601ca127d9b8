import { encodeSignatureHeader } from '@sanity/webhook'
import { bundledDocuments, LOCAL_SOURCE } from '@tests/support/dataset'
import { projectionProblems } from '@tests/support/query-lint'
import { describe, expect, it } from 'vitest'
import {
  DeliveryLog,
  isRejection,
  parseDelivery,
  SIGNATURE_MAX_AGE_MS,
  verifySignature,
} from '@/lib/publishing/webhook'
import { type DocumentChange, deliveryTags, documentTags, filterTags, resultTags } from '@/lib/sanity/dependencies'
import { runQuery } from '@/lib/sanity/fetch'
import * as QUERIES from '@/lib/sanity/queries'
import { TAGS } from '@/lib/sanity/tags'
import { createPageIndex, pageDocumentIds } from '@/lib/seo/indexable-pages'

const SECRET = 'test-revalidate-secret'
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
const BODY = JSON.stringify({ _id: 'testimonial-winterdienst-1', _type: 'testimonial', slug: null })

async function sign(body: string, timestamp = NOW, secret = SECRET) {
  return encodeSignatureHeader(body, timestamp, secret)
}

describe('webhook signature', () => {
  it('accepts a delivery signed with the secret over the raw body', async () => {
    expect(await verifySignature({ rawBody: BODY, signature: await sign(BODY), secret: SECRET, now: NOW })).toBeNull()
  })

  it('rejects a missing, malformed or forged signature with 401', async () => {
    const cases = [
      null,
      'v1=abc',
      'not a signature',
      // Below the toolkit's minimum timestamp: it would throw while encoding.
      't=1,v1=abc',
      `t=${Number.MAX_SAFE_INTEGER}9,v1=abc`,
      await sign(BODY, NOW, 'another-secret'),
      (await sign(BODY)).replace(/v1=./, 'v1=A'),
    ]
    for (const signature of cases) {
      const rejection = await verifySignature({ rawBody: BODY, signature, secret: SECRET, now: NOW })
      expect(rejection?.status, String(signature)).toBe(401)
    }
  })

  it('rejects a body that differs from the signed one, even by re-encoding', async () => {
    const signature = await sign(BODY)
    const reencoded = JSON.stringify(JSON.parse(BODY), null, 2)
    expect(await verifySignature({ rawBody: reencoded, signature, secret: SECRET, now: NOW })).toMatchObject({
      status: 401,
      error: expect.stringMatching(/Invalid signature/),
    })
  })

  it("keeps Sanity's own retries (up to 30 minutes) and rejects signatures older than the window", async () => {
    const retry = await sign(BODY, NOW - 35 * 60_000)
    expect(await verifySignature({ rawBody: BODY, signature: retry, secret: SECRET, now: NOW })).toBeNull()
    const stale = await sign(BODY, NOW - SIGNATURE_MAX_AGE_MS - 1000)
    expect(await verifySignature({ rawBody: BODY, signature: stale, secret: SECRET, now: NOW })).toMatchObject({
      status: 401,
      error: expect.stringMatching(/minutes old/),
    })
    const future = await sign(BODY, NOW + 10 * 60_000)
    expect(await verifySignature({ rawBody: BODY, signature: future, secret: SECRET, now: NOW })).toMatchObject({
      status: 401,
      error: expect.stringMatching(/future/),
    })
  })
})

describe('webhook projection', () => {
  it('reads exactly {_id, _type, slug}, slug optional or null (deletes and documents without slug)', () => {
    expect(parseDelivery('{"_id":"service-winterdienst","_type":"service","slug":"winterdienst"}')).toEqual({
      _id: 'service-winterdienst',
      _type: 'service',
      slug: 'winterdienst',
    })
    expect(parseDelivery('{"_id":"siteSettings","_type":"siteSettings","slug":null}')).toEqual({
      _id: 'siteSettings',
      _type: 'siteSettings',
      slug: null,
    })
    expect(parseDelivery('{"_id":"award-1","_type":"award"}')).toEqual({ _id: 'award-1', _type: 'award', slug: null })
  })

  it.each([
    ['not JSON', 'hello'],
    ['an array', '[{"_id":"a","_type":"b"}]'],
    ['the whole document', '{"_id":"a","_type":"service","slug":"x","title":"Winterdienst"}'],
    ['no _id', '{"_type":"service","slug":"x"}'],
    ['an empty _type', '{"_id":"a","_type":"","slug":"x"}'],
    ['a slug object instead of slug.current', '{"_id":"a","_type":"service","slug":{"current":"x"}}'],
  ])('answers 400 with the expected projection for %s', (_name, body) => {
    const result = parseDelivery(body)
    expect(isRejection(result)).toBe(true)
    expect(result).toMatchObject({ status: 400, error: expect.stringContaining('"_id": _id') })
  })
})

describe('delivery log (idempotency and replay)', () => {
  it('recognises a retry by its idempotency key and a replay by its signature', () => {
    const log = new DeliveryLog(60_000)
    expect(log.has('key-1', 't=1,v1=a', NOW)).toBe(false)
    log.remember('key-1', 't=1,v1=a', NOW)
    expect(log.has('key-1', 't=2,v1=b', NOW + 1000)).toBe(true)
    expect(log.has('other-key', 't=1,v1=a', NOW + 1000)).toBe(true)
    expect(log.has(null, 't=1,v1=a', NOW + 1000)).toBe(true)
    expect(log.has('key-2', 't=3,v1=c', NOW + 1000)).toBe(false)
  })

  it("claims a delivery once (a retry during the first one's wait is a duplicate) and releases a failed one", () => {
    const log = new DeliveryLog(60_000)
    expect(log.claim('key-1', 't=1,v1=a', NOW)).toBe(true)
    expect(log.claim('key-1', 't=2,v1=b', NOW + 10)).toBe(false)
    expect(log.claim('key-2', 't=1,v1=a', NOW + 10)).toBe(false)
    log.release('key-1', 't=1,v1=a')
    expect(log.claim('key-1', 't=1,v1=a', NOW + 20)).toBe(true)
  })

  it('forgets deliveries after its time to live and stays bounded', () => {
    const log = new DeliveryLog(60_000, 3)
    log.remember('old', 't=1,v1=a', NOW)
    expect(log.has('old', 'x', NOW + 61_000)).toBe(false)
    for (let index = 0; index < 10; index += 1) log.remember(`k${index}`, `s${index}`, NOW + index)
    expect(log.has('k9', 'none', NOW + 10)).toBe(true)
    expect(log.has('k0', 'none', NOW + 10)).toBe(false)
  })
})

describe('query dependencies', () => {
  const queries: [string, string][] = Object.entries(QUERIES)

  it.each(queries)('%s projects the _id of every document it returns', (_name, query) => {
    expect(projectionProblems(query)).toEqual([])
  })

  it('finds a projection or dereference that drops the _id', () => {
    expect(projectionProblems('*[_type == "service"]{ title }')).toHaveLength(1)
    expect(projectionProblems('*[_type == "service"][0]{ _id, "category": category->title }')).toEqual([
      expect.stringContaining('"title"'),
    ])
    expect(projectionProblems('*[_type == "service"]{ _id, "t": testimonials[]->{ name } }')).toHaveLength(1)
    expect(projectionProblems('*[_type == "service"]{ _id, "t": testimonials[]->{ _id, name } }')).toEqual([])
  })

  it('tags lists by type, lookups by slug or id, and unknown filters as "any"', () => {
    expect(filterTags(QUERIES.MENUS_QUERY)).toEqual([
      TAGS.document('menus'),
      TAGS.type('serviceCategory'),
      TAGS.type('service'),
    ])
    // A service page without an awards section: the awards list inside that branch does not count.
    expect(
      filterTags(QUERIES.SERVICE_QUERY, { slug: 'winterdienst' }, { sections: [{ _type: 'heroSection' }] }),
    ).toEqual([TAGS.slug('service', 'winterdienst'), TAGS.document('servicesPage')])
    // Without the result every branch counts: the safe superset.
    expect(filterTags(QUERIES.SERVICE_QUERY, { slug: 'winterdienst' })).toEqual(
      expect.arrayContaining([TAGS.slug('service', 'winterdienst'), TAGS.type('award'), TAGS.type('membership')]),
    )
    expect(
      filterTags(QUERIES.FIXED_PAGE_QUERY, { id: 'aboutPage' }, { sections: [{ _type: 'awardsSection' }] }),
    ).toEqual([TAGS.document('aboutPage'), TAGS.type('award')])
    expect(filterTags(QUERIES.SETTINGS_QUERY)).toEqual([TAGS.document('siteSettings')])
    expect(filterTags('*[references("x")]')).toEqual([TAGS.any])
  })

  it('tags the published id of every contained document, never an asset', () => {
    expect(
      documentTags({ _id: 'drafts.a', list: [{ _id: 'b' }, { image: { asset: { _id: 'image-abc-10x10-jpg' } } }] }),
    ).toEqual([TAGS.document('a'), TAGS.document('b')])
  })
})

/** What each page reads (the site chrome reads settings, navigation and site texts on every page). */
const CHROME = [{ query: QUERIES.SETTINGS_QUERY }, { query: QUERIES.MENUS_QUERY }, { query: QUERIES.SITE_TEXTS_QUERY }]
const fixedPage = (id: string) => [...CHROME, { query: QUERIES.FIXED_PAGE_QUERY, params: { id } }]
const postingSlugs = bundledDocuments()
  .filter((doc) => doc._type === 'jobPosting')
  .map((doc) => (doc.slug as { current: string }).current)
const serviceSlugs = bundledDocuments()
  .filter((doc) => doc._type === 'service')
  .map((doc) => (doc.slug as { current: string }).current)
const PAGES: Record<string, { query: string; params?: Record<string, string> }[]> = {
  '/': fixedPage('homePage'),
  '/leistungen': fixedPage('servicesPage'),
  '/ueber-uns': fixedPage('aboutPage'),
  // The list of open postings comes from its own reader (web/lib/content/index.ts).
  '/karriere': [...fixedPage('careersPage'), { query: QUERIES.JOB_POSTINGS_QUERY }],
  '/kontakt': fixedPage('contactPage'),
  '/impressum': [...CHROME, { query: QUERIES.LEGAL_PAGE_QUERY, params: { slug: 'impressum' } }],
  '/datenschutz': [...CHROME, { query: QUERIES.LEGAL_PAGE_QUERY, params: { slug: 'datenschutz' } }],
  '/barrierefreiheit': [...CHROME, { query: QUERIES.LEGAL_PAGE_QUERY, params: { slug: 'barrierefreiheit' } }],
  '/kontakt/danke': CHROME,
  '/karriere/bewerbung': CHROME,
  ...Object.fromEntries(
    postingSlugs.map((slug) => [
      `/karriere/${slug}`,
      [...CHROME, { query: QUERIES.JOB_POSTING_QUERY, params: { slug } }],
    ]),
  ),
  ...Object.fromEntries(
    serviceSlugs.map((slug) => [
      `/leistungen/${slug}`,
      [...CHROME, { query: QUERIES.SERVICE_QUERY, params: { slug } }],
    ]),
  ),
}

/**
 * The sitemap reads every indexable page's content (its lastmod is the newest change of the documents
 * each page shows) and when those documents changed; the postings list decides which are open.
 */
async function sitemapReads(): Promise<{ query: string; params?: Record<string, unknown> }[]> {
  const read = <const Query extends string>(options: { query: Query; params?: Record<string, unknown> }) =>
    runQuery({ ...options, source: LOCAL_SOURCE } as Parameters<typeof runQuery<Query>>[0])
  const pages = await createPageIndex(read, async () => postingSlugs)()
  return [
    { query: QUERIES.SITEMAP_QUERY },
    { query: QUERIES.JOB_POSTINGS_QUERY },
    ...pages.flatMap((page) => page.reads),
    { query: QUERIES.UPDATED_AT_QUERY, params: { ids: [...new Set(pages.flatMap(pageDocumentIds))] } },
  ]
}

async function pageTags(): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>()
  const reads = { ...PAGES, '/sitemap.xml': await sitemapReads() }
  for (const [route, pageReads] of Object.entries(reads)) {
    const tags = new Set<string>()
    for (const { query, params = {} } of pageReads) {
      const data = await runQuery({ query, params, source: LOCAL_SOURCE })
      for (const tag of resultTags(query, params, data)) tags.add(tag)
    }
    result.set(route, tags)
  }
  return result
}

async function affectedPages(change: DocumentChange): Promise<string[]> {
  const expired = new Set(deliveryTags(change))
  const pages = await pageTags()
  return [...pages].filter(([, tags]) => [...tags].some((tag) => expired.has(tag))).map(([route]) => route)
}

const ALL_PAGES = Object.keys(PAGES)

describe('a published change refreshes exactly the pages that show it (bundled dataset)', () => {
  it('a testimonial: only the service page that shows it (and the sitemap for its date)', async () => {
    expect(await affectedPages({ _id: 'testimonial-winterdienst-1', _type: 'testimonial', slug: null })).toEqual([
      '/leistungen/winterdienst',
      '/sitemap.xml',
    ])
  })

  it('a testimonial shown on Home: Home only (and the sitemap)', async () => {
    expect(await affectedPages({ _id: 'testimonial-home-2', _type: 'testimonial', slug: null })).toEqual([
      '/',
      '/sitemap.xml',
    ])
  })

  it('a service: its page, the overview, Home, the menus on every page and the sitemap', async () => {
    const pages = await affectedPages({ _id: 'service-winterdienst', _type: 'service', slug: 'winterdienst' })
    expect(pages.sort()).toEqual([...ALL_PAGES, '/sitemap.xml'].sort())
  })

  it('site settings and a category: every page (a category also the sitemap: service pages show it)', async () => {
    expect((await affectedPages({ _id: 'siteSettings', _type: 'siteSettings', slug: null })).sort()).toEqual(
      ALL_PAGES.sort(),
    )
    expect(
      (await affectedPages({ _id: 'category-aussenanlagen', _type: 'serviceCategory', slug: null })).sort(),
    ).toEqual([...ALL_PAGES, '/sitemap.xml'].sort())
  })

  it('a fixed page in the menu: every page (the menu shows its name), and the sitemap for its date', async () => {
    expect((await affectedPages({ _id: 'aboutPage', _type: 'aboutPage', slug: null })).sort()).toEqual(
      [...ALL_PAGES, '/sitemap.xml'].sort(),
    )
  })

  it('the menus: every page, not the sitemap', async () => {
    expect((await affectedPages({ _id: 'menus', _type: 'menus', slug: null })).sort()).toEqual(ALL_PAGES.sort())
  })

  it('a landing page in no menu: its own page and the sitemap only', async () => {
    const pages = await affectedPages({ _id: 'page-neu', _type: 'page', slug: 'neu' })
    expect(pages.filter((path) => path !== '/sitemap.xml')).toEqual([])
  })

  it('the site texts: every page (header, footer and forms are on each), not the sitemap', async () => {
    expect((await affectedPages({ _id: 'siteTexts', _type: 'siteTexts', slug: null })).sort()).toEqual(ALL_PAGES.sort())
  })

  it('an award or membership, created or changed: Über uns (and the sitemap)', async () => {
    expect(await affectedPages({ _id: 'award-new', _type: 'award', slug: null })).toEqual([
      '/ueber-uns',
      '/sitemap.xml',
    ])
  })

  it('a job posting: its page, the list on Karriere and the sitemap, not the other posting', async () => {
    const pages = await affectedPages({
      _id: 'jobPosting-reinigungskraft-goslar-minijob',
      _type: 'jobPosting',
      slug: 'reinigungskraft-goslar-minijob',
    })
    expect(pages.sort()).toEqual(['/karriere', '/karriere/reinigungskraft-goslar-minijob', '/sitemap.xml'])
  })

  it('a new job posting: the list and the sitemap (its own page renders on its first request)', async () => {
    const pages = await affectedPages({ _id: 'jobPosting-neu', _type: 'jobPosting', slug: 'neu' })
    expect(pages.sort()).toEqual(['/karriere', '/sitemap.xml'])
  })

  it('a legal page: that page and the sitemap', async () => {
    const impressum = bundledDocuments().find((doc) => doc._type === 'legalPage' && doc._id.includes('impressum'))
    expect(impressum).toBeDefined()
    const pages = await affectedPages({ _id: impressum?._id ?? '', _type: 'legalPage', slug: 'impressum' })
    expect(pages).toContain('/impressum')
    expect(pages).not.toContain('/datenschutz')
    expect(pages).not.toContain('/')
  })

  it('a new service under a new slug: every menu, the overview, the sitemap and its own (not yet cached) page', async () => {
    const tags = deliveryTags({ _id: 'service-neu', _type: 'service', slug: 'neu' })
    expect(tags).toContain(TAGS.slug('service', 'neu'))
    // …and the overview's name, which its breadcrumb shows.
    expect(filterTags(QUERIES.SERVICE_QUERY, { slug: 'neu' }, null)).toEqual([
      TAGS.slug('service', 'neu'),
      TAGS.document('servicesPage'),
    ])
  })
})
