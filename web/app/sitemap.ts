import { documentPath } from '@shared/documents'
import { ROUTES } from '@shared/routes'
import { checkLandingPageSlug } from '@shared/slugs'
import type { MetadataRoute } from 'next'
import { getOpenJobPostings, getSitemapData } from '@/lib/content'
import { absoluteUrl } from '@/lib/site-url'

/**
 * Every indexable page, from the CMS: the fixed pages, all services, landing pages, open job postings
 * (a closed one leaves by itself: getOpenJobPostings expires when it closes), indexable legal pages.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ pages, services, landingPages, legalPages }, jobPostings] = await Promise.all([
    getSitemapData(),
    getOpenJobPostings(),
  ])
  const pageEntries = pages.flatMap((page) => {
    const route = documentPath(page)
    return route
      ? [{ url: absoluteUrl(route), lastModified: page._updatedAt || undefined, priority: route === '/' ? 1 : 0.8 }]
      : []
  })
  const serviceEntries = services
    .filter((service) => service.slug)
    .map((service) => ({
      url: absoluteUrl(ROUTES.service(service.slug ?? '')),
      lastModified: service._updatedAt || undefined,
      priority: 0.7,
    }))
  const landingEntries = landingPages
    .filter((page) => checkLandingPageSlug(page.slug ?? undefined) === true)
    .map((page) => ({
      url: absoluteUrl(ROUTES.landingPage(page.slug ?? '')),
      lastModified: page._updatedAt || undefined,
      priority: 0.6,
    }))
  const jobPostingEntries = jobPostings.flatMap((posting) =>
    posting.slug
      ? [
          {
            url: absoluteUrl(ROUTES.jobPosting(posting.slug)),
            lastModified: posting._updatedAt || undefined,
            priority: 0.6,
          },
        ]
      : [],
  )
  // Only legal texts with a route (Impressum, Datenschutz): another legalPage would be a dead link.
  const legalEntries = legalPages.flatMap((page) => {
    const route = documentPath({ _type: 'legalPage', slug: page.slug })
    return route ? [{ url: absoluteUrl(route), lastModified: page._updatedAt || undefined, priority: 0.1 }] : []
  })
  return [...pageEntries, ...serviceEntries, ...landingEntries, ...jobPostingEntries, ...legalEntries]
}
