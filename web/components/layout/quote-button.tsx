'use client'

import { usePathname, useRouter } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'
import { ANCHORS, ROUTES } from '../../lib/routes'

/** Pages that carry the inquiry form, so the button scrolls there instead of leaving. */
const PAGES_WITH_INQUIRY: readonly string[] = [ROUTES.home, ROUTES.contact]

/**
 * 'Angebot anfragen' (SPEC §2 header). A real link to the form on /kontakt, so it
 * works without JavaScript; with JavaScript it scrolls to the form when the current
 * page has one, and otherwise opens /kontakt.
 */
export function QuoteButton({
  className,
  children,
  onNavigate,
}: {
  className?: string
  children: ReactNode
  /** Called before scrolling or navigating, e.g. to close the mobile menu first. */
  onNavigate?: () => void
}) {
  const pathname = usePathname()
  const router = useRouter()

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // Leave "open in new tab/window" to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate?.()
    const scrollHere = PAGES_WITH_INQUIRY.includes(pathname)
    // Next frame: a menu closed by onNavigate has released the scroll lock by then.
    requestAnimationFrame(() => {
      const target = scrollHere ? document.getElementById(ANCHORS.inquiry) : null
      if (!target) {
        router.push(ROUTES.contact)
        return
      }
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    })
  }

  return (
    <a href={`${ROUTES.contact}#${ANCHORS.inquiry}`} className={className} onClick={handleClick}>
      {children}
    </a>
  )
}
