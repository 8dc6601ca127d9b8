'use client'

import { useEffect, useState } from 'react'

/**
 * What /studio shows from its first byte until the Studio has drawn (2–3 s in production, about 15 s
 * in `next dev`): the company's name, a spinner and a German sentence, announced once by screen
 * readers (`role="status"`). The spinner stands still for visitors who ask for reduced motion; the
 * sentence says the same. It lies over the Studio, which mounts beneath it, so nothing jumps. Without
 * JavaScript it says that the Studio needs it.
 */
export function StudioLoading({ brandName }: { brandName: string }) {
  return (
    <div
      role="status"
      data-testid="studio-loading"
      className="fixed inset-0 z-[1000] grid place-items-center bg-white p-6 text-center"
    >
      <div className="flex flex-col items-center gap-5">
        {brandName ? (
          <p className="font-display text-2xl font-extrabold text-petrol-700 md:text-3xl">{brandName}</p>
        ) : null}
        <span
          aria-hidden="true"
          data-needs-script
          className="size-10 animate-spin rounded-full border-4 border-petrol-100 border-t-petrol-700 motion-reduce:animate-none"
        />
        <p data-needs-script className="text-lg text-ink-soft">
          Das Redaktionssystem wird geladen …
        </p>
        {/* Without JavaScript nothing will load: say so instead (the Studio is a JavaScript application). */}
        <noscript>
          <style>{'[data-needs-script]{display:none}'}</style>
          <p className="text-lg text-ink-soft">
            Das Redaktionssystem braucht JavaScript: bitte im Browser einschalten.
          </p>
        </noscript>
      </div>
    </div>
  )
}

/**
 * The Studio has drawn once it shows a tool (its navigation bar and panes) or a screen of its own that
 * is not its loading spinner (sign-in, an error). Sanity's own spinners inside a drawn Studio (a list
 * still loading) do not count: it has drawn.
 */
function studioDrawn(): boolean {
  const root = document.getElementById('sanity')
  if (!root || root.childElementCount === 0) return false
  return (
    root.querySelector('[data-testid="studio-layout"]') !== null ||
    root.querySelector('[data-testid="loading-block"]') === null
  )
}

/** The loading state over the Studio until the Studio has drawn; then gone for good. */
export function StudioLoadingUntilDrawn({ brandName }: { brandName: string }) {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    if (studioDrawn()) return setDrawn(true)
    const observer = new MutationObserver(() => {
      if (!studioDrawn()) return
      observer.disconnect()
      setDrawn(true)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return drawn ? null : <StudioLoading brandName={brandName} />
}
