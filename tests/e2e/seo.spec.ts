import { expect, type Page, test } from '@playwright/test'
import { bundledDocuments } from '@tests/support/dataset'
import { present, seedBySlug, settings } from '@tests/support/seed'
import sharp from 'sharp'
import { PAGES, SERVICE_SLUGS, SITE_ORIGIN, skipUnless } from './support'

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] }

/** Every JSON-LD script of the page, parsed (a parse error fails the test), flattened into nodes. */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts.length, 'the page has JSON-LD').toBeGreaterThan(0)
  return scripts.flatMap((text, index) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      throw new Error(`JSON-LD script #${index + 1} is not valid JSON: ${(error as Error).message}\n${text}`)
    }
    const nodes = Array.isArray(parsed) ? parsed : [parsed]
    return nodes.flatMap((node) =>
      node && typeof node === 'object' && Array.isArray((node as { '@graph'?: unknown })['@graph'])
        ? ((node as { '@graph': JsonLdNode[] })['@graph'] as JsonLdNode[])
        : [node as JsonLdNode],
    )
  })
}

const types = (nodes: JsonLdNode[]) => nodes.flatMap((node) => [node['@type'] ?? []].flat())
const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => [node['@type']].flat().includes(type))

/** The single node of a type; fails when there is none or more than one. */
function single(nodes: JsonLdNode[], type: string): JsonLdNode {
  const matches = ofType(nodes, type)
  expect(matches, `exactly one ${type}`).toHaveLength(1)
  return matches[0] as JsonLdNode
}

test.describe('structured data', () => {
  for (const path of ['/', '/kontakt', '/leistungen/winterdienst']) {
    test(`${path} has the business, breadcrumb and web page${path.includes('/leistungen/') ? ' and service' : ''}`, async ({
      page,
    }) => {
      await page.goto(path)
      const nodes = await jsonLdNodes(page)
      const found = types(nodes)
      for (const type of ['HomeAndConstructionBusiness', 'BreadcrumbList', 'WebPage']) {
        expect(found, `JSON-LD types on ${path}`).toContain(type)
      }
      if (path.startsWith('/leistungen/')) {
        const service = single(nodes, 'Service')
        expect(service.name).toBe(seedBySlug('service', 'winterdienst').title)
        expect(service.url).toBe(`${SITE_ORIGIN}${path}`)
      } else {
        expect(found, `no Service on ${path}`).not.toContain('Service')
      }

      const business = single(nodes, 'HomeAndConstructionBusiness')
      // The company's figures as the editor keeps them in the settings.
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: present(settings.aggregateRating?.ratingValue, 'rating'),
          reviewCount: present(settings.aggregateRating?.reviewCount, 'review count'),
        },
        areaServed: {
          '@type': 'GeoCircle',
          geoRadius: present(settings.serviceArea?.structuredDataRadiusMeters, 'radius in structured data'),
        },
        address: { '@type': 'PostalAddress', addressLocality: present(settings.address?.city, 'city') },
        geo: { '@type': 'GeoCoordinates' },
      })
      const geo = business.geo as { latitude: unknown; longitude: unknown }
      expect(typeof geo.latitude).toBe('number')
      expect(typeof geo.longitude).toBe('number')
      const hours = business.openingHoursSpecification as Array<Record<string, unknown>>
      expect(Array.isArray(hours) && hours.length).toBeGreaterThan(0)
      const weekdays = present(settings.openingHours?.[0], 'opening hours')
      expect(hours[0]).toMatchObject({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: present(weekdays.days, 'opening days'),
        opens: present(weekdays.opens, 'opening time'),
        closes: present(weekdays.closes, 'closing time'),
      })

      const breadcrumb = single(nodes, 'BreadcrumbList')
      const crumbs = breadcrumb.itemListElement as Array<{ item: string; position: number }>
      expect(crumbs[0]).toMatchObject({ position: 1, item: `${SITE_ORIGIN}/` })
      expect(crumbs.at(-1)?.item).toBe(path === '/' ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${path}`)

      const webPage = single(nodes, 'WebPage')
      expect(webPage.inLanguage).toBe('de-DE')
    })
  }
})

test('sitemap.xml lists the 22 indexable URLs and nothing else', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').trim())

  const expected = [
    ...PAGES.filter((page) => page.indexable).map((page) => `${SITE_ORIGIN}${page.path === '/' ? '/' : page.path}`),
    ...SERVICE_SLUGS.map((slug) => `${SITE_ORIGIN}/leistungen/${slug}`),
  ]
  expect(expected).toHaveLength(22)
  expect(locs.map((loc) => (loc === SITE_ORIGIN ? `${SITE_ORIGIN}/` : loc)).sort()).toEqual(expected.sort())
  for (const excluded of ['/impressum', '/datenschutz', '/barrierefreiheit', '/studio']) {
    expect(xml).not.toContain(`${SITE_ORIGIN}${excluded}`)
  }
})

test('robots.txt keeps crawlers out of /studio and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const lines = (await response.text()).split('\n').map((line) => line.trim())
  expect(lines).toContain('Disallow: /studio')
  expect(lines).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`)
  expect(lines).not.toContain('Disallow: /')
})

test('the favicon is linked and served', async ({ page, request }) => {
  await page.goto('/')
  const icon = page.locator('link[rel="icon"][href^="/icon.svg"]')
  await expect(icon).toHaveCount(1)
  const response = await request.get('/icon.svg')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/svg+xml')
  expect(await response.text()).toContain('<svg')
})

test.describe('share previews', () => {
  // Tags and pictures do not depend on the viewport.
  test.beforeEach(({ page: _page }, testInfo) => skipUnless(testInfo, 'desktop'))
  // Every route with a page; the form pages (not indexed) share the settings' default picture.
  const routes = [
    ...PAGES.map((page) => page.path),
    ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`),
    '/karriere/bewerbung',
    '/kontakt/danke',
    '/karriere/bewerbung/danke',
  ]
  for (const path of routes) {
    test(`${path} names a 1200 × 630 picture of this site for shared links`, async ({ page, request }) => {
      await page.goto(path)
      const meta = async (key: string) =>
        page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content')
      const url = present(await meta('og:image'), 'og:image')
      expect(url.startsWith(`${SITE_ORIGIN}/og-image/`), url).toBe(true)
      expect(await meta('og:image:width')).toBe('1200')
      expect(await meta('og:image:height')).toBe('630')
      expect((await meta('og:image:alt'))?.length ?? 0).toBeGreaterThan(0)
      expect(await meta('twitter:card')).toBe('summary_large_image')
      expect(await meta('twitter:image')).toBe(url)

      // Served by the site itself (the build's SITE_URL stands for the server under test).
      const response = await request.get(url.slice(SITE_ORIGIN.length))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/jpeg')
      const { width, height, format } = await sharp(await response.body()).metadata()
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
    })
  }

  test('an unknown document has no picture', async ({ request }) => {
    expect((await request.get('/og-image/gibt-es-nicht.jpg')).status()).toBe(404)
    expect((await request.get('/og-image/drafts.homePage.jpg')).status()).toBe(404)
  })
})

test('sitemap.xml gives each URL the newest change of the documents it shows', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const lastmod = (path: string) =>
    new RegExp(`<loc>${SITE_ORIGIN}${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]
  const updated = new Map(bundledDocuments().map((doc) => [doc._id, String(doc._updatedAt)]))
  const newest = (ids: string[]) =>
    ids
      .map((id) => present(updated.get(id), id))
      .sort()
      .at(-1)
  // The service, its menu category and its three testimonials.
  expect(lastmod('/leistungen/winterdienst')).toBe(
    newest([
      'service-winterdienst',
      'category-aussenanlagen',
      'testimonial-winterdienst-1',
      'testimonial-winterdienst-2',
      'testimonial-winterdienst-3',
    ]),
  )
  // Home shows its testimonials and the services of its service grid.
  expect(lastmod('/')).toBe(
    newest([
      'homePage',
      ...[1, 2, 3, 4].map((n) => `testimonial-home-${n}`),
      ...['glas-fensterreinigung', 'bueroreinigung', 'treppenhausreinigung', 'grund-sonderreinigung'].map(
        (slug) => `service-${slug}`,
      ),
      'service-hausmeisterdienst',
      'service-winterdienst',
    ]),
  )
  const posting = 'jobPosting-reinigungskraft-goslar-minijob'
  expect(lastmod('/karriere/reinigungskraft-goslar-minijob')).toBe(newest([posting]))
})
