import type { MetadataRoute } from 'next'
import { getSitemapData } from '../lib/content'
import { ROUTES } from '../lib/routes'
import { absoluteUrl } from '../lib/site-url'

const PAGE_ROUTES: Record<string, string> = {
  homePage: ROUTES.home,
  servicesPage: ROUTES.services,
  aboutPage: ROUTES.about,
  careersPage: ROUTES.careers,
  contactPage: ROUTES.contact,
}

/** Every indexable page, from the CMS: the fixed pages, all services, indexable legal pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { pages, services, legalPages } = await getSitemapData()
  const pageEntries = pages.flatMap((page) => {
    const route = PAGE_ROUTES[page._type]
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
  const legalEntries = legalPages
    .filter((page) => page.slug)
    .map((page) => ({ url: absoluteUrl(`/${page.slug}`), lastModified: page._updatedAt || undefined, priority: 0.1 }))
  return [...pageEntries, ...serviceEntries, ...legalEntries]
}
