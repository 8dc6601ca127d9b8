import { ROUTES } from '@shared/routes'
import type { SiteTexts } from '@/lib/content'

/** What the header says (site texts: navigation, header, and „(öffnet in neuem Fenster)“ for links to other websites). */
export type HeaderTexts = Pick<SiteTexts, 'navigation' | 'header'> & { newWindow: string }

/** Home matches exactly; every other section also owns its sub-pages (/leistungen/winterdienst → Leistungen). */
export function isActive(pathname: string, href: string) {
  if (href === ROUTES.home) return pathname === ROUTES.home
  return pathname === href || pathname.startsWith(`${href}/`)
}

export function currentPage(active: boolean): 'page' | undefined {
  return active ? 'page' : undefined
}
