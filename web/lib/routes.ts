/** Paths of the site, named once. */
export const ROUTES = {
  home: '/',
  about: '/ueber-uns',
  services: '/leistungen',
  service: (slug: string) => `/leistungen/${slug}`,
  careers: '/karriere',
  /** The quick application on one page, for visitors without JavaScript. */
  applicationForm: '/karriere/bewerbung',
  applicationSent: '/karriere/bewerbung/danke',
  contact: '/kontakt',
  inquirySent: '/kontakt/danke',
  imprint: '/impressum',
  privacy: '/datenschutz',
  landingPage: (slug: string) => `/${slug}`,
  studio: '/studio',
} as const

/** Where a page document lives; null for a document type without a page or a page without a slug. */
export function documentPath(
  document: { _type: string | null; slug?: string | null } | null | undefined,
): string | null {
  switch (document?._type) {
    case 'homePage':
      return ROUTES.home
    case 'servicesPage':
      return ROUTES.services
    case 'aboutPage':
      return ROUTES.about
    case 'careersPage':
      return ROUTES.careers
    case 'contactPage':
      return ROUTES.contact
    case 'service':
      return document.slug ? ROUTES.service(document.slug) : null
    case 'page':
      return document.slug ? ROUTES.landingPage(document.slug) : null
    // Only the two legal texts with a route of their own; another legalPage has no page.
    case 'legalPage':
      return document.slug === 'impressum' ? ROUTES.imprint : document.slug === 'datenschutz' ? ROUTES.privacy : null
    default:
      return null
  }
}

/** Anchors other components scroll to. */
export const ANCHORS = {
  inquiry: 'unverbindliche-anfrage',
  serviceContact: 'contact-form',
  application: 'schnellbewerbung',
  map: 'map',
  main: 'inhalt',
} as const

/** The main navigation in SPEC.md's order, labelled by the site texts („Navigation“). */
export function mainNavigation(labels: {
  home: string
  about: string
  services: string
  careers: string
  contact: string
}) {
  return [
    { label: labels.home, href: ROUTES.home },
    { label: labels.about, href: ROUTES.about },
    { label: labels.services, href: ROUTES.services },
    { label: labels.careers, href: ROUTES.careers },
    { label: labels.contact, href: ROUTES.contact },
  ] as const
}
