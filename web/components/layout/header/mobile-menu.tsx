'use client'

import { ROUTES } from '@shared/routes'
import Link from 'next/link'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Logo } from '@/components/layout/logo'
import { QuoteButton } from '@/components/layout/quote-button'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { ModalCloseButton, ModalDialog } from '@/components/ui/modal-dialog'
import { useOpenedOnce } from '@/components/ui/use-opened-once'
import { MOBILE_MENU_BREAKPOINT_PX } from '@/lib/constants'
import { columnKey, type HeaderMenus, linkKey, opensServicesMenu } from '@/lib/content/menus'
import { MenuLink } from '../menu-link'
import { MenuCategoryLinks } from './menu-category'
import { currentPage, type HeaderTexts, isActive } from './navigation-model'

export const MOBILE_MENU_ID = 'mobile-menu'

/**
 * The full-screen menu below 1024 px, a modal dialog (ModalDialog): the rest of the page is
 * inert and does not scroll, Escape closes it, and so does reaching the breakpoint.
 */
export function MobileMenu({
  open,
  returnFocus,
  onClose,
  texts,
  brandName,
  menus,
  pathname,
  phone,
}: {
  open: boolean
  /** Whether closing gives focus back to the toggle (Escape, the close button), not after a navigation. */
  returnFocus: boolean
  onClose: (returnFocus: boolean) => void
  texts: HeaderTexts
  brandName: string
  menus: HeaderMenus
  pathname: string
  phone: ReactNode
}) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const servicesId = useId()
  const servicesActive = isActive(pathname, ROUTES.services)
  const [servicesOpen, setServicesOpen] = useState(false)
  // The dialog (aria-controls target) is always there; its contents from the first opening on.
  const rendered = useOpenedOnce(open)

  useEffect(() => {
    if (!open) return
    setServicesOpen(isActive(window.location.pathname, ROUTES.services))
    const desktop = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`)
    const onBreakpoint = () => {
      if (desktop.matches) onClose(false)
    }
    onBreakpoint()
    desktop.addEventListener('change', onBreakpoint)
    return () => desktop.removeEventListener('change', onBreakpoint)
  }, [open, onClose])

  const afterNavigation = () => onClose(false)

  return (
    // Fades in from its first frame (@starting-style) and out before it leaves the top layer
    // (display and overlay transition as discrete steps at the end).
    <ModalDialog
      open={open}
      onClose={() => onClose(true)}
      returnFocus={returnFocus}
      initialFocus={() => closeRef.current}
      id={MOBILE_MENU_ID}
      aria-label={texts.header.mobileMenuLabel}
      className="surface-dark fixed inset-0 m-0 size-full max-h-none max-w-none flex-col overflow-y-auto overscroll-contain bg-petrol-950 p-0 text-white opacity-0 transition-[opacity,display,overlay] transition-discrete duration-300 ease-out backdrop:bg-transparent open:flex open:opacity-100 starting:open:opacity-0"
    >
      {rendered ? (
        <>
          <div className="container-page flex h-20 shrink-0 items-center justify-between">
            <span aria-hidden="true">
              <Logo brandName={brandName} tone="light" />
            </span>
            <ModalCloseButton
              ref={closeRef}
              label={texts.header.mobileMenuClose}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-white transition-colors duration-200 hover:bg-white/10"
            />
          </div>

          <nav aria-label={texts.navigation.label} className="container-page flex flex-1 flex-col pt-4 pb-10">
            <ul className="divide-y divide-white/10 border-y border-white/10">
              {menus.header.map((item) =>
                opensServicesMenu(item, menus) ? (
                  <li key={linkKey(item)}>
                    <button
                      type="button"
                      aria-expanded={servicesOpen}
                      aria-controls={servicesId}
                      onClick={() => setServicesOpen((value) => !value)}
                      className={`flex min-h-16 w-full items-center justify-between gap-4 text-left font-display text-2xl font-bold transition-colors duration-200 hover:text-gold-300 ${
                        servicesActive ? 'text-gold-300' : 'text-white'
                      }`}
                    >
                      {item.label}
                      <span className="inline-flex size-11 items-center justify-center rounded-full border border-white/15">
                        <Icon
                          name="chevron-down"
                          className={`size-5 transition-transform duration-300 ${servicesOpen ? 'rotate-180' : ''}`}
                        />
                      </span>
                    </button>
                    <div
                      id={servicesId}
                      // Collapsed links are invisible, so Tab skips them; the menu's fade-out collapses it too.
                      className={`grid duration-300 ease-out ${
                        open && servicesOpen
                          ? 'visible grid-rows-[1fr] transition-[grid-template-rows]'
                          : 'invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]'
                      }`}
                    >
                      <div className="overflow-hidden">
                        <div className="pt-1 pb-7">
                          <Link
                            href={ROUTES.services}
                            aria-current={currentPage(pathname === ROUTES.services)}
                            onClick={afterNavigation}
                            className="inline-flex min-h-11 items-center gap-2 font-display font-bold text-gold-300 hover:text-gold-400"
                          >
                            {texts.header.allServices}
                            <Icon name="arrow-right" className="size-4" />
                          </Link>
                          <div className="mt-4 grid gap-x-8 gap-y-6 sm:grid-cols-2">
                            {menus.servicesMenu.map((column, index) => (
                              <MenuCategoryLinks
                                key={columnKey(column)}
                                look="mobileMenu"
                                titleId={`${servicesId}-${index}`}
                                column={column}
                                pathname={pathname}
                                newWindow={texts.newWindow}
                                onNavigate={afterNavigation}
                              />
                            ))}
                          </div>
                        </div>
                      </div>
                    </div>
                  </li>
                ) : (
                  <li key={linkKey(item)}>
                    <MenuLink
                      link={item}
                      pathname={pathname}
                      newWindow={texts.newWindow}
                      onNavigate={afterNavigation}
                      className="flex min-h-16 items-center font-display text-2xl font-bold text-white transition-colors duration-200 hover:text-gold-300 aria-[current=page]:text-gold-300"
                    />
                  </li>
                ),
              )}
            </ul>

            <div className="mt-auto grid gap-3 pt-10 sm:grid-cols-2">
              <QuoteButton className={buttonClasses('primary', 'lg', 'w-full')} onNavigate={afterNavigation}>
                {texts.header.quoteButton}
              </QuoteButton>
              {phone}
            </div>
          </nav>
        </>
      ) : null}
    </ModalDialog>
  )
}

/** The phone button of the mobile menu. */
export function MobilePhoneButton({ href, phone, label }: { href: string; phone: string; label: string }) {
  return (
    <a href={href} className={buttonClasses('light', 'lg', 'w-full tabular-nums')}>
      <Icon name="phone" className="size-5" />
      <span className="sr-only">{label} </span>
      {phone}
    </a>
  )
}
