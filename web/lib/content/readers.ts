import type { ClientParams, ClientReturn } from '@sanity/client'
import {
  ABOUT_PAGE_QUERY,
  CAREERS_PAGE_QUERY,
  CONTACT_PAGE_QUERY,
  HOME_PAGE_QUERY,
  INQUIRY_SERVICE_OPTIONS_QUERY,
  LEGAL_PAGE_QUERY,
  NAVIGATION_QUERY,
  SERVICE_CARDS_QUERY,
  SERVICE_QUERY,
  SERVICE_SLUGS_QUERY,
  SERVICES_PAGE_QUERY,
  SETTINGS_QUERY,
  SITEMAP_QUERY,
} from '../sanity/queries'

/** Runs one query: the cached `sanityFetch` on the site, the uncached `runQuery` in tests and scripts. */
export type QueryReader = <const Query extends string>(options: {
  query: Query
  params?: ClientParams<Query>
}) => Promise<ClientReturn<Query, unknown>>

export class MissingContentError extends Error {
  override name = 'MissingContentError'
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new MissingContentError(`${what} is missing in the dataset. Create and publish it in the Studio.`)
  return value
}

/**
 * The site's data access: one function per thing a page needs, over any reader of
 * the same queries. Routes use the cached instance from `web/lib/content`.
 */
export function createContentReaders(read: QueryReader) {
  return {
    getSiteSettings: async () => required(await read({ query: SETTINGS_QUERY }), 'The document siteSettings'),
    getNavigation: () => read({ query: NAVIGATION_QUERY }),
    getInquiryServiceOptions: () => read({ query: INQUIRY_SERVICE_OPTIONS_QUERY }),
    getServiceSlugs: () => read({ query: SERVICE_SLUGS_QUERY }),
    getServiceCards: () => read({ query: SERVICE_CARDS_QUERY }),
    /** null for an unknown slug, so the route can answer 404. */
    getService: (slug: string) => read({ query: SERVICE_QUERY, params: { slug } }),
    getHomePage: async () => required(await read({ query: HOME_PAGE_QUERY }), 'The document homePage'),
    getServicesPage: async () => required(await read({ query: SERVICES_PAGE_QUERY }), 'The document servicesPage'),
    getAboutPage: async () => required(await read({ query: ABOUT_PAGE_QUERY }), 'The document aboutPage'),
    getCareersPage: async () => required(await read({ query: CAREERS_PAGE_QUERY }), 'The document careersPage'),
    getContactPage: async () => required(await read({ query: CONTACT_PAGE_QUERY }), 'The document contactPage'),
    getLegalPage: async (slug: 'impressum' | 'datenschutz') =>
      required(await read({ query: LEGAL_PAGE_QUERY, params: { slug } }), `The legal page "${slug}"`),
    getSitemapData: () => read({ query: SITEMAP_QUERY }),
  }
}
