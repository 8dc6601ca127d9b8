import type { MetadataRoute } from 'next'
import { getIndexablePages, getUpdatedAt } from '@/lib/content'
import { sitemapDocumentIds, sitemapEntries } from '@/lib/seo/sitemap'

/**
 * Every indexable page, from the CMS: the fixed pages, all services, landing pages, open job postings
 * (a closed one leaves by itself: getOpenJobPostings expires when it closes), indexable legal pages.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getIndexablePages()
  return sitemapEntries(pages, await getUpdatedAt(sitemapDocumentIds(pages)))
}
