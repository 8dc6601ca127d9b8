import type { BreadcrumbList, DayOfWeek, HomeAndConstructionBusiness, Service, WebPage, WithContext } from 'schema-dts'
import type { SiteSettings } from '@/lib/content'
import { absoluteUrl, siteUrl } from '@/lib/site-url'

type Settings = SiteSettings

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

function isWeekday(day: string): day is (typeof WEEKDAYS)[number] & DayOfWeek {
  return (WEEKDAYS as readonly string[]).includes(day)
}

const BUSINESS_ID = () => `${siteUrl()}/#business`

/** The company as a LocalBusiness subtype: address, geo, hours, service area, rating. */
function businessJsonLd(settings: Settings): WithContext<HomeAndConstructionBusiness> {
  const { address, geo, serviceArea, aggregateRating } = settings
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': BUSINESS_ID(),
    name: settings.companyName ?? undefined,
    alternateName: settings.brandName ?? undefined,
    description: settings.tagline ?? undefined,
    url: siteUrl(),
    telephone: settings.phoneE164 ?? undefined,
    email: settings.email ?? undefined,
    foundingDate: settings.foundingYear ? String(settings.foundingYear) : undefined,
    address: address
      ? {
          '@type': 'PostalAddress',
          streetAddress: address.street ?? undefined,
          postalCode: address.postalCode ?? undefined,
          addressLocality: address.city ?? undefined,
          addressRegion: address.region ?? undefined,
          addressCountry: address.country ?? undefined,
        }
      : undefined,
    geo: geo
      ? { '@type': 'GeoCoordinates', latitude: geo.lat ?? undefined, longitude: geo.lng ?? undefined }
      : undefined,
    openingHoursSpecification: (settings.openingHours ?? [])
      .filter((entry) => !entry.byArrangement && entry.opens && entry.closes)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification' as const,
        dayOfWeek: (entry.days ?? []).filter(isWeekday),
        opens: entry.opens ?? undefined,
        closes: entry.closes ?? undefined,
      })),
    areaServed: serviceArea
      ? {
          '@type': 'GeoCircle',
          geoMidpoint: geo
            ? { '@type': 'GeoCoordinates', latitude: geo.lat ?? undefined, longitude: geo.lng ?? undefined }
            : undefined,
          geoRadius: serviceArea.structuredDataRadiusMeters ?? undefined,
        }
      : undefined,
    aggregateRating: aggregateRating
      ? {
          '@type': 'AggregateRating',
          ratingValue: aggregateRating.ratingValue ?? undefined,
          reviewCount: aggregateRating.reviewCount ?? undefined,
          bestRating: 5,
        }
      : undefined,
    sameAs: [settings.social?.facebook, settings.social?.instagram].filter((url): url is string => Boolean(url)),
  }
}

export type Crumb = { name: string; path: string }

function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

function webPageJsonLd({
  name,
  description,
  path,
}: {
  name: string
  description?: string | null
  path: string
}): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${absoluteUrl(path)}#webpage`,
    url: absoluteUrl(path),
    name,
    description: description ?? undefined,
    inLanguage: 'de-DE',
    isPartOf: { '@type': 'WebSite', '@id': `${siteUrl()}/#website`, url: siteUrl() },
    about: { '@id': BUSINESS_ID() },
  }
}

function serviceJsonLd({
  name,
  description,
  path,
  category,
  settings,
}: {
  name: string
  description?: string | null
  path: string
  category?: string | null
  settings: Settings
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#service`,
    name,
    serviceType: category ?? name,
    description: description ?? undefined,
    url: absoluteUrl(path),
    provider: { '@id': BUSINESS_ID() },
    areaServed: (settings.serviceArea?.towns ?? []).map((town) => ({ '@type': 'City' as const, name: town })),
  }
}

/** Business, breadcrumb and web page for every page; a Service too on service pages. */
export function pageStructuredData({
  settings,
  crumbs,
  name,
  description,
  path,
  service,
}: {
  settings: Settings
  crumbs: Crumb[]
  name: string
  description?: string | null
  path: string
  service?: { name: string; description?: string | null; category?: string | null }
}) {
  return [
    businessJsonLd(settings),
    breadcrumbJsonLd(crumbs),
    webPageJsonLd({ name, description, path }),
    ...(service ? [serviceJsonLd({ ...service, path, settings })] : []),
  ]
}
