import { cache } from 'react'
import { sanityFetch } from '../sanity/live'
import { createContentReaders } from './readers'

export { MissingContentError } from './readers'

/**
 * What routes read, and the only module they read it from. Every result is cached
 * and tagged by `sanityFetch` (no reader names its tags) and deduplicated per request.
 */
const readers = createContentReaders(sanityFetch)

export const getSiteSettings = cache(readers.getSiteSettings)
export const getNavigation = cache(readers.getNavigation)
export const getInquiryServiceOptions = cache(readers.getInquiryServiceOptions)
export const getServiceSlugs = cache(readers.getServiceSlugs)
export const getServiceCards = cache(readers.getServiceCards)
export const getService = cache(readers.getService)
export const getHomePage = cache(readers.getHomePage)
export const getServicesPage = cache(readers.getServicesPage)
export const getAboutPage = cache(readers.getAboutPage)
export const getCareersPage = cache(readers.getCareersPage)
export const getContactPage = cache(readers.getContactPage)
export const getLegalPage = cache(readers.getLegalPage)
export const getSitemapData = cache(readers.getSitemapData)
