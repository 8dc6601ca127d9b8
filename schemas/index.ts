import { award, membership } from './documents/award'
import { jobPosting } from './documents/job-posting'
import { legalPage } from './documents/legal-page'
import { footerColumn, menuColumn, menuLink, menus } from './documents/menus'
import { page } from './documents/page'
import { fixedPageSchemas } from './documents/pages'
import { redirect } from './documents/redirect'
import { service } from './documents/service'
import { serviceCategory } from './documents/service-category'
import { siteSettings } from './documents/site-settings'
import { openingHoursEntry } from './documents/site-settings/opening-hours'
import { siteTexts } from './documents/site-texts'
import { testimonial } from './documents/testimonial'
import { accessibleImage } from './objects/accessible-image'
import { callToAction } from './objects/call-to-action'
import { featureItem, processStep } from './objects/feature-item'
import { richText } from './objects/rich-text'
import { seo } from './objects/seo'
import { sectionSchemas } from './sections'

export const schemaTypes = [
  // documents
  service,
  serviceCategory,
  testimonial,
  award,
  membership,
  legalPage,
  siteSettings,
  siteTexts,
  menus,
  ...fixedPageSchemas,
  page,
  jobPosting,
  redirect,
  // objects
  accessibleImage,
  seo,
  richText,
  featureItem,
  processStep,
  callToAction,
  openingHoursEntry,
  menuLink,
  menuColumn,
  footerColumn,
  ...sectionSchemas,
]
