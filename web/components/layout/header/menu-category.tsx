import { Icon } from '@/components/ui/icon'
import { linkKey, type MenuColumn } from '@/lib/content/menus'
import { MenuLink } from '../menu-link'

/** The two looks of a column of the services menu: on the mega-menu's white panel, and in the dark mobile menu. */
const LOOKS = {
  megaMenu: {
    title: 'eyebrow',
    list: '-mx-3 mt-4 space-y-0.5',
    link: 'group flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-[0.95rem] leading-snug font-medium text-ink-soft transition-colors duration-150 hover:bg-petrol-50 hover:text-ink focus-visible:outline-petrol-700 aria-[current=page]:bg-petrol-50 aria-[current=page]:font-semibold aria-[current=page]:text-petrol-700',
    arrow: true,
  },
  mobileMenu: {
    title: 'eyebrow text-petrol-200',
    list: 'mt-1',
    link: 'flex min-h-11 items-center text-base text-petrol-100 transition-colors duration-150 hover:text-white aria-[current=page]:font-semibold aria-[current=page]:text-gold-300',
    arrow: false,
  },
} as const

/**
 * One column of the services menu (a category, or a column an editor made): its heading, and the list
 * of links it names (aria-labelledby), the current one marked. Both menus render their columns with it.
 */
export function MenuCategoryLinks({
  column,
  titleId,
  pathname,
  newWindow,
  onNavigate,
  look,
}: {
  column: MenuColumn
  titleId: string
  pathname: string
  newWindow: string
  onNavigate: () => void
  look: keyof typeof LOOKS
}) {
  const classes = LOOKS[look]
  return (
    <div>
      <p id={titleId} className={classes.title}>
        {column.heading}
      </p>
      <ul aria-labelledby={titleId} className={classes.list}>
        {column.links.map((link) => (
          <li key={linkKey(link)}>
            <MenuLink
              link={link}
              pathname={pathname}
              newWindow={newWindow}
              onNavigate={onNavigate}
              className={classes.link}
            >
              {classes.arrow ? (
                <Icon
                  name="arrow-right"
                  className="size-3.5 shrink-0 -translate-x-1 text-petrol-600 opacity-0 transition-[opacity,translate] duration-200 group-hover:translate-x-0 group-hover:opacity-100"
                />
              ) : null}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
