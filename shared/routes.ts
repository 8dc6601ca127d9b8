/** Paths of the site, named once. */
export const ROUTES = {
  home: '/',
  about: '/ueber-uns',
  services: '/leistungen',
  service: (slug: string) => `/leistungen/${slug}`,
  careers: '/karriere',
  jobPosting: (slug: string) => `/karriere/${slug}`,
  /** The quick application on one page, for visitors without JavaScript. */
  applicationForm: '/karriere/bewerbung',
  applicationSent: '/karriere/bewerbung/danke',
  contact: '/kontakt',
  inquirySent: '/kontakt/danke',
  imprint: '/impressum',
  privacy: '/datenschutz',
  accessibility: '/barrierefreiheit',
  landingPage: (slug: string) => `/${slug}`,
} as const

/** Anchors other components scroll to. */
export const ANCHORS = {
  inquiry: 'unverbindliche-anfrage',
  serviceContact: 'contact-form',
  application: 'schnellbewerbung',
  jobPostings: 'stellenangebote',
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
