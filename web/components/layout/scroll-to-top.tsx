'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

/**
 * SPEC §2: every route change starts at the top of the page, unless the URL points at an
 * anchor, or the visitor went back or forward: then the browser restores where they were.
 */
function ScrollToTopOnRouteChange() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const previous = useRef<string | null>(null)
  const fromHistory = useRef(false)

  // Back and forward fire popstate before the router renders the restored route.
  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = true
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    const route = `${pathname}?${search}`
    // The first render is a page load, not a route change: the browser owns that scroll position.
    if (previous.current === null || previous.current === route) {
      previous.current = route
      return
    }
    previous.current = route
    if (fromHistory.current) {
      fromHistory.current = false
      return
    }
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, search])

  return null
}

/**
 * useSearchParams would opt the whole page out of static rendering; inside its own
 * Suspense boundary only this (invisible) component waits for the client.
 */
export function ScrollToTop() {
  return (
    <Suspense fallback={null}>
      <ScrollToTopOnRouteChange />
    </Suspense>
  )
}
