import type { MetadataRoute } from 'next'
import { getIndexablePages, getUpdatedAt } from '@/lib/content'
import { type PageKind, pageDocumentIds } from '@/lib/seo/indexable-pages'
import { absoluteUrl } from '@/lib/site-url'

const PRIORITY: Record<PageKind, number> = { fixed: 0.8, service: 0.7, landing: 0.6, jobPosting: 0.6, legal: 0.1 }

/**
 * Every indexable page, from the CMS: the fixed pages, all services, landing pages, open job postings
 * (a closed one leaves by itself: getOpenJobPostings expires when it closes), indexable legal pages.
 * `lastmod` is the newest `_updatedAt` of the documents the page's own content shows: the page and
 * what its sections list (testimonials, services, awards, postings), not the menu or the footer.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getIndexablePages()
  const shown = pages.map(pageDocumentIds)
  const updated = new Map(
    (await getUpdatedAt([...new Set(shown.flat())])).map((document) => [document._id, document._updatedAt]),
  )
  return pages.map((page, index) => {
    const dates = (shown[index] ?? []).flatMap((id) => updated.get(id) ?? [])
    return {
      url: absoluteUrl(page.path),
      // ISO timestamps in one format sort by time.
      lastModified: dates.sort().at(-1),
      priority: page.path === '/' ? 1 : PRIORITY[page.kind],
    }
  })
}
