import { documentPath, FIXED_PAGES, type FixedPageType } from '@shared/documents'
import { ROUTES } from '@shared/routes'
import type { FIXED_PAGE_NAMES_QUERY_RESULT, MENUS_QUERY_RESULT } from '@/lib/sanity/sanity.types'

/** One link of a menu, ready to render: its label and address. */
export type MenuLink = {
  /** An editor's entry's key (a page may be listed twice); a filled-in service goes by its `href` (`linkKey`). */
  key?: string
  label: string
  href: string
  /** Another website (opens in a new window); absent for a page of the site. */
  external?: true
}

/** A titled list of links: a column of the services menu or of the footer. */
export type MenuColumn = {
  /** An editor's column's key; a category's column goes by its heading (`columnKey`). */
  key?: string
  heading: string
  links: MenuLink[]
  /** Ends with the link to all services (the footer's services column; site texts name it). */
  allServices?: true
}

/** What the header needs of the menus (its client code gets no more than it shows). */
export type HeaderMenus = Pick<Menus, 'header' | 'servicesMenu'>

/** What the header (desktop and phone) and the footer link to (Studio: „Menüs“). */
export type Menus = {
  header: MenuLink[]
  /** The columns of the menu that opens at the header's entry for /leistungen. */
  servicesMenu: MenuColumn[]
  footer: MenuColumn[]
}

type Result = NonNullable<MENUS_QUERY_RESULT>
type LinkResult = NonNullable<NonNullable<NonNullable<Result['menus']>['header']>[number]>

/** SPEC.md's main navigation: the default while no menus document exists. */
const SPEC_HEADER: FixedPageType[] = ['homePage', 'aboutPage', 'servicesPage', 'careersPage', 'contactPage']

/**
 * An editor's entry as a link; null when it leads nowhere (its page deleted or offline, no address):
 * the entry is left out, never a dead link.
 */
function menuLink(entry: LinkResult | null | undefined): MenuLink | null {
  if (!entry) return null
  if (entry.kind === 'url') {
    return entry.url && entry.label
      ? { key: entry._key, label: entry.label, href: entry.url, external: true as const }
      : null
  }
  const href = documentPath(entry.page)
  const label = entry.label?.trim() || entry.page?.name
  return href && label ? { key: entry._key, label, href } : null
}

function menuLinks(entries: (LinkResult | null)[] | null | undefined): MenuLink[] {
  return (entries ?? []).flatMap((entry) => menuLink(entry) ?? [])
}

/** The services by category, each category a column. */
function categoryColumns(categories: Result['categories']): MenuColumn[] {
  return categories.flatMap((category) => {
    const links = category.services.flatMap((service) =>
      service.slug && service.name ? [{ label: service.name, href: ROUTES.service(service.slug) }] : [],
    )
    return category.title && links.length > 0 ? [{ heading: category.title, links }] : []
  })
}

/**
 * The menus as the site shows them, from the editors' document; while it is missing (a dataset from
 * before it existed), SPEC.md's main navigation with the fixed pages' names (`fixedPages`, read only then)
 * and no link columns in the footer.
 */
export async function menusFromContent(
  { menus, categories }: Result,
  fixedPages: () => Promise<FIXED_PAGE_NAMES_QUERY_RESULT>,
): Promise<Menus> {
  const byCategory = categoryColumns(categories)
  if (!menus) {
    const names = await fixedPages()
    const header = SPEC_HEADER.flatMap((type) => {
      const name = names.find((page) => page._type === type)?.name
      return name ? [{ key: type, label: name, href: FIXED_PAGES[type].path }] : []
    })
    return { header, servicesMenu: byCategory, footer: [] }
  }
  const header = menuLinks(menus.header)
  const servicesMenu =
    menus.servicesMenu?.mode === 'custom'
      ? (menus.servicesMenu.columns ?? []).flatMap((column) => {
          const links = menuLinks(column.links)
          return column.heading && links.length > 0 ? [{ key: column._key, heading: column.heading, links }] : []
        })
      : byCategory
  const footer = (menus.footer ?? []).flatMap((column) => {
    const own = menuLinks(column.links)
    const filled =
      column.fill === 'mainMenu'
        ? header
        : column.fill === 'services'
          ? byCategory.flatMap((category) => category.links.slice(0, 1))
          : []
    const links = [...filled, ...own.filter((link) => !filled.some((entry) => entry.href === link.href))]
    const allServices = column.fill === 'services'
    return column.heading && (links.length > 0 || allServices)
      ? [{ key: column._key, heading: column.heading, links, ...(allServices ? { allServices: true as const } : {}) }]
      : []
  })
  return { header, servicesMenu, footer }
}

/** The React key of a link in a list: the editor's entry, else its address (unique among a category's services). */
export function linkKey(link: MenuLink): string {
  return link.key ?? link.href
}

/** The React key of a column: the editor's column, else its heading (a category's title). */
export function columnKey(column: MenuColumn): string {
  return column.key ?? column.heading
}

/** Whether a header entry opens the services menu: the one to the services overview, when that menu has columns. */
export function opensServicesMenu(link: MenuLink, menus: HeaderMenus): boolean {
  return !link.external && link.href === ROUTES.services && menus.servicesMenu.length > 0
}
