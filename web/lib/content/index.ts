import { cache } from 'react'
import { sanityFetch } from '../sanity/fetch'
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
import { TAGS } from '../sanity/tags'

/**
 * The site's data access: one function per thing a page needs. Routes call
 * these and nothing else; each is deduplicated per request with React's cache().
 */

export class MissingContentError extends Error {
  override name = 'MissingContentError'
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new MissingContentError(`${what} is missing in the dataset. Create and publish it in the Studio.`)
  return value
}

export const getSiteSettings = cache(async () =>
  required(
    await sanityFetch({ query: SETTINGS_QUERY, tags: [TAGS.type('siteSettings')] }),
    'The document siteSettings',
  ),
)

export const getNavigation = cache(() =>
  sanityFetch({ query: NAVIGATION_QUERY, tags: [TAGS.type('serviceCategory'), TAGS.type('service')] }),
)

export const getInquiryServiceOptions = cache(() =>
  sanityFetch({ query: INQUIRY_SERVICE_OPTIONS_QUERY, tags: [TAGS.type('service')] }),
)

export const getServiceSlugs = cache(() => sanityFetch({ query: SERVICE_SLUGS_QUERY, tags: [TAGS.type('service')] }))

export const getServiceCards = cache(() => sanityFetch({ query: SERVICE_CARDS_QUERY, tags: [TAGS.type('service')] }))

/** null for an unknown slug, so the route can answer 404. */
export const getService = cache((slug: string) =>
  sanityFetch({
    query: SERVICE_QUERY,
    params: { slug },
    tags: [TAGS.service(slug), TAGS.type('testimonial'), TAGS.type('serviceCategory')],
  }),
)

export const getHomePage = cache(async () =>
  required(
    await sanityFetch({
      query: HOME_PAGE_QUERY,
      tags: [TAGS.type('homePage'), TAGS.type('service'), TAGS.type('testimonial')],
    }),
    'The document homePage',
  ),
)

export const getServicesPage = cache(async () =>
  required(
    await sanityFetch({ query: SERVICES_PAGE_QUERY, tags: [TAGS.type('servicesPage')] }),
    'The document servicesPage',
  ),
)

export const getAboutPage = cache(async () =>
  required(
    await sanityFetch({
      query: ABOUT_PAGE_QUERY,
      tags: [TAGS.type('aboutPage'), TAGS.type('award'), TAGS.type('membership')],
    }),
    'The document aboutPage',
  ),
)

export const getCareersPage = cache(async () =>
  required(
    await sanityFetch({ query: CAREERS_PAGE_QUERY, tags: [TAGS.type('careersPage')] }),
    'The document careersPage',
  ),
)

export const getContactPage = cache(async () =>
  required(
    await sanityFetch({ query: CONTACT_PAGE_QUERY, tags: [TAGS.type('contactPage')] }),
    'The document contactPage',
  ),
)

export const getLegalPage = cache((slug: 'impressum' | 'datenschutz') =>
  sanityFetch({ query: LEGAL_PAGE_QUERY, params: { slug }, tags: [TAGS.legalPage(slug)] }).then((page) =>
    required(page, `The legal page "${slug}"`),
  ),
)

export const getSitemapData = cache(() =>
  sanityFetch({
    query: SITEMAP_QUERY,
    tags: [TAGS.type('service'), TAGS.type('legalPage'), TAGS.type('homePage')],
  }),
)
