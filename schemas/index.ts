import { award, membership } from './documents/award'
import { legalPage } from './documents/legal-page'
import { aboutPage, careersPage, contactPage, homePage, servicesPage } from './documents/pages'
import { service } from './documents/service'
import { serviceCategory } from './documents/service-category'
import { openingHoursEntry, siteSettings } from './documents/site-settings'
import { testimonial } from './documents/testimonial'
import { accessibleImage } from './objects/accessible-image'
import { featureItem, pageHero, processStep } from './objects/feature-item'
import { richText } from './objects/rich-text'
import { seo } from './objects/seo'
import { serviceSectionTypes } from './sections/service-sections'

export const schemaTypes = [
  // documents
  service,
  serviceCategory,
  testimonial,
  award,
  membership,
  legalPage,
  siteSettings,
  homePage,
  servicesPage,
  aboutPage,
  careersPage,
  contactPage,
  // objects
  accessibleImage,
  seo,
  richText,
  featureItem,
  processStep,
  pageHero,
  openingHoursEntry,
  ...serviceSectionTypes,
]

/** Documents that exist exactly once, under a fixed ID equal to their type. */
export const SINGLETON_TYPES = [
  'siteSettings',
  'homePage',
  'servicesPage',
  'aboutPage',
  'careersPage',
  'contactPage',
] as const

export type SingletonType = (typeof SINGLETON_TYPES)[number]
