'use client'

import { ANCHORS, ROUTES } from '@shared/routes'
import { useRouter } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'
import { scrollToSection } from '@/lib/scroll'

/**
 * 'Angebot anfragen' (SPEC §2 header). A real link to the form on /kontakt, so it
 * works without JavaScript; with JavaScript it scrolls to the form when the current
 * page has one (an inquiry section with the id #unverbindliche-anfrage), and otherwise opens /kontakt.
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
  const router = useRouter()

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // Leave "open in new tab/window" to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate?.()
    // Next frame: a menu closed by onNavigate has released the scroll lock by then.
    requestAnimationFrame(() => {
      const target = document.getElementById(ANCHORS.inquiry)
      if (target) scrollToSection(target)
      else router.push(ROUTES.contact)
    })
  }

  return (
    <a href={`${ROUTES.contact}#${ANCHORS.inquiry}`} className={className} onClick={handleClick}>
      {children}
    </a>
  )
}
