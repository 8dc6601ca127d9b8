import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetRuntime } from '@/hosting/runtime.ts'
import { createContentReaders } from '@/lib/content/readers'
import { runQuery } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'

const { getLegalPage, getService, getSiteSettings } = createContentReaders(runQuery)

const ORIGINAL_SITE_URL = process.env.SITE_URL

beforeEach(() => {
  process.env.SITE_URL = 'https://www.example.com/'
  void resetRuntime()
})
afterEach(() => {
  process.env.SITE_URL = ORIGINAL_SITE_URL
  void resetRuntime()
})

describe('page metadata', () => {
  it('applies the title template, an absolute canonical and keywords on service pages', async () => {
    const [settings, service] = await Promise.all([getSiteSettings(), getService('winterdienst')])
    const metadata = pageMetadata({
      seo: service?.seo ?? null,
      settings,
      path: '/leistungen/winterdienst',
      withKeywords: true,
    })
    expect(metadata.title).toEqual({ absolute: `${service?.seo?.title} | Glanzwerk Harz` })
    expect(metadata.alternates?.canonical).toBe('https://www.example.com/leistungen/winterdienst')
    expect(metadata.keywords).toEqual(service?.seo?.keywords)
    expect(metadata.robots).toEqual({ index: true, follow: true })
    expect(metadata.openGraph?.locale).toBe('de_DE')
  })

  it('marks legal pages noindex, nofollow', async () => {
    const [settings, page] = await Promise.all([getSiteSettings(), getLegalPage('impressum')])
    expect(pageMetadata({ seo: page?.seo ?? null, settings, path: '/impressum' }).robots).toEqual({
      index: false,
      follow: false,
    })
  })
})

describe('structured data', () => {
  it('describes the business with the constants from the CMS', async () => {
    const settings = await getSiteSettings()
    const [business, breadcrumb, webPage, service] = pageStructuredData({
      settings,
      crumbs: [
        { name: 'Startseite', path: '/' },
        { name: 'Leistungen', path: '/leistungen' },
      ],
      name: 'Leistungen',
      path: '/leistungen',
      service: { name: 'Winterdienst', category: 'Außenanlagen' },
    })
    expect(business).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      aggregateRating: { ratingValue: 4.8, reviewCount: 47 },
      areaServed: { '@type': 'GeoCircle', geoRadius: 100000 },
      address: { postalCode: '38640', addressLocality: 'Goslar', addressCountry: 'DE' },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
      ],
    })
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://www.example.com/' },
        { position: 2, name: 'Leistungen', item: 'https://www.example.com/leistungen' },
      ],
    })
    expect(webPage).toMatchObject({ '@type': 'WebPage', inLanguage: 'de-DE' })
    expect(service).toMatchObject({ '@type': 'Service', provider: { '@id': 'https://www.example.com/#business' } })
  })
})

describe('title template', () => {
  it('does not repeat the brand when the SEO title already names it', async () => {
    const settings = await getSiteSettings()
    const metadata = pageMetadata({
      seo: { title: 'Impressum | Glanzwerk Harz', description: 'x' },
      settings,
      path: '/impressum',
    })
    expect(metadata.title).toEqual({ absolute: 'Impressum | Glanzwerk Harz' })
  })
})
