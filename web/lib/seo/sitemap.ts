import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/site-url'
import { type IndexablePage, type PageKind, pageDocumentIds } from './indexable-pages'

const PRIORITY: Record<PageKind, number> = { fixed: 0.8, service: 0.7, landing: 0.6, jobPosting: 0.6, legal: 0.1 }

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * A URL as the text of `<loc>`. Next writes the sitemap's values into the XML as they are (next 16.4,
 * resolve-route-data.js), and the sitemap protocol asks for entity-escaped URLs: one `&` in an address
 * made the whole file malformed, and a search engine then rejects all of it. The Studio refuses such
 * slugs (shared/slugs.ts); this holds for any address whatever the content says.
 */
export function sitemapLocation(url: string): string {
  return url.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
}

/** The documents whose `_updatedAt` dates the pages (sitemapEntries' second argument). */
export function sitemapDocumentIds(pages: IndexablePage[]): string[] {
  return [...new Set(pages.flatMap(pageDocumentIds))]
}

/**
 * The sitemap's entries: one per indexable page, `lastmod` the newest `_updatedAt` of the documents
 * the page's own content shows (the page and what its sections list), not the menu or the footer.
 */
export function sitemapEntries(
  pages: IndexablePage[],
  updatedAt: { _id: string; _updatedAt: string }[],
): MetadataRoute.Sitemap {
  const updated = new Map(updatedAt.map((document) => [document._id, document._updatedAt]))
  return pages.map((page) => {
    const dates = pageDocumentIds(page).flatMap((id) => updated.get(id) ?? [])
    return {
      url: sitemapLocation(absoluteUrl(page.path)),
      // ISO timestamps in one format sort by time.
      lastModified: dates.sort().at(-1),
      priority: page.path === '/' ? 1 : PRIORITY[page.kind],
    }
  })
}
