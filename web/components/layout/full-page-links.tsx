'use client'

import { useEffect } from 'react'

/**
 * Makes every same-document link click a full page load, on a page the App Router cannot navigate away
 * from: the global 404 page (app/global-not-found.tsx) is a document without the root layout, and from it
 * Next.js 16.4 changes the address on a `<Link>` click but keeps showing the 404 page. Listening in the
 * capture phase on `window`, before React's listener on the document, it stops the click from reaching
 * `<Link>`'s handler; the browser then follows the `href` as it would without JavaScript.
 */
export function FullPageLinks() {
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
      const samePage = link.pathname === window.location.pathname && link.search === window.location.search
      // An anchor on this page (the skip link) stays what it is.
      if (!(samePage && link.hash)) event.stopPropagation()
    }
    window.addEventListener('click', follow, { capture: true })
    return () => window.removeEventListener('click', follow, { capture: true })
  }, [])
  return null
}
