'use client'

import { mainNavigation, ROUTES } from '@shared/routes'
import Link from 'next/link'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Logo } from '@/components/layout/logo'
import { QuoteButton } from '@/components/layout/quote-button'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { MOBILE_MENU_BREAKPOINT_PX } from '@/lib/constants'
import { ArrowRight, ChevronDown, CloseGlyph } from './glyphs'
import { currentPage, type HeaderTexts, isActive, type MenuCategory } from './navigation-model'

export const MOBILE_MENU_ID = 'mobile-menu'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Rendered and not hidden (collapsed submenus use visibility: hidden); works in every browser. */
function isVisible(element: HTMLElement) {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
}

const NOT_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK'])

/**
 * Makes everything outside `element` inert (no focus, no clicks) and hidden from screen readers
 * (aria-hidden as well, for assistive technology that does not know `inert` yet), level by
 * level up to <body>, as a modal dialog needs; returns the undo.
 */
function inertOutside(element: HTMLElement): () => void {
  const changed: { element: HTMLElement; ariaHidden: string | null }[] = []
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || NOT_CONTENT.has(sibling.tagName))
        continue
      changed.push({ element: sibling, ariaHidden: sibling.getAttribute('aria-hidden') })
      sibling.inert = true
      sibling.setAttribute('aria-hidden', 'true')
    }
  }
  return () => {
    for (const { element: sibling, ariaHidden } of changed) {
      sibling.inert = false
      if (ariaHidden === null) sibling.removeAttribute('aria-hidden')
      else sibling.setAttribute('aria-hidden', ariaHidden)
    }
  }
}

/**
 * The full-screen menu below 1024 px: a modal dialog. While open, the rest of the page is
 * inert, scrolling is locked, Tab stays inside, and Escape (or the breakpoint) closes it.
 */
export function MobileMenu({
  open,
  onClose,
  texts,
  brandName,
  categories,
  pathname,
  phone,
}: {
  open: boolean
  /** `returnFocus`: back to the toggle (Escape, the close button), not after a navigation. */
  onClose: (returnFocus: boolean) => void
  texts: HeaderTexts
  brandName: string
  categories: MenuCategory[]
  pathname: string
  phone: ReactNode
}) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const servicesId = useId()
  const servicesActive = isActive(pathname, ROUTES.services)
  const [servicesOpen, setServicesOpen] = useState(false)

  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    setServicesOpen(isActive(window.location.pathname, ROUTES.services))
    closeRef.current?.focus()
    const restoreInert = inertOutside(panel)
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    body.dataset.scrollLocked = 'true'
    const desktop = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`)
    const onBreakpoint = () => {
      if (desktop.matches) onClose(false)
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true)
    }
    onBreakpoint()
    desktop.addEventListener('change', onBreakpoint)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      restoreInert()
      body.style.overflow = previousOverflow
      delete body.dataset.scrollLocked
      desktop.removeEventListener('change', onBreakpoint)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, onClose])

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return
    const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isVisible)
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

  const afterNavigation = () => onClose(false)

  return (
    // Panels turn visible at once and only fade in, so focus can enter them in the same frame;
    // on closing, visibility waits for the fade-out.
    <div
      ref={panelRef}
      id={MOBILE_MENU_ID}
      role="dialog"
      aria-modal="true"
      aria-label={texts.header.mobileMenuLabel}
      onKeyDown={trapFocus}
      className={`surface-dark fixed inset-0 z-10 flex flex-col overflow-y-auto overscroll-contain bg-petrol-950 text-white duration-300 ease-out lg:hidden ${
        open ? 'visible opacity-100 transition-opacity' : 'invisible opacity-0 transition-[opacity,visibility]'
      }`}
    >
      <div className="container-page flex h-20 shrink-0 items-center justify-between">
        <span aria-hidden="true">
          <Logo brandName={brandName} tone="light" />
        </span>
        <button
          ref={closeRef}
          type="button"
          aria-label="Menü schließen"
          onClick={() => onClose(true)}
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-white transition-colors duration-200 hover:bg-white/10"
        >
          <CloseGlyph className="size-6" />
        </button>
      </div>

      <nav aria-label={texts.navigation.label} className="container-page flex flex-1 flex-col pt-4 pb-10">
        <ul className="divide-y divide-white/10 border-y border-white/10">
          {mainNavigation(texts.navigation).map((item) =>
            item.href === ROUTES.services ? (
              <li key={item.href}>
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
                    <ChevronDown
                      className={`size-5 transition-transform duration-300 ${servicesOpen ? 'rotate-180' : ''}`}
                    />
                  </span>
                </button>
                <div
                  id={servicesId}
                  // `visible` on a child overrides the closed panel's `invisible`: expand only while open.
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
                        <ArrowRight className="size-4" />
                      </Link>
                      <div className="mt-4 grid gap-x-8 gap-y-6 sm:grid-cols-2">
                        {categories.map((category, index) => (
                          <MobileCategory
                            key={category.id}
                            titleId={`${servicesId}-${index}`}
                            category={category}
                            pathname={pathname}
                            onNavigate={afterNavigation}
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
                  onClick={afterNavigation}
                  className="flex min-h-16 items-center font-display text-2xl font-bold text-white transition-colors duration-200 hover:text-gold-300 aria-[current=page]:text-gold-300"
                >
                  {item.label}
                </Link>
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
    </div>
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
