import { FIXED_PAGE_TYPES_GROQ } from '@shared/documents'
import { defineQuery } from 'groq'

/**
 * Every GROQ query of the site, written once. TypeGen (npm run typegen) reads
 * this file and generates the result types into sanity.types.ts.
 */

// Shared projections. Images resolve their asset so both backends return a URL and dimensions.
const IMAGE = /* groq */ `{
  alt,
  isIllustration,
  hotspot,
  crop,
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip }
}`

const SEO = /* groq */ `{ title, description, keywords, noIndex, "image": image${IMAGE} }`

// `text` is the field's old name: read until studio/migrations/testimonial-text-to-quote has run on every
// dataset (docs/how-to/rename-a-field.md).
const TESTIMONIAL = /* groq */ `{ _id, name, role, town, "quote": coalesce(quote, text), rating }`

const FEATURE = /* groq */ `{ _key, icon, title, text }`

const SERVICE_CARD = /* groq */ `{
  _id,
  "slug": slug.current,
  title,
  "menuName": coalesce(menuName, title),
  "card": card{ "title": coalesce(title, ^.title), description, features, "image": image${IMAGE} }
}`

/**
 * A button: its label and kind, and for a page link its target's type and slug (shared/documents.ts
 * builds the path). A fixed page's id is its type and its path never changes, so it is not
 * dereferenced: the button's page does not depend on (and is not refreshed with) that page's content.
 */
const ACTION = /* groq */ `{
  label,
  kind,
  emailSubject,
  "page": select(
    page._ref in ${FIXED_PAGE_TYPES_GROQ} => { "_type": page._ref },
    page->{ _id, _type, "slug": slug.current }
  )
}`

/**
 * Every section of the library (schemas/sections), one projection per type, used by every page. Lists
 * (services, awards, memberships) are selected here, so the result carries their ids and the webhook
 * refreshes the page when one changes; a list of references keeps published targets only (`[defined(@->)]`).
 */
const SECTIONS = /* groq */ `{
  _key,
  _type,
  _type == "heroSection" => {
    eyebrow, headline, subline, highlights, showPhone, phoneLabel, "action": action${ACTION}, "image": image${IMAGE}
  },
  _type == "textSection" => {
    eyebrow, heading, body, "items": items[]${FEATURE}, "image": image${IMAGE}, "action": action${ACTION}
  },
  _type == "cardsSection" => { eyebrow, heading, intro, "cards": cards[]${FEATURE} },
  _type == "serviceGridSection" => {
    eyebrow, heading, intro, allServicesLabel,
    "services": select(
      selection == "featured" => services[defined(@->)]->${SERVICE_CARD},
      *[_type == "service" && defined(slug.current)] | order(order asc)${SERVICE_CARD}
    )
  },
  _type == "processSection" => { eyebrow, heading, intro, "steps": steps[]{ _key, title, text } },
  _type == "whyChooseSection" => { heading, intro, "items": items[]${FEATURE}, "image": image${IMAGE} },
  _type == "intervalsSection" => { heading, intro, "options": options[]${FEATURE} },
  _type == "beforeAfterSection" => {
    heading, intro, beforeLabel, afterLabel, caption, "before": before${IMAGE}, "after": after${IMAGE}
  },
  _type == "testimonialsSection" => {
    eyebrow, heading, intro, layout, "testimonials": testimonials[defined(@->)]->${TESTIMONIAL}
  },
  _type == "confidentialitySection" => { heading, text, points },
  _type == "ctaBandSection" => { heading, text, showPhone, phoneLabel, tone, "action": action${ACTION} },
  _type == "applicationCtaSection" => {
    heading, text, buttonLabel, "questions": questions{ heading, text, emailButtonLabel, emailSubject }
  },
  _type == "jobPostingsSection" => { eyebrow, heading, intro, emptyText },
  _type == "founderStorySection" => {
    eyebrow, heading, body, "image": image${IMAGE}, "factLabels": factLabels{ founded, experience, customers }
  },
  _type == "awardsSection" => {
    eyebrow, heading, intro, "levelLabels": levelLabels{ region, land, bund, international },
    "awards": *[_type == "award"] | order(year desc){ _id, title, level, year, issuer, description, "image": image${IMAGE} }
  },
  _type == "membershipsSection" => {
    eyebrow, heading, intro,
    "memberships": *[_type == "membership"] | order(order asc){ _id, name, description, url }
  },
  _type == "contactDetailsSection" => {
    label, "phone": phone{ title, text }, "email": email{ title, text }, "hours": hours{ title, text }
  },
  _type == "serviceAreaSection" => { eyebrow, heading, text, townsLabel },
  _type == "inquirySection" => { heading, text },
  _type == "mapSection" => { heading, consentNotice, settingsButton, mapTitle }
}`

/** What every page document (fixed page, landing page) projects. */
const PAGE = /* groq */ `{
  _id,
  _type,
  title,
  "slug": slug.current,
  "sections": sections[]${SECTIONS},
  "seo": seo${SEO}
}`

/** Every fixed text of the site outside the pages' sections (Studio: „Texte der Website“). */
export const SITE_TEXTS_QUERY = defineQuery(`*[_type == "siteTexts" && _id == "siteTexts"][0]{
  _id,
  navigation,
  header,
  footer,
  contact,
  elements,
  forms,
  jobs,
  consent,
  notFound,
  legal
}`)

export const SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  _id,
  companyName,
  brandName,
  tagline,
  masterBadge,
  menuNote,
  address,
  geo,
  phone,
  email,
  openingHours[]{ _key, label, days, byArrangement, opens, closes },
  emergencyNote,
  social,
  foundingYear,
  experienceYears,
  customerCount,
  experienceClaim,
  customersClaim,
  aggregateRating,
  quoteResponseHours,
  quoteResponseUnit,
  applicationResponseDays,
  applicationResponseUnit,
  serviceArea,
  registerCourt,
  registerNumber,
  managingDirector,
  vatId,
  agencyCredit{ name, url, address, "logo": logo${IMAGE} },
  titleTemplate,
  "defaultSeo": defaultSeo${SEO},
  "shareImage": shareImage${IMAGE}
}`)

/**
 * A menu entry (schemas/documents/menus.ts): an external address, or a page with the name it goes by in
 * menus. The page is a weak reference: gone or offline, `page` is null and the site leaves the entry
 * out. `target` keeps the referenced id in the result either way, so the entry's cache tag is there
 * while the page is offline and publishing it again brings the entry back (web/lib/sanity/dependencies.ts).
 */
const MENU_LINK = /* groq */ `{
  _key,
  kind,
  label,
  url,
  "target": page{ "_id": _ref },
  "page": page->{ _id, _type, "slug": slug.current, "name": coalesce(menuName, title) }
}`

/**
 * Everything the header and footer link to: the editors' menus (Studio: „Menüs“) with the names of the
 * pages they name, and the services by category (the services menu fills itself from them). Every page
 * shows it, so publishing the menus, a page named in them or a service refreshes every page.
 */
export const MENUS_QUERY = defineQuery(`{
  "menus": *[_type == "menus" && _id == "menus"][0]{
    _id,
    "header": header[]${MENU_LINK},
    "servicesMenu": servicesMenu{ mode, "columns": columns[]{ _key, heading, "links": links[]${MENU_LINK} } },
    "footer": footer[]{ _key, heading, fill, "links": links[]${MENU_LINK} }
  },
  "categories": *[_type == "serviceCategory"] | order(order asc){
    _id,
    title,
    "services": *[_type == "service" && category._ref == ^._id && defined(slug.current)] | order(order asc){
      _id,
      "slug": slug.current,
      "name": coalesce(menuName, title)
    }
  }
}`)

/** The fixed pages' names: SPEC.md's main navigation while no menus document exists. */
export const FIXED_PAGE_NAMES_QUERY = defineQuery(`*[_type in ${FIXED_PAGE_TYPES_GROQ}]{ _id, _type, "name": title }`)

/** Choices of the inquiry form's service select, in the order of the full list. */
export const INQUIRY_SERVICE_OPTIONS_QUERY =
  defineQuery(`*[_type == "service" && defined(slug.current)] | order(order asc){
  _id,
  "value": slug.current,
  "label": coalesce(formLabel, menuName, title)
}`)

export const SERVICE_SLUGS_QUERY = defineQuery(
  `*[_type == "service" && defined(slug.current)] | order(order asc).slug.current`,
)

export const SERVICE_QUERY = defineQuery(`*[_type == "service" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  "slug": slug.current,
  title,
  "menuName": coalesce(menuName, title),
  "category": category->{ _id, title },
  "card": card{ "title": coalesce(title, ^.title), description, "image": image${IMAGE} },
  "overview": *[_id == "servicesPage"][0]{ _id, title },
  "seo": seo${SEO},
  "sections": sections[]${SECTIONS}
}`)

/** A fixed page (shared/documents.ts); its id equals its type. */
export const FIXED_PAGE_QUERY = defineQuery(`*[_type in ${FIXED_PAGE_TYPES_GROQ} && _id == $id][0]${PAGE}`)

/** A landing page by its slug; null for an unknown or unpublished one (the route answers 404). */
export const LANDING_PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]${PAGE}`)

export const LANDING_PAGE_SLUGS_QUERY = defineQuery(`*[_type == "page" && defined(slug.current)].slug.current`)

export const LEGAL_PAGE_QUERY = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  intro,
  body,
  updatedAt,
  "seo": seo${SEO}
}`)

/**
 * What a job posting shows in the list and carries into its page. Whether it is still open is
 * decided by date where the time is known (web/lib/content/job-postings.ts), not in GROQ.
 */
const JOB_POSTING_FIELDS = /* groq */ `
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  employmentType,
  workLocation,
  workingHours,
  datePosted,
  validThrough,
  salary{ min, max, unit },
  summary`

/** Every job posting an editor wants shown, newest first; the reader drops those past „Gültig bis“. */
export const JOB_POSTINGS_QUERY = defineQuery(
  `*[_type == "jobPosting" && visible == true && defined(slug.current)] | order(datePosted desc, title asc){${JOB_POSTING_FIELDS}}`,
)

/**
 * The slugs of the shown postings still open on `$today` (the German calendar date, YYYY-MM-DD:
 * „Gültig bis“ is inclusive), for the proxy's list of addresses (web/lib/routing/published-slugs.ts).
 */
export const OPEN_JOB_POSTING_SLUGS_QUERY = defineQuery(
  `*[_type == "jobPosting" && visible == true && defined(slug.current) && validThrough >= $today].slug.current`,
)

/** One shown job posting by its slug with its full text; null for an unknown or hidden one. */
export const JOB_POSTING_QUERY =
  defineQuery(`*[_type == "jobPosting" && slug.current == $slug && visible == true][0]{${JOB_POSTING_FIELDS},
  "careers": *[_id == "careersPage"][0]{ _id, title },
  description,
  tasks,
  requirements,
  benefits
}`)

/**
 * What the proxy's redirect map is made of (web/lib/routing/published-slugs.ts, shared/redirects.ts):
 * the redirect documents and the previous slugs of services, landing pages and shown job postings.
 */
export const REDIRECT_RULES_QUERY = defineQuery(`{
  "redirects": *[_type == "redirect"]{ _id, _updatedAt, source, destination, permanent },
  "documents": *[_type in ["service", "page", "jobPosting"] && defined(slug.current) && count(previousSlugs) > 0]{
    _id, _type, _updatedAt, "slug": slug.current, previousSlugs
  }
}`)

/**
 * The images a page's share preview can show (web/lib/seo/share-image.ts picks one): the page's own
 * „Vorschaubild zum Teilen“, its hero image, and the settings' default. Looked up by the page's id.
 */
export const SHARE_IMAGE_QUERY = defineQuery(`{
  "page": *[_id == $id][0]{
    _id,
    "seoImage": seo.image${IMAGE},
    "heroImage": sections[_type == "heroSection"][0].image${IMAGE}
  },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ _id, "shareImage": shareImage${IMAGE} }
}`)

/** When each of the given documents last changed (the sitemap's lastmod). */
export const UPDATED_AT_QUERY = defineQuery(`*[_id in $ids]{ _id, _updatedAt }`)

/** The indexable pages (sitemap.xml, share pictures, IndexNow: web/lib/seo/indexable-pages.ts). */
export const SITEMAP_QUERY = defineQuery(`{
  "pages": *[_type in ${FIXED_PAGE_TYPES_GROQ} && seo.noIndex != true]{ _id, _type },
  "services": *[_type == "service" && defined(slug.current)] | order(order asc){ _id, "slug": slug.current },
  "landingPages": *[_type == "page" && defined(slug.current) && seo.noIndex != true] | order(slug.current asc){ _id, "slug": slug.current },
  "legalPages": *[_type == "legalPage" && seo.noIndex != true]{ _id, "slug": slug.current }
}`)

/** A document as the publishing webhook's projection announces it (npm run webhook:send). */
export const DOCUMENT_CHANGE_QUERY = defineQuery(`*[_id == $id][0]{ _id, _type, "slug": slug.current }`)

/**
 * Every published document whose texts the site shows, whole: „Vor dem Start“ (shared/launch-checks.ts)
 * looks for sample values in any of their fields. `$types` is LAUNCH_DOCUMENT_TYPES. Not a defineQuery:
 * its generated type would be the union of every document type (about 1,000 lines of sanity.types.ts),
 * while the checks read fields by path and take any document.
 */
export const LAUNCH_CHECK_QUERY = /* groq */ `*[_type in $types]`
