'use client'

import { ANCHORS, ROUTES } from '@shared/routes'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useState } from 'react'
import { Logo } from '@/components/layout/logo'
import { QuoteButton } from '@/components/layout/quote-button'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import type { HeaderMenus } from '@/lib/content/menus'
import { DesktopNavigation } from './desktop-navigation'
import { MOBILE_MENU_ID, MobileMenu, MobilePhoneButton } from './mobile-menu'
import type { HeaderTexts } from './navigation-model'
import { useScrolled } from './use-scrolled'

/**
 * The fixed header (SPEC.md §2): skip link, logo, the editors' main menu with the services mega-menu,
 * phone and „Angebot anfragen“; transparent over the hero, solid after 10 px of scrolling;
 * below 1024 px a toggle opens the full-screen mobile menu.
 */
export function Header({
  brandName,
  menus,
  phone,
  phoneE164,
  menuNote,
  texts,
}: {
  brandName: string
  menus: HeaderMenus
  phone: string
  phoneE164: string
  menuNote: string
  texts: HeaderTexts
}) {
  const pathname = usePathname()
  const scrolled = useScrolled()
  const [mobileMenu, setMobileMenu] = useState({ open: false, returnFocus: true })

  // The menu closes on every route change (adjusting state while rendering, as React recommends).
  const [renderedPathname, setRenderedPathname] = useState(pathname)
  if (pathname !== renderedPathname) {
    setRenderedPathname(pathname)
    if (mobileMenu.open) setMobileMenu({ open: false, returnFocus: false })
  }

  const closeMobile = useCallback((returnFocus: boolean) => setMobileMenu({ open: false, returnFocus }), [])

  const hasPhone = phone !== '' && phoneE164 !== ''
  const phoneHref = `tel:${phoneE164}`

  return (
    <header data-scrolled={scrolled ? 'true' : 'false'} className="fixed inset-x-0 top-0 z-50">
      <a
        href={`#${ANCHORS.main}`}
        className="sr-only z-20 rounded-full bg-white px-5 py-3 font-display font-bold text-ink shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {texts.header.skipLink}
      </a>

      <div className="relative h-20">
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute inset-0 bg-linear-to-b from-petrol-950/75 via-petrol-950/35 to-transparent transition-opacity duration-300 ${
            scrolled ? 'opacity-0' : 'opacity-100'
          }`}
        />
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute inset-0 border-b border-line/80 bg-white/95 shadow-card backdrop-blur-md transition-opacity duration-300 ${
            scrolled ? 'opacity-100' : 'opacity-0'
          }`}
        />

        <div className="container-page relative flex h-full items-center justify-between gap-6">
          <Link
            href={ROUTES.home}
            aria-label={`${brandName} – ${texts.header.homeLink}`}
            className={`-m-1.5 flex min-h-11 items-center rounded-xl p-1.5 ${scrolled ? 'focus-visible:outline-petrol-700' : ''}`}
          >
            <Logo brandName={brandName} tone={scrolled ? 'dark' : 'light'} compact={scrolled} />
          </Link>

          <DesktopNavigation texts={texts} menus={menus} pathname={pathname} scrolled={scrolled} menuNote={menuNote} />

          <div className="flex items-center gap-2">
            {hasPhone ? (
              <a
                href={phoneHref}
                className={`hidden min-h-11 items-center gap-2 rounded-full px-3 font-display text-[0.95rem] font-semibold tabular-nums transition-colors duration-200 xl:inline-flex ${
                  scrolled
                    ? 'text-ink-soft hover:text-ink focus-visible:outline-petrol-700'
                    : 'text-white/90 hover:text-white'
                }`}
              >
                <Icon name="phone" className="size-4.5" />
                <span className="sr-only">{texts.header.phoneLabel} </span>
                {phone}
              </a>
            ) : null}
            <div className="hidden lg:block">
              <QuoteButton
                className={buttonClasses('primary', 'md', scrolled ? 'focus-visible:outline-petrol-700' : '')}
              >
                {texts.header.quoteButton}
              </QuoteButton>
            </div>
            {/* Only ever opens: while the menu is open, the page behind it (this button too) is inert. */}
            <button
              type="button"
              aria-label={texts.header.mobileMenuOpen}
              aria-expanded={mobileMenu.open}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMobileMenu({ open: true, returnFocus: true })}
              className={`-mr-2 inline-flex size-11 items-center justify-center rounded-full transition-colors duration-200 lg:hidden ${
                scrolled
                  ? 'text-ink hover:bg-petrol-50 focus-visible:outline-petrol-700'
                  : 'text-white hover:bg-white/10'
              }`}
            >
              <Icon name="menu" className="size-6" />
            </button>
          </div>
        </div>
      </div>

      <MobileMenu
        open={mobileMenu.open}
        returnFocus={mobileMenu.returnFocus}
        onClose={closeMobile}
        texts={texts}
        brandName={brandName}
        menus={menus}
        pathname={pathname}
        phone={hasPhone ? <MobilePhoneButton href={phoneHref} phone={phone} label={texts.header.phoneLabel} /> : null}
      />
    </header>
  )
}
