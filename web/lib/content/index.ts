import { cache } from 'react'
import { cachedQuery } from '@/lib/sanity/cached-query'
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
export const getNavigation = cache(readers.getNavigation)
export const getInquiryServiceOptions = cache(readers.getInquiryServiceOptions)
export const getServiceSlugs = cache(readers.getServiceSlugs)
export const getService = cache(readers.getService)
export const getFixedPage = cache(readers.getFixedPage)
export const getLandingPage = cache(readers.getLandingPage)
export const getLandingPageSlugs = cache(readers.getLandingPageSlugs)
export const getLegalPage = cache(readers.getLegalPage)
export const getSitemapData = cache(readers.getSitemapData)
