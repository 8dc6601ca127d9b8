import { ROUTES } from '@shared/routes'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { currentPage, isActive, type MenuCategory } from './navigation-model'

/** The two looks of a service category: on the mega-menu's white panel, and in the dark mobile menu. */
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
 * One category of the services menu: its title, and the list of its services it names
 * (aria-labelledby), the current one marked. Both menus render their categories with it.
 */
export function MenuCategoryLinks({
  category,
  titleId,
  pathname,
  onNavigate,
  look,
}: {
  category: MenuCategory
  titleId: string
  pathname: string
  onNavigate: () => void
  look: keyof typeof LOOKS
}) {
  const classes = LOOKS[look]
  return (
    <div>
      <p id={titleId} className={classes.title}>
        {category.title}
      </p>
      <ul aria-labelledby={titleId} className={classes.list}>
        {category.services.map((service) => {
          const href = ROUTES.service(service.slug)
          return (
            <li key={service.slug}>
              <Link
                href={href}
                aria-current={currentPage(isActive(pathname, href))}
                onClick={onNavigate}
                className={classes.link}
              >
                {service.name}
                {classes.arrow ? (
                  <Icon
                    name="arrow-right"
                    className="size-3.5 shrink-0 -translate-x-1 text-petrol-600 opacity-0 transition-[opacity,translate] duration-200 group-hover:translate-x-0 group-hover:opacity-100"
                  />
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
