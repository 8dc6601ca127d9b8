import Link from 'next/link'
import type { ReactNode } from 'react'
import type { MenuLink as MenuLinkData } from '@/lib/content/menus'
import { currentPage, isActive } from './header/navigation-model'

/**
 * One entry of a menu: a page of the site (marked as the current page where it is), or another website,
 * which opens in a new window and says so to screen readers.
 */
export function MenuLink({
  link,
  pathname,
  className,
  newWindow,
  onNavigate,
  children,
}: {
  link: MenuLinkData
  /** The current path; null where no link is marked as current (the footer). */
  pathname: string | null
  className: string
  /** „(öffnet in neuem Fenster)“ from the site texts. */
  newWindow: string
  onNavigate?: () => void
  /** What follows the label (an arrow). */
  children?: ReactNode
}) {
  if (link.external)
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate} className={className}>
        {link.label}
        <span className="sr-only"> {newWindow}</span>
        {children}
      </a>
    )
  return (
    <Link
      href={link.href}
      aria-current={pathname === null ? undefined : currentPage(isActive(pathname, link.href))}
      onClick={onNavigate}
      className={className}
    >
      {link.label}
      {children}
    </Link>
  )
}
