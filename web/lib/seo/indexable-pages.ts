import type { ClientParams } from '@sanity/client'
import { documentPath } from '@shared/documents'
import { ROUTES } from '@shared/routes'
import { checkLandingPageSlug } from '@shared/slugs'
import type { QueryReader } from '@/lib/content/readers'
import { documentIds, resultTags } from '@/lib/sanity/dependencies'
import {
  FIXED_PAGE_QUERY,
  JOB_POSTING_QUERY,
  JOB_POSTINGS_QUERY,
  LANDING_PAGE_QUERY,
  LEGAL_PAGE_QUERY,
  SERVICE_QUERY,
  SITEMAP_QUERY,
} from '@/lib/sanity/queries'

export type PageKind = 'fixed' | 'service' | 'landing' | 'jobPosting' | 'legal'

/** One query a page's own content is made of, with its result. */
export type PageRead = { query: string; params: Record<string, unknown>; result: unknown }

/**
 * An indexable page (the sitemap's list) and the reads of its own content: the page document and
 * what its sections list (services, testimonials, awards, open job postings). Not the site chrome
 * (settings, site texts, the services menu), which every page shows alike.
 */
export type IndexablePage = { path: string; documentId: string; kind: PageKind; reads: PageRead[] }

type Sections = { sections?: ReadonlyArray<{ _type: string }> | null } | null

const listsJobPostings = (page: Sections) =>
  Boolean(page?.sections?.some((section) => section._type === 'jobPostingsSection'))

/**
 * Every indexable page with its content reads, from any reader of the site's queries.
 * `openJobPostingSlugs` decides which postings are open (by date, web/lib/content).
 */
export function createPageIndex(read: QueryReader, openJobPostingSlugs: () => Promise<string[]>) {
  async function withPostings(path: string, documentId: string, kind: PageKind, page: PageRead) {
    const reads = [page]
    if (listsJobPostings(page.result as Sections))
      reads.push({ query: JOB_POSTINGS_QUERY, params: {}, result: await read({ query: JOB_POSTINGS_QUERY }) })
    return { path, documentId, kind, reads }
  }
  async function reading<const Query extends string>(query: Query, params: ClientParams<Query>): Promise<PageRead> {
    return { query, params: params as Record<string, unknown>, result: await read({ query, params }) }
  }

  return async function indexablePages(): Promise<IndexablePage[]> {
    const [{ pages, services, landingPages, legalPages }, postingSlugs] = await Promise.all([
      read({ query: SITEMAP_QUERY }),
      openJobPostingSlugs(),
    ])
    const jobs: Promise<IndexablePage | null>[] = [
      ...pages.map(async (page) => {
        const path = documentPath(page)
        if (!path) return null
        return withPostings(path, page._id, 'fixed', await reading(FIXED_PAGE_QUERY, { id: page._id }))
      }),
      ...services.map(async ({ _id, slug }) =>
        slug
          ? {
              path: ROUTES.service(slug),
              documentId: _id,
              kind: 'service' as const,
              reads: [await reading(SERVICE_QUERY, { slug })],
            }
          : null,
      ),
      ...landingPages.map(async ({ _id, slug }) =>
        slug && checkLandingPageSlug(slug) === true
          ? withPostings(ROUTES.landingPage(slug), _id, 'landing', await reading(LANDING_PAGE_QUERY, { slug }))
          : null,
      ),
      ...postingSlugs.map(async (slug) => {
        const posting = await reading(JOB_POSTING_QUERY, { slug })
        const id = (posting.result as { _id?: string } | null)?._id
        return id
          ? { path: ROUTES.jobPosting(slug), documentId: id, kind: 'jobPosting' as const, reads: [posting] }
          : null
      }),
      ...legalPages.map(async ({ _id, slug }) => {
        const path = documentPath({ _type: 'legalPage', slug })
        return path && slug
          ? { path, documentId: _id, kind: 'legal' as const, reads: [await reading(LEGAL_PAGE_QUERY, { slug })] }
          : null
      }),
    ]
    return (await Promise.all(jobs)).filter((page): page is IndexablePage => page !== null)
  }
}

/** The documents a page's own content shows (published ids). */
export function pageDocumentIds(page: IndexablePage): string[] {
  return [...new Set(page.reads.flatMap((read) => documentIds(read.result)))]
}

/** The cache tags of a page's own content: what a publish must touch to change it. */
export function pageContentTags(page: IndexablePage): Set<string> {
  return new Set(page.reads.flatMap((read) => resultTags(read.query, read.params, read.result)))
}
