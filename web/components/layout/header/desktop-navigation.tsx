'use client'

import { ROUTES } from '@shared/routes'
import Link from 'next/link'
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { useOpenedOnce } from '@/components/ui/use-opened-once'
import { columnKey, type HeaderMenus, linkKey, opensServicesMenu } from '@/lib/content/menus'
import { MenuLink } from '../menu-link'
import { MenuCategoryLinks } from './menu-category'
import { currentPage, type HeaderTexts, isActive } from './navigation-model'

const MEGA_MENU_ID = 'mega-menu'
/** Lets the pointer travel from the Leistungen item into the open panel without it closing. */
const MEGA_MENU_CLOSE_DELAY_MS = 150

/** Desktop link styles; white on the dark hero while transparent, ink once the header is solid. */
function navLinkClass(scrolled: boolean, spacing = 'px-3.5 after:inset-x-3.5') {
  const tone = scrolled
    ? 'text-ink-soft hover:text-ink aria-[current=page]:text-ink after:bg-petrol-600 focus-visible:outline-petrol-700'
    : 'text-white/90 hover:text-white aria-[current=page]:text-white after:bg-gold-400'
  // .nav-link (web/app/globals.css): shape and underline, shared by every item.
  return `nav-link ${spacing} ${tone}`
}

/**
 * The main navigation from 1024 px: the editors' entries („Menüs“), and beside the entry to the services
 * overview a button that opens the mega-menu (also on hover; Escape closes it and returns focus to the button).
 */
export function DesktopNavigation({
  texts,
  menus,
  pathname,
  scrolled,
  menuNote,
}: {
  texts: HeaderTexts
  menus: HeaderMenus
  pathname: string
  scrolled: boolean
  menuNote: string
}) {
  const [open, setOpen] = useState(false)
  const servicesItemRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const pointerInside = useRef(false)
  const openedByHover = useRef(false)

  // The menu closes on every route change (adjusting state while rendering, as React recommends).
  const [renderedPathname, setRenderedPathname] = useState(pathname)
  if (pathname !== renderedPathname) {
    setRenderedPathname(pathname)
    setOpen(false)
  }

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), [])
  const close = useCallback(() => {
    cancelClose()
    openedByHover.current = false
    setOpen(false)
  }, [cancelClose])

  useEffect(() => cancelClose, [cancelClose])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focusWasInside = servicesItemRef.current?.contains(document.activeElement) ?? false
      close()
      if (focusWasInside) buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, close])

  function onPointerEnter(event: PointerEvent<HTMLLIElement>) {
    if (event.pointerType !== 'mouse') return
    pointerInside.current = true
    cancelClose()
    if (!open) {
      openedByHover.current = true
      setOpen(true)
    }
  }

  function onPointerLeave(event: PointerEvent<HTMLLIElement>) {
    if (event.pointerType !== 'mouse') return
    pointerInside.current = false
    cancelClose()
    closeTimer.current = window.setTimeout(close, MEGA_MENU_CLOSE_DELAY_MS)
  }

  function onButtonClick() {
    cancelClose()
    // A click right after hovering (the pointer has to cross the item first) keeps the panel open.
    if (openedByHover.current) {
      openedByHover.current = false
      setOpen(true)
      return
    }
    setOpen((value) => !value)
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget
    if (next instanceof Node && event.currentTarget.contains(next)) return
    // A click on a non-focusable spot inside the panel blurs without a new target.
    if (next === null && pointerInside.current) return
    close()
  }

  const servicesActive = isActive(pathname, ROUTES.services)

  return (
    <nav aria-label={texts.navigation.label} className="hidden h-full lg:block">
      <ul className="flex h-full items-center gap-0.5">
        {menus.header.map((item) =>
          opensServicesMenu(item, menus) ? (
            <li
              key={linkKey(item)}
              ref={servicesItemRef}
              className="flex h-full items-center"
              onPointerEnter={onPointerEnter}
              onPointerLeave={onPointerLeave}
              onBlur={onBlur}
            >
              <Link
                href={item.href}
                aria-current={currentPage(servicesActive)}
                className={navLinkClass(scrolled, 'pl-3.5 pr-1 after:left-3.5 after:right-1')}
              >
                {item.label}
              </Link>
              <button
                ref={buttonRef}
                type="button"
                aria-label={open ? texts.header.servicesMenuClose : texts.header.servicesMenuOpen}
                aria-expanded={open}
                aria-controls={MEGA_MENU_ID}
                onClick={onButtonClick}
                className={`mr-1 inline-flex size-8 items-center justify-center rounded-full transition-colors duration-200 ${
                  scrolled
                    ? 'text-ink-soft hover:bg-petrol-50 hover:text-ink focus-visible:outline-petrol-700'
                    : 'text-white/90 hover:bg-white/10 hover:text-white'
                }`}
              >
                <Icon
                  name="chevron-down"
                  className={`size-4 transition-transform duration-300 ${open ? 'rotate-180' : ''}`}
                />
              </button>
              <MegaMenu
                open={open}
                columns={menus.servicesMenu}
                pathname={pathname}
                note={menuNote}
                texts={texts}
                onNavigate={close}
              />
            </li>
          ) : (
            <li key={linkKey(item)} className="flex h-full items-center">
              <MenuLink
                link={item}
                pathname={pathname}
                newWindow={texts.newWindow}
                className={navLinkClass(scrolled)}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

function MegaMenu({
  open,
  columns,
  pathname,
  note,
  texts,
  onNavigate,
}: {
  open: boolean
  columns: HeaderMenus['servicesMenu']
  pathname: string
  note: string
  texts: HeaderTexts
  onNavigate: () => void
}) {
  const titleIdPrefix = useId()
  // The panel (aria-controls target) is always there; its links from the first opening on.
  const rendered = useOpenedOnce(open)
  return (
    <div
      id={MEGA_MENU_ID}
      className={`absolute inset-x-5 top-full pt-2 duration-200 ease-out md:inset-x-8 ${
        open
          ? 'visible translate-y-0 opacity-100 transition-[opacity,translate]'
          : 'invisible -translate-y-1 opacity-0 transition-[opacity,translate,visibility]'
      }`}
    >
      {rendered ? (
        <div className="surface-light overflow-hidden rounded-card bg-white text-ink shadow-lift ring-1 ring-line/70">
          <div className="grid grid-cols-4 gap-x-8 p-8 xl:gap-x-10 xl:p-10">
            {columns.map((column, index) => (
              <MenuCategoryLinks
                key={columnKey(column)}
                look="megaMenu"
                titleId={`${titleIdPrefix}-${index}`}
                column={column}
                pathname={pathname}
                newWindow={texts.newWindow}
                onNavigate={onNavigate}
              />
            ))}
          </div>
          <div className="flex items-center justify-between gap-6 border-t border-line bg-sand px-8 py-5 xl:px-10">
            <p className="text-[0.95rem] text-ink-soft">{note}</p>
            <div className="flex shrink-0 items-center gap-3">
              <Link
                href={ROUTES.services}
                aria-current={currentPage(pathname === ROUTES.services)}
                onClick={onNavigate}
                className={buttonClasses('ghost', 'md', 'focus-visible:outline-petrol-700')}
              >
                {texts.header.allServices}
              </Link>
              <Link
                href={ROUTES.contact}
                onClick={onNavigate}
                className={buttonClasses('secondary', 'md', 'focus-visible:outline-petrol-700')}
              >
                {texts.header.megaMenuCta}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  )
}
