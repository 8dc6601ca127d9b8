'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { HEADER_SOLID_SCROLL_PX, MOBILE_MENU_BREAKPOINT_PX } from '../../lib/constants'
import { ANCHORS, MAIN_NAVIGATION, ROUTES } from '../../lib/routes'
import type { NAVIGATION_QUERY_RESULT } from '../../lib/sanity/sanity.types'
import { buttonClasses } from '../ui/button'
import { Glyph } from '../ui/glyph'
import { Icon } from '../ui/icon'
import { Logo } from './logo'
import { QuoteButton } from './quote-button'

const MEGA_MENU_ID = 'mega-menu'
const MOBILE_MENU_ID = 'mobile-menu'
/** Lets the pointer travel from the Leistungen item into the open panel without it closing. */
const MEGA_MENU_CLOSE_DELAY_MS = 150
const QUOTE_LABEL = 'Angebot anfragen'
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

type MenuService = { slug: string; name: string }
type MenuCategory = { id: string; title: string; services: MenuService[] }

function menuCategories(navigation: NAVIGATION_QUERY_RESULT): MenuCategory[] {
  return navigation.map((category) => ({
    id: category._id,
    title: category.title ?? '',
    services: category.services.flatMap((service) =>
      service.slug && service.menuName ? [{ slug: service.slug, name: service.menuName }] : [],
    ),
  }))
}

/** Home matches exactly; every other section also owns its sub-pages (/leistungen/winterdienst → Leistungen). */
function isActive(pathname: string, href: string) {
  if (href === ROUTES.home) return pathname === ROUTES.home
  return pathname === href || pathname.startsWith(`${href}/`)
}

function currentPage(active: boolean): 'page' | undefined {
  return active ? 'page' : undefined
}

function focusableIn(container: HTMLElement) {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) =>
    element.checkVisibility({ visibilityProperty: true }),
  )
}

/** Desktop link styles; white on the dark hero while transparent, ink once the header is solid. */
function navLinkClass(scrolled: boolean, spacing = 'px-3.5 after:inset-x-3.5') {
  const tone = scrolled
    ? 'text-ink-soft hover:text-ink aria-[current=page]:text-ink after:bg-petrol-600 focus-visible:outline-petrol-700'
    : 'text-white/90 hover:text-white aria-[current=page]:text-white after:bg-gold-400'
  return `relative inline-flex min-h-11 items-center rounded-full font-display text-[0.95rem] font-semibold transition-colors duration-200 after:pointer-events-none after:absolute after:bottom-1.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:transition-transform after:duration-300 after:ease-out hover:after:scale-x-100 aria-[current=page]:after:scale-x-100 ${spacing} ${tone}`
}

export function Header({
  brandName,
  navigation,
  phone,
  phoneE164,
  menuNote,
}: {
  brandName: string
  navigation: NAVIGATION_QUERY_RESULT
  phone: string
  phoneE164: string
  menuNote: string
}) {
  const pathname = usePathname()
  const categories = menuCategories(navigation)
  const servicesActive = isActive(pathname, ROUTES.services)

  const [scrolled, setScrolled] = useState(false)
  const [megaOpen, setMegaOpen] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [mobileServicesOpen, setMobileServicesOpen] = useState(false)

  // Menus close on every route change (adjusting state while rendering, as React recommends).
  const [renderedPathname, setRenderedPathname] = useState(pathname)
  if (pathname !== renderedPathname) {
    setRenderedPathname(pathname)
    setMegaOpen(false)
    setMobileOpen(false)
  }

  const servicesItemRef = useRef<HTMLLIElement>(null)
  const megaButtonRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const pointerInside = useRef(false)
  const openedByHover = useRef(false)

  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const mobileCloseRef = useRef<HTMLButtonElement>(null)
  const returnFocusToMenuButton = useRef(false)
  const mobileServicesId = useId()

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SOLID_SCROLL_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  // --- Desktop mega-menu ---------------------------------------------------

  const cancelMegaClose = useCallback(() => window.clearTimeout(closeTimer.current), [])
  const closeMega = useCallback(() => {
    cancelMegaClose()
    openedByHover.current = false
    setMegaOpen(false)
  }, [cancelMegaClose])

  useEffect(() => cancelMegaClose, [cancelMegaClose])

  useEffect(() => {
    if (!megaOpen) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focusWasInside = servicesItemRef.current?.contains(document.activeElement) ?? false
      closeMega()
      if (focusWasInside) megaButtonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [megaOpen, closeMega])

  function handleServicesPointerEnter(event: PointerEvent<HTMLLIElement>) {
    if (event.pointerType !== 'mouse') return
    pointerInside.current = true
    cancelMegaClose()
    if (!megaOpen) {
      openedByHover.current = true
      setMegaOpen(true)
    }
  }

  function handleServicesPointerLeave(event: PointerEvent<HTMLLIElement>) {
    if (event.pointerType !== 'mouse') return
    pointerInside.current = false
    cancelMegaClose()
    closeTimer.current = window.setTimeout(closeMega, MEGA_MENU_CLOSE_DELAY_MS)
  }

  function handleMegaButtonClick() {
    cancelMegaClose()
    // A click right after hovering (the pointer has to cross the item first) keeps the panel open.
    if (openedByHover.current) {
      openedByHover.current = false
      setMegaOpen(true)
      return
    }
    setMegaOpen((open) => !open)
  }

  function handleServicesBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget
    if (next instanceof Node && event.currentTarget.contains(next)) return
    // A click on a non-focusable spot inside the panel blurs without a new target.
    if (next === null && pointerInside.current) return
    closeMega()
  }

  // --- Mobile menu ---------------------------------------------------------

  const closeMobile = useCallback((returnFocus: boolean) => {
    returnFocusToMenuButton.current = returnFocus
    setMobileOpen(false)
  }, [])

  function openMobile() {
    setMobileServicesOpen(servicesActive)
    setMobileOpen(true)
  }

  useEffect(() => {
    if (mobileOpen) {
      mobileCloseRef.current?.focus()
      return
    }
    if (returnFocusToMenuButton.current) {
      returnFocusToMenuButton.current = false
      menuButtonRef.current?.focus()
    }
  }, [mobileOpen])

  useEffect(() => {
    if (!mobileOpen) return
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    body.dataset.scrollLocked = 'true'
    return () => {
      body.style.overflow = previousOverflow
      delete body.dataset.scrollLocked
    }
  }, [mobileOpen])

  useEffect(() => {
    if (!mobileOpen) return
    const desktop = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`)
    const onBreakpoint = () => {
      if (desktop.matches) closeMobile(false)
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeMobile(true)
    }
    onBreakpoint()
    desktop.addEventListener('change', onBreakpoint)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      desktop.removeEventListener('change', onBreakpoint)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [mobileOpen, closeMobile])

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return
    const focusables = focusableIn(event.currentTarget)
    const first = focusables[0]
    const last = focusables.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const closeMobileAfterNavigation = () => closeMobile(false)
  const hasPhone = phone !== '' && phoneE164 !== ''

  return (
    <header data-scrolled={scrolled ? 'true' : 'false'} className="fixed inset-x-0 top-0 z-50">
      <a
        href={`#${ANCHORS.main}`}
        className="sr-only z-20 rounded-full bg-white px-5 py-3 font-display font-bold text-ink shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-petrol-700"
      >
        Zum Inhalt springen
      </a>

      <div className="relative h-20" inert={mobileOpen} aria-hidden={mobileOpen || undefined}>
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
            aria-label={`${brandName} – Startseite`}
            className={`-m-1.5 flex min-h-11 items-center rounded-xl p-1.5 ${scrolled ? 'focus-visible:outline-petrol-700' : ''}`}
          >
            <Logo brandName={brandName} tone={scrolled ? 'dark' : 'light'} compact={scrolled} />
          </Link>

          <nav aria-label="Hauptnavigation" className="hidden h-full lg:block">
            <ul className="flex h-full items-center gap-0.5">
              {MAIN_NAVIGATION.map((item) =>
                item.href === ROUTES.services ? (
                  <li
                    key={item.href}
                    ref={servicesItemRef}
                    className="flex h-full items-center"
                    onPointerEnter={handleServicesPointerEnter}
                    onPointerLeave={handleServicesPointerLeave}
                    onBlur={handleServicesBlur}
                  >
                    <Link
                      href={item.href}
                      aria-current={currentPage(servicesActive)}
                      className={navLinkClass(scrolled, 'pl-3.5 pr-1 after:left-3.5 after:right-1')}
                    >
                      {item.label}
                    </Link>
                    <button
                      ref={megaButtonRef}
                      type="button"
                      aria-label="Leistungen-Menü öffnen"
                      aria-expanded={megaOpen}
                      aria-controls={MEGA_MENU_ID}
                      onClick={handleMegaButtonClick}
                      className={`mr-1 inline-flex size-8 items-center justify-center rounded-full transition-colors duration-200 ${
                        scrolled
                          ? 'text-ink-soft hover:bg-petrol-50 hover:text-ink focus-visible:outline-petrol-700'
                          : 'text-white/90 hover:bg-white/10 hover:text-white'
                      }`}
                    >
                      <ChevronDown
                        className={`size-4 transition-transform duration-300 ${megaOpen ? 'rotate-180' : ''}`}
                      />
                    </button>
                    <MegaMenu
                      open={megaOpen}
                      categories={categories}
                      pathname={pathname}
                      note={menuNote}
                      onNavigate={closeMega}
                    />
                  </li>
                ) : (
                  <li key={item.href} className="flex h-full items-center">
                    <Link
                      href={item.href}
                      aria-current={currentPage(isActive(pathname, item.href))}
                      className={navLinkClass(scrolled)}
                    >
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            {hasPhone ? (
              <a
                href={`tel:${phoneE164}`}
                className={`hidden min-h-11 items-center gap-2 rounded-full px-3 font-display text-[0.95rem] font-semibold tabular-nums transition-colors duration-200 xl:inline-flex ${
                  scrolled
                    ? 'text-ink-soft hover:text-ink focus-visible:outline-petrol-700'
                    : 'text-white/90 hover:text-white'
                }`}
              >
                <Icon name="phone" className="size-4.5" />
                <span className="sr-only">Telefon: </span>
                {phone}
              </a>
            ) : null}
            <div className="hidden lg:block">
              <QuoteButton
                className={buttonClasses('primary', 'md', scrolled ? 'focus-visible:outline-petrol-700' : '')}
              >
                {QUOTE_LABEL}
              </QuoteButton>
            </div>
            <button
              ref={menuButtonRef}
              type="button"
              aria-label={mobileOpen ? 'Menü schließen' : 'Menü öffnen'}
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => (mobileOpen ? closeMobile(true) : openMobile())}
              className={`-mr-2 inline-flex size-11 items-center justify-center rounded-full transition-colors duration-200 lg:hidden ${
                scrolled
                  ? 'text-ink hover:bg-petrol-50 focus-visible:outline-petrol-700'
                  : 'text-white hover:bg-white/10'
              }`}
            >
              <MenuGlyph className="size-6" />
            </button>
          </div>
        </div>
      </div>

      {/* Panels turn visible at once and only fade in, so focus can enter them in the same frame;
          on closing, visibility waits for the fade-out. */}
      <div
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Hauptmenü"
        onKeyDown={trapFocus}
        className={`fixed inset-0 z-10 flex flex-col overflow-y-auto overscroll-contain bg-petrol-950 text-white duration-300 ease-out lg:hidden ${
          mobileOpen ? 'visible opacity-100 transition-opacity' : 'invisible opacity-0 transition-[opacity,visibility]'
        }`}
      >
        <div className="container-page flex h-20 shrink-0 items-center justify-between">
          <span aria-hidden="true">
            <Logo brandName={brandName} tone="light" />
          </span>
          <button
            ref={mobileCloseRef}
            type="button"
            aria-label="Menü schließen"
            onClick={() => closeMobile(true)}
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-white transition-colors duration-200 hover:bg-white/10"
          >
            <CloseGlyph className="size-6" />
          </button>
        </div>

        <nav aria-label="Hauptnavigation" className="container-page flex flex-1 flex-col pt-4 pb-10">
          <ul className="divide-y divide-white/10 border-y border-white/10">
            {MAIN_NAVIGATION.map((item) =>
              item.href === ROUTES.services ? (
                <li key={item.href}>
                  <button
                    type="button"
                    aria-expanded={mobileServicesOpen}
                    aria-controls={mobileServicesId}
                    onClick={() => setMobileServicesOpen((open) => !open)}
                    className={`flex min-h-16 w-full items-center justify-between gap-4 text-left font-display text-2xl font-bold transition-colors duration-200 hover:text-gold-300 ${
                      servicesActive ? 'text-gold-300' : 'text-white'
                    }`}
                  >
                    {item.label}
                    <span className="inline-flex size-11 items-center justify-center rounded-full border border-white/15">
                      <ChevronDown
                        className={`size-5 transition-transform duration-300 ${mobileServicesOpen ? 'rotate-180' : ''}`}
                      />
                    </span>
                  </button>
                  <div
                    id={mobileServicesId}
                    className={`grid duration-300 ease-out ${
                      mobileServicesOpen
                        ? 'visible grid-rows-[1fr] transition-[grid-template-rows]'
                        : 'invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]'
                    }`}
                  >
                    <div className="overflow-hidden">
                      <div className="pt-1 pb-7">
                        <Link
                          href={ROUTES.services}
                          aria-current={currentPage(pathname === ROUTES.services)}
                          onClick={closeMobileAfterNavigation}
                          className="inline-flex min-h-11 items-center gap-2 font-display font-bold text-gold-300 hover:text-gold-400"
                        >
                          Alle Leistungen
                          <ArrowRight className="size-4" />
                        </Link>
                        <div className="mt-4 grid gap-x-8 gap-y-6 sm:grid-cols-2">
                          {categories.map((category, index) => (
                            <MobileCategory
                              key={category.id}
                              titleId={`${mobileServicesId}-${index}`}
                              category={category}
                              pathname={pathname}
                              onNavigate={closeMobileAfterNavigation}
                            />
                          ))}
                        </div>
                      </div>
                    </div>
                  </div>
                </li>
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={currentPage(isActive(pathname, item.href))}
                    onClick={closeMobileAfterNavigation}
                    className="flex min-h-16 items-center font-display text-2xl font-bold text-white transition-colors duration-200 hover:text-gold-300 aria-[current=page]:text-gold-300"
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>

          <div className="mt-auto grid gap-3 pt-10 sm:grid-cols-2">
            <QuoteButton className={buttonClasses('primary', 'lg', 'w-full')} onNavigate={closeMobileAfterNavigation}>
              {QUOTE_LABEL}
            </QuoteButton>
            {hasPhone ? (
              <a href={`tel:${phoneE164}`} className={buttonClasses('light', 'lg', 'w-full tabular-nums')}>
                <Icon name="phone" className="size-5" />
                <span className="sr-only">Telefon: </span>
                {phone}
              </a>
            ) : null}
          </div>
        </nav>
      </div>
    </header>
  )
}

function MegaMenu({
  open,
  categories,
  pathname,
  note,
  onNavigate,
}: {
  open: boolean
  categories: MenuCategory[]
  pathname: string
  note: string
  onNavigate: () => void
}) {
  const titleIdPrefix = useId()
  return (
    <div
      id={MEGA_MENU_ID}
      className={`absolute inset-x-5 top-full pt-2 duration-200 ease-out md:inset-x-8 ${
        open
          ? 'visible translate-y-0 opacity-100 transition-[opacity,translate]'
          : 'invisible -translate-y-1 opacity-0 transition-[opacity,translate,visibility]'
      }`}
    >
      <div className="overflow-hidden rounded-card bg-white text-ink shadow-lift ring-1 ring-line/70">
        <div className="grid grid-cols-4 gap-x-8 p-8 xl:gap-x-10 xl:p-10">
          {categories.map((category, index) => {
            const titleId = `${titleIdPrefix}-${index}`
            return (
              <div key={category.id}>
                <p id={titleId} className="eyebrow">
                  {category.title}
                </p>
                <ul aria-labelledby={titleId} className="-mx-3 mt-4 space-y-0.5">
                  {category.services.map((service) => {
                    const href = ROUTES.service(service.slug)
                    return (
                      <li key={service.slug}>
                        <Link
                          href={href}
                          aria-current={currentPage(isActive(pathname, href))}
                          onClick={onNavigate}
                          className="group flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-[0.95rem] leading-snug font-medium text-ink-soft transition-colors duration-150 hover:bg-petrol-50 hover:text-ink focus-visible:outline-petrol-700 aria-[current=page]:bg-petrol-50 aria-[current=page]:font-semibold aria-[current=page]:text-petrol-700"
                        >
                          {service.name}
                          <ArrowRight className="size-3.5 shrink-0 -translate-x-1 text-petrol-600 opacity-0 transition-[opacity,translate] duration-200 group-hover:translate-x-0 group-hover:opacity-100" />
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              </div>
            )
          })}
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
              Alle Leistungen
            </Link>
            <Link
              href={ROUTES.contact}
              onClick={onNavigate}
              className={buttonClasses('secondary', 'md', 'focus-visible:outline-petrol-700')}
            >
              Kostenlos anfragen
              <ArrowRight className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </div>
  )
}

function MobileCategory({
  titleId,
  category,
  pathname,
  onNavigate,
}: {
  titleId: string
  category: MenuCategory
  pathname: string
  onNavigate: () => void
}) {
  return (
    <div>
      <p id={titleId} className="eyebrow text-petrol-200">
        {category.title}
      </p>
      <ul aria-labelledby={titleId} className="mt-1">
        {category.services.map((service) => {
          const href = ROUTES.service(service.slug)
          return (
            <li key={service.slug}>
              <Link
                href={href}
                aria-current={currentPage(isActive(pathname, href))}
                onClick={onNavigate}
                className="flex min-h-11 items-center text-base text-petrol-100 transition-colors duration-150 hover:text-white aria-[current=page]:font-semibold aria-[current=page]:text-gold-300"
              >
                {service.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function ChevronDown({ className }: { className?: string }) {
  return <Glyph d="M5 7.5l5 5 5-5" className={className} viewBox="0 0 20 20" />
}

function ArrowRight({ className }: { className?: string }) {
  return <Glyph d="M4 10h12M11 5l5 5-5 5" className={className} viewBox="0 0 20 20" />
}

function MenuGlyph({ className }: { className?: string }) {
  return <Glyph d="M4 7h16M4 12h16M10 17h10" className={className} />
}

function CloseGlyph({ className }: { className?: string }) {
  return <Glyph d="M6 6l12 12M18 6L6 18" className={className} />
}
