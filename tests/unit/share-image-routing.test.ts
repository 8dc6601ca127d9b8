import { describe, expect, it } from 'vitest'
import { createContentReaders } from '@/lib/content/readers'
import { germanDate } from '@/lib/job-postings/dates'
import { NOT_FOUND_DESTINATION, verdict } from '@/lib/routing/not-found'
import { notFoundRewrites } from '@/lib/routing/not-found-rewrite'
import { loadPublishedSlugs } from '@/lib/routing/published-slugs'
import { runQuery } from '@/lib/sanity/fetch'
import { createPageIndex } from '@/lib/seo/indexable-pages'

/**
 * /og-image/<id>.jpg for an id no document has was rendered and stored by the route (two files per id,
 * and in Redis when configured), without bound. With Cache Components the route cannot refuse unknown
 * params (`dynamicParams = false` is not allowed), so the proxy judges the id like a slug and sends an
 * unknown one to the prerendered 404 page. (On the production server: tests/e2e/not-found.spec.ts.)
 */

const SLUGS = {
  landingPages: new Set<string>(),
  services: new Set<string>(),
  jobPostings: new Set<string>(),
  redirects: new Map(),
  shareImages: new Set(['homePage', 'service-bueroreinigung', 'siteSettings']),
}
const known = async () => SLUGS
const none = () => false

describe('verdict for /og-image/<id>.jpg', () => {
  it.each([
    ['/og-image/homePage.jpg', 'pass'],
    ['/og-image/service-bueroreinigung.jpg', 'pass'],
    ['/og-image/siteSettings.jpg', 'pass'],
    ['/og-image/unbekannt.jpg', 'not-found'],
    ['/og-image/homePage.png', 'not-found'],
    ['/og-image/homePage', 'not-found'],
    [`/og-image/${'d'.repeat(128)}.jpg`, 'not-found'],
    [`/og-image/${'d'.repeat(300)}.jpg`, 'not-found'],
    ['/og-image/a%2Fb.jpg', 'not-found'],
    ['/og-image/%c0.jpg', 'bad-request'],
    ['/og-image', 'pass'],
    ['/og-image/homePage.jpg/x', 'pass'],
  ] as const)('%s → %s', async (pathname, expected) => {
    expect(await verdict(pathname, known, none)).toBe(expected)
  })

  it('is not judged when the set is not known (an older loader)', async () => {
    const { shareImages: _, ...withoutShareImages } = SLUGS
    expect(await verdict('/og-image/unbekannt.jpg', async () => withoutShareImages, none)).toBe('pass')
  })

  it('an unknown id is rewritten to the 404 page (next.config.ts rewrites)', () => {
    expect(notFoundRewrites()).toContainEqual(
      expect.objectContaining({ source: '/og-image/:file', destination: NOT_FOUND_DESTINATION }),
    )
  })
})

describe('the proxy’s share picture ids (bundled dataset)', () => {
  it('include every id the route draws a picture for, and the settings', async () => {
    const now = new Date()
    const { shareImages } = await loadPublishedSlugs(now)
    const readers = createContentReaders(runQuery)
    const openSlugs = async () =>
      (await readers.getOpenJobPostingSlugs(germanDate(now))).filter((slug): slug is string => Boolean(slug))
    const pages = await createPageIndex(runQuery, openSlugs)()
    expect(pages.length).toBeGreaterThan(10)
    for (const page of pages) expect(shareImages?.has(page.documentId), page.documentId).toBe(true)
    expect(shareImages?.has('siteSettings')).toBe(true)
    expect(shareImages?.has('unbekannt')).toBe(false)
  })
})
