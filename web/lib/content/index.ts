import { cache } from 'react'
import { expireWhenNextCloses } from '@/lib/job-postings/cache-life'
import { isOpen } from '@/lib/job-postings/dates'
import { cachedQuery } from '@/lib/sanity/cached-query'
import { createPageIndex } from '@/lib/seo/indexable-pages'
import { pickShareImage } from '@/lib/seo/share-image'
import { createContentReaders } from './readers'

export { type Complete, MissingContentError } from './readers'

/**
 * What routes read, and the only module they read it from. Every result is cached
 * and tagged by `cachedQuery` (no reader names its tags) and deduplicated per request.
 */
const readers = createContentReaders(cachedQuery)

export const getSiteSettings = cache(readers.getSiteSettings)
export const getSiteTexts = cache(readers.getSiteTexts)
/** The site's fixed texts (Studio: „Texte der Website“), every one present. */
export type SiteTexts = Awaited<ReturnType<typeof readers.getSiteTexts>>
/** The company's settings as pages use them (placeholders filled, `phoneE164` derived from `phone`). */
export type SiteSettings = Awaited<ReturnType<typeof readers.getSiteSettings>>
export const getMenus = cache(readers.getMenus)
export type { MenuColumn, MenuLink, Menus } from './menus'
export const getInquiryServiceOptions = cache(readers.getInquiryServiceOptions)
export const getServiceSlugs = cache(readers.getServiceSlugs)
export const getService = cache(readers.getService)
export const getFixedPage = cache(readers.getFixedPage)
export const getLandingPage = cache(readers.getLandingPage)
export const getLandingPageSlugs = cache(readers.getLandingPageSlugs)
export const getLegalPage = cache(readers.getLegalPage)
export const getSitemapData = cache(readers.getSitemapData)
/** Every shown job posting, open or closed (labels for the office's mail); pages show getOpenJobPostings. */
export const getJobPostings = cache(readers.getJobPostings)

/**
 * The postings among `postings` that are open now. Cached, keyed by the postings themselves, until
 * the next of them closes („Gültig bis“ passed): a posting leaves the list, its page and the sitemap
 * on its own, and the pages built from it are rendered again at that moment (cache-life.ts).
 */
async function openAmong<Posting extends { validThrough: string | null }>(postings: Posting[]): Promise<Posting[]> {
  'use cache'
  const now = new Date()
  expireWhenNextCloses(postings, now)
  return postings.filter((posting) => isOpen(posting, now))
}

/** The job postings that are open now, newest first. */
export const getOpenJobPostings = cache(async () => openAmong(await readers.getJobPostings()))
export type OpenJobPosting = Awaited<ReturnType<typeof getOpenJobPostings>>[number]

/** What sections read besides their page's document (SectionReads in components/sections/types.ts). */
export const sectionReads = {
  inquiryServiceOptions: getInquiryServiceOptions,
  openJobPostings: getOpenJobPostings,
}

/** One open job posting with its full text; null once it closed, and for an unknown or hidden slug (404). */
export const getOpenJobPosting = cache(async (slug: string) => {
  const posting = await readers.getJobPosting(slug)
  if (!posting) return null
  const [open] = await openAmong([posting])
  return open ?? null
})

/** The picture a shared link to the document shows (share-image.ts decides); null for an unknown id. */
export const getShareImage = cache(async (id: string) => {
  const { page, settings } = await readers.getShareImageCandidates(id)
  if (!page) return null
  return pickShareImage({ seoImage: page.seoImage, heroImage: page.heroImage, defaultImage: settings?.shareImage })
})

/** Every indexable page with the reads of its own content (sitemap, share images). */
export const getIndexablePages = cache(
  createPageIndex(cachedQuery, async () =>
    (await getOpenJobPostings()).flatMap((posting) => (posting.slug ? [posting.slug] : [])),
  ),
)

/** When each of the given documents last changed. */
export const getUpdatedAt = cache(readers.getUpdatedAt)
