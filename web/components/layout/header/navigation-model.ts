import { ROUTES } from '@shared/routes'
import type { SiteTexts } from '@/lib/content'
import type { NAVIGATION_QUERY_RESULT } from '@/lib/sanity/sanity.types'

/** What the header says (site texts: navigation and header). */
export type HeaderTexts = Pick<SiteTexts, 'navigation' | 'header'>

export type MenuService = { slug: string; name: string }
export type MenuCategory = { id: string; title: string; services: MenuService[] }

/** The services menu: categories in order, each with its services that have a menu name. */
export function menuCategories(navigation: NAVIGATION_QUERY_RESULT): MenuCategory[] {
  return navigation.map((category) => ({
    id: category._id,
    title: category.title ?? '',
    services: category.services.flatMap((service) =>
      service.slug && service.menuName ? [{ slug: service.slug, name: service.menuName }] : [],
    ),
  }))
}

/** Home matches exactly; every other section also owns its sub-pages (/leistungen/winterdienst → Leistungen). */
export function isActive(pathname: string, href: string) {
  if (href === ROUTES.home) return pathname === ROUTES.home
  return pathname === href || pathname.startsWith(`${href}/`)
}

export function currentPage(active: boolean): 'page' | undefined {
  return active ? 'page' : undefined
}
