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
