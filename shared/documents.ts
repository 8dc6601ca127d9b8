import { ROUTES } from './routes'

/**
 * Document types the site and the Studio both rely on by name, listed once.
 *
 * The five fixed pages stay five schema types (docs/decisions.md, "Fixed pages: five types"):
 * each is a singleton whose id equals its type, with rules of its own (Home and Kontakt need the
 * inquiry form, Karriere the application call).
 */
export const FIXED_PAGE_TYPES = ['homePage', 'servicesPage', 'aboutPage', 'careersPage', 'contactPage'] as const

export type FixedPageType = (typeof FIXED_PAGE_TYPES)[number]

/** Each fixed page's address and the name editors know it by (Studio list, Presentation tool). */
export const FIXED_PAGES: Record<FixedPageType, { path: string; title: string }> = {
  homePage: { path: ROUTES.home, title: 'Startseite' },
  servicesPage: { path: ROUTES.services, title: 'Leistungen (Übersicht)' },
  aboutPage: { path: ROUTES.about, title: 'Über uns' },
  careersPage: { path: ROUTES.careers, title: 'Karriere' },
  contactPage: { path: ROUTES.contact, title: 'Kontakt' },
}

/** Where a page document lives; null for a document type without a page or a page without a slug. */
export function documentPath(
  document: { _type: string | null; slug?: string | null } | null | undefined,
): string | null {
  const type = document?._type
  if (isFixedPageType(type)) return FIXED_PAGES[type].path
  if (!document?.slug) return null
  switch (type) {
    case 'service':
      return ROUTES.service(document.slug)
    case 'page':
      return ROUTES.landingPage(document.slug)
    case 'jobPosting':
      return ROUTES.jobPosting(document.slug)
    // Only the legal texts with a route of their own; another legalPage has no page.
    case 'legalPage':
      return isLegalPageSlug(document.slug) ? LEGAL_PAGES[document.slug].path : null
    default:
      return null
  }
}

/** The legal texts (legalPage documents, by slug); each has a route of its own. */
export const LEGAL_PAGE_SLUGS = ['impressum', 'datenschutz', 'barrierefreiheit'] as const

export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number]

export const LEGAL_PAGES: Record<LegalPageSlug, { path: string; title: string }> = {
  impressum: { path: ROUTES.imprint, title: 'Impressum' },
  datenschutz: { path: ROUTES.privacy, title: 'Datenschutz' },
  barrierefreiheit: { path: ROUTES.accessibility, title: 'Barrierefreiheit' },
}

export function isLegalPageSlug(slug: string | null | undefined): slug is LegalPageSlug {
  return (LEGAL_PAGE_SLUGS as readonly (string | null | undefined)[]).includes(slug)
}

export function isFixedPageType(type: string | null | undefined): type is FixedPageType {
  return (FIXED_PAGE_TYPES as readonly (string | null | undefined)[]).includes(type)
}

type GroqList<T extends readonly string[]> = T extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? Rest extends readonly []
    ? `"${First}"`
    : `"${First}", ${GroqList<Rest>}`
  : never

/**
 * FIXED_PAGE_TYPES as a GROQ array, for the queries TypeGen reads (it evaluates string
 * constants, not code).
 */
export const FIXED_PAGE_TYPES_GROQ = '["homePage", "servicesPage", "aboutPage", "careersPage", "contactPage"]'

/** The type check fails here when FIXED_PAGE_TYPES_GROQ does not spell FIXED_PAGE_TYPES. */
type FixedPageTypesGroqIsInStep = typeof FIXED_PAGE_TYPES_GROQ extends `[${GroqList<typeof FIXED_PAGE_TYPES>}]`
  ? true
  : never
const inStep: FixedPageTypesGroqIsInStep = true
void inStep

/** Documents that exist exactly once, under a fixed id equal to their type. */
export const SINGLETON_TYPES = ['siteSettings', 'siteTexts', 'menus', ...FIXED_PAGE_TYPES] as const

/** Documents that are pages of their own: the fixed pages, services and landing pages. */
export const PAGE_DOCUMENT_TYPES = [...FIXED_PAGE_TYPES, 'service', 'page'] as const
