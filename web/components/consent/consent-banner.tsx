'use client'

import { ANCHORS, ROUTES } from '@shared/routes'
import Link from 'next/link'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { type ConsentChoice, OPEN_CONSENT_EVENT, saveConsent } from '@/lib/consent'
import type { SiteTexts } from '@/lib/content'
import { useConsent } from './use-consent'

type View = 'intro' | 'settings'

/*
 * A phone held sideways (568 × 320 and alike) has less than 30rem of height: there (the classes
 * `[@media(max-height:30rem)]:…`) the banner puts its choices beside the text, one under another,
 * and tightens its spacing, so it covers half the screen instead of 85 % and the page stays usable
 * (WCAG 1.4.10). Same words, same choices, same order. Tailwind reads class names as written, so
 * they are spelt out.
 */

/** All three choices look alike: rejecting is exactly as easy and as visible as accepting. */
const CHOICE = buttonClasses(
  'secondary',
  'md',
  'w-full sm:w-auto sm:min-w-44 [@media(max-height:30rem)]:min-h-9 [@media(max-height:30rem)]:w-full! [@media(max-height:30rem)]:min-w-0! [@media(max-height:30rem)]:py-1',
)
const LINK = 'font-semibold text-petrol-700 underline underline-offset-4 hover:text-petrol-900'

/**
 * The consent banner (SPEC.md §2/§4): a region at the bottom of the screen, not a modal, so the
 * page, the Impressum and the Datenschutz stay reachable. Shown while no valid choice is stored
 * and when the visitor asks for it (footer 'Cookie-Einstellungen', the map's button); rendered only
 * in the browser, so without JavaScript (where nothing third-party ever loads) there is none.
 */
export function ConsentBanner({ texts }: { texts: SiteTexts['consent'] }) {
  const consent = useConsent()
  const [reopened, setReopened] = useState(false)
  const [view, setView] = useState<View>('intro')
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false })
  const region = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const headingId = useId()
  const open = consent === null || (consent !== undefined && reopened)

  useEffect(() => {
    const onOpen = () => {
      const stored = consent ?? null
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setChoice({ analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false })
      // With a choice on record the visitor wants to change it: straight to the toggles.
      setView(stored ? 'settings' : 'intro')
      setReopened(true)
    }
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, onOpen)
  }, [consent])

  // Opened on request: focus goes to the banner's heading, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (reopened) heading.current?.focus()
  }, [reopened])

  // While the banner covers the bottom of the screen, scrolling to a focused element keeps it
  // above the banner (WCAG 2.4.11, focus not obscured).
  useLayoutEffect(() => {
    const element = region.current
    if (!open || !element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 16}px`
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.scrollPaddingBottom = ''
    }
  }, [open])

  function close() {
    const focusInside = region.current?.contains(document.activeElement) ?? false
    setReopened(false)
    if (!focusInside) return
    const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.getElementById(ANCHORS.main)
    target?.focus({ preventScroll: true })
    returnFocusTo.current = null
  }

  function choose(next: ConsentChoice) {
    saveConsent(next)
    close()
  }

  if (!open) return null

  return (
    <section
      ref={region}
      aria-labelledby={headingId}
      data-testid="consent-banner"
      // Not over the site in the Studio's Vorschau (draft mode): editors are not visitors, and the banner
      // sat under „Vorschau beenden“ (DraftModeTools marks the page).
      className="surface-light fixed inset-x-0 bottom-0 z-[60] max-h-[85dvh] overflow-y-auto border-t border-line bg-white shadow-[0_-8px_30px_rgb(0_0_0/0.12)] [body:has([data-draft-mode-tools])_&]:hidden"
      onKeyDown={(event) => {
        // Escape closes only a banner the visitor opened again: a first visit needs an answer.
        if (event.key === 'Escape' && reopened && consent) {
          event.stopPropagation()
          close()
        }
      }}
    >
      <div
        className={`container-page py-4 sm:py-5 ${
          view === 'intro'
            ? 'lg:flex lg:items-end lg:justify-between lg:gap-10 [@media(max-height:30rem)]:flex [@media(max-height:30rem)]:items-center [@media(max-height:30rem)]:gap-5 [@media(max-height:30rem)]:py-2.5'
            : ''
        }`}
      >
        <div>
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="font-display text-lg font-extrabold text-ink outline-none [@media(max-height:30rem)]:text-base"
          >
            {view === 'intro' ? texts.heading : texts.settingsHeading}
          </h2>
          {view === 'intro' ? (
            // Short on purpose: the first view must never outweigh the page (largest paint); the
            // details are one click away.
            <p className="mt-1.5 max-w-3xl text-sm leading-relaxed text-ink-soft [@media(max-height:30rem)]:leading-snug">
              {texts.text}
            </p>
          ) : (
            <ConsentSettings texts={texts} choice={choice} onChange={setChoice} />
          )}
          {/* No prefetch: the banner is on screen at every first visit, and fetching both legal
              pages in the background (~20 KB on a phone) for a link few follow is waste. */}
          <p className={`text-sm ${view === 'intro' ? 'mt-1.5' : 'mt-3'}`}>
            <Link href={ROUTES.privacy} prefetch={false} className={LINK}>
              {texts.privacyLink}
            </Link>
            <span aria-hidden="true" className="px-2 text-ink-soft">
              ·
            </span>
            <Link href={ROUTES.imprint} prefetch={false} className={LINK}>
              {texts.imprintLink}
            </Link>
          </p>
        </div>
        <div
          className={`mt-4 flex shrink-0 flex-col gap-3 sm:flex-row sm:flex-wrap lg:mt-0 ${
            view === 'intro'
              ? '[@media(max-height:30rem)]:mt-0! [@media(max-height:30rem)]:w-44 [@media(max-height:30rem)]:flex-col! [@media(max-height:30rem)]:flex-nowrap! [@media(max-height:30rem)]:gap-2'
              : ''
          }`}
        >
          <button type="button" className={CHOICE} onClick={() => choose({ analytics: true, marketing: true })}>
            {texts.acceptAll}
          </button>
          <button type="button" className={CHOICE} onClick={() => choose({ analytics: false, marketing: false })}>
            {texts.reject}
          </button>
          {view === 'intro' ? (
            <button type="button" className={CHOICE} onClick={() => setView('settings')}>
              {texts.settings}
            </button>
          ) : (
            <button type="button" className={CHOICE} onClick={() => choose(choice)}>
              {texts.save}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

function ConsentSettings({
  texts,
  choice,
  onChange,
}: {
  texts: SiteTexts['consent']
  choice: ConsentChoice
  onChange: (choice: ConsentChoice) => void
}) {
  const id = useId()
  const categories = [
    { key: 'necessary', texts: texts.necessary, checked: true, locked: true },
    { key: 'analytics', texts: texts.analytics, checked: choice.analytics, locked: false },
    { key: 'marketing', texts: texts.marketing, checked: choice.marketing, locked: false },
  ] as const
  return (
    <ul className="mt-3 grid max-w-4xl gap-3 md:grid-cols-3">
      {categories.map((category) => (
        <li key={category.key} className="rounded-xl border border-line p-4">
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={`${id}-${category.key}`} className="font-display font-bold text-ink">
              {category.texts.title}
            </label>
            <input
              id={`${id}-${category.key}`}
              type="checkbox"
              role="switch"
              checked={category.checked}
              aria-checked={category.checked}
              disabled={category.locked}
              aria-describedby={`${id}-${category.key}-text`}
              onChange={(event) =>
                category.key !== 'necessary' && onChange({ ...choice, [category.key]: event.target.checked })
              }
              className="consent-switch"
            />
          </div>
          <p id={`${id}-${category.key}-text`} className="mt-1.5 text-sm leading-relaxed text-ink-soft">
            {category.locked ? <strong className="font-semibold text-ink">{texts.alwaysOn} </strong> : null}
            {category.texts.text}
          </p>
        </li>
      ))}
    </ul>
  )
}
