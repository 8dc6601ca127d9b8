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

const TESTIMONIAL = /* groq */ `{ _id, name, role, town, text, rating }`

const FEATURE = /* groq */ `{ _key, icon, title, text }`

const SERVICE_CARD = /* groq */ `{
  _id,
  "slug": slug.current,
  title,
  menuName,
  "card": card{ title, description, features, "image": image${IMAGE} }
}`

export const SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  _id,
  companyName,
  brandName,
  legalForm,
  tagline,
  masterBadge,
  menuNote,
  address,
  geo,
  phone,
  phoneE164,
  email,
  openingHours[]{ _key, label, days, byArrangement, opens, closes },
  emergencyNote,
  social,
  foundingYear,
  experienceClaim,
  customersClaim,
  aggregateRating,
  quoteResponseHours,
  applicationResponseDays,
  serviceArea,
  registerCourt,
  registerNumber,
  managingDirector,
  vatId,
  agencyCredit{ name, url, address, "logo": logo${IMAGE} },
  titleTemplate,
  "defaultSeo": defaultSeo${SEO}
}`)

/** The services menu: categories in column order, each with its services. */
export const NAVIGATION_QUERY = defineQuery(`*[_type == "serviceCategory"] | order(order asc){
  _id,
  title,
  "services": *[_type == "service" && category._ref == ^._id && defined(slug.current)] | order(order asc){
    _id,
    "slug": slug.current,
    menuName
  }
}`)

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

export const SERVICE_CARDS_QUERY = defineQuery(
  `*[_type == "service" && defined(slug.current)] | order(order asc)${SERVICE_CARD}`,
)

export const SERVICE_QUERY = defineQuery(`*[_type == "service" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  "slug": slug.current,
  title,
  menuName,
  "category": category->{ _id, title },
  "card": card{ title, description, "image": image${IMAGE} },
  "seo": seo${SEO},
  sections[]{
    _key,
    _type,
    _type == "serviceHeroSection" => {
      eyebrow, headline, subline, highlights, buttonLabel, phoneLabel, "image": image${IMAGE}
    },
    _type == "cardsSection" => { heading, intro, "cards": cards[]${FEATURE} },
    _type == "processSection" => { heading, intro, "steps": steps[]{ _key, title, text } },
    _type == "testimonialsSection" => { heading, intro, "testimonials": testimonials[]->${TESTIMONIAL} },
    _type == "confidentialitySection" => { heading, text, points },
    _type == "ctaBandSection" => { heading, text, buttonLabel, phoneLabel },
    _type == "whyChooseSection" => { heading, intro, "items": items[]${FEATURE}, "image": image${IMAGE} },
    _type == "beforeAfterSection" => {
      heading, intro, beforeLabel, afterLabel, caption,
      "before": before${IMAGE},
      "after": after${IMAGE}
    },
    _type == "intervalsSection" => { heading, intro, "options": options[]${FEATURE} },
    _type == "textSection" => { eyebrow, heading, body, "items": items[]${FEATURE}, "image": image${IMAGE} },
    _type == "contactSection" => { heading, text }
  }
}`)

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  _id,
  "hero": hero{ eyebrow, headline, subline, buttonLabel, "image": image${IMAGE} },
  "servicesSection": servicesSection{
    heading, intro, allServicesLabel,
    "services": featuredServices[]->${SERVICE_CARD}
  },
  "aboutSection": aboutSection{
    eyebrow, heading, body, linkLabel, "highlights": highlights[]${FEATURE}, "image": image${IMAGE}
  },
  applicationCta,
  "testimonialsSection": testimonialsSection{ heading, intro, "testimonials": testimonials[]->${TESTIMONIAL} },
  contactSection,
  "seo": seo${SEO}
}`)

export const SERVICES_PAGE_QUERY = defineQuery(`*[_type == "servicesPage" && _id == "servicesPage"][0]{
  _id,
  "hero": hero{ eyebrow, headline, subline, "image": image${IMAGE} },
  intro,
  contactCta,
  "seo": seo${SEO}
}`)

export const ABOUT_PAGE_QUERY = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  _id,
  "hero": hero{ eyebrow, headline, subline, "image": image${IMAGE} },
  "story": story{ eyebrow, heading, body, "image": image${IMAGE} },
  "strengths": strengths{ heading, intro, "items": items[]${FEATURE} },
  awardsSection,
  membershipsSection,
  cta,
  "awards": *[_type == "award"] | order(year desc){ _id, title, level, year, issuer, description, "image": image${IMAGE} },
  "memberships": *[_type == "membership"] | order(order asc){ _id, name, description, url },
  "seo": seo${SEO}
}`)

export const CAREERS_PAGE_QUERY = defineQuery(`*[_type == "careersPage" && _id == "careersPage"][0]{
  _id,
  "hero": hero{ eyebrow, headline, subline, "image": image${IMAGE} },
  heroButtonLabel,
  "benefits": benefits{ heading, intro, "items": items[]${FEATURE} },
  "process": process{ heading, intro, "steps": steps[]{ _key, title, text } },
  applicationCta,
  questions,
  "seo": seo${SEO}
}`)

export const CONTACT_PAGE_QUERY = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  _id,
  "hero": hero{ eyebrow, headline, subline, "image": image${IMAGE} },
  cards,
  "reasons": reasons{ heading, intro, "items": items[]${FEATURE} },
  serviceArea,
  formSection,
  map,
  "seo": seo${SEO}
}`)

export const LEGAL_PAGE_QUERY = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  intro,
  body,
  updatedAt,
  "seo": seo${SEO}
}`)

/** Last-modified dates for sitemap.xml. */
export const SITEMAP_QUERY = defineQuery(`{
  "pages": *[_type in ["homePage", "servicesPage", "aboutPage", "careersPage", "contactPage"]]{ _id, _type, _updatedAt },
  "services": *[_type == "service" && defined(slug.current)] | order(order asc){ _id, "slug": slug.current, _updatedAt },
  "legalPages": *[_type == "legalPage" && seo.noIndex != true]{ _id, "slug": slug.current, _updatedAt }
}`)

/** A document as the publishing webhook's projection announces it (npm run webhook:send). */
export const DOCUMENT_CHANGE_QUERY = defineQuery(`*[_id == $id][0]{ _id, _type, "slug": slug.current }`)
