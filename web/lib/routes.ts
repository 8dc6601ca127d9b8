/** Paths of the site, named once. */
export const ROUTES = {
  home: '/',
  about: '/ueber-uns',
  services: '/leistungen',
  service: (slug: string) => `/leistungen/${slug}`,
  careers: '/karriere',
  contact: '/kontakt',
  imprint: '/impressum',
  privacy: '/datenschutz',
  studio: '/studio',
} as const

/** Anchors other components scroll to. */
export const ANCHORS = {
  inquiry: 'unverbindliche-anfrage',
  serviceContact: 'contact-form',
  map: 'map',
  main: 'inhalt',
} as const

export const MAIN_NAVIGATION = [
  { label: 'Home', href: ROUTES.home },
  { label: 'Über uns', href: ROUTES.about },
  { label: 'Leistungen', href: ROUTES.services },
  { label: 'Karriere', href: ROUTES.careers },
  { label: 'Kontakt', href: ROUTES.contact },
] as const
