import type { Menus } from '@/lib/sanity/sanity.types'
import type { Seed } from './types'

/** A menu entry to a fixed page, named by the page itself (its „Name der Seite“). */
const fixedPage = (type: 'homePage' | 'aboutPage' | 'servicesPage' | 'careersPage' | 'contactPage') => ({
  _type: 'menuLink' as const,
  kind: 'page' as const,
  page: { _type: 'reference' as const, _ref: type, _weak: true },
})

/** SPEC.md's menus: the five fixed pages, the services menu by category, two link columns in the footer. */
export const menus: Seed<Menus> = {
  _id: 'menus',
  _type: 'menus',
  header: [
    fixedPage('homePage'),
    fixedPage('aboutPage'),
    fixedPage('servicesPage'),
    fixedPage('careersPage'),
    fixedPage('contactPage'),
  ],
  servicesMenu: { mode: 'categories' },
  footer: [
    { _type: 'footerColumn', heading: 'Navigation', fill: 'mainMenu' },
    { _type: 'footerColumn', heading: 'Leistungen', fill: 'services' },
  ],
}
