import { Activity, type ReactNode } from 'react'

/**
 * Server-rendered content that React hydrates after the rest of the page. The server writes it
 * in place (an `<Activity>` boundary is two comments in the HTML, unlike a Suspense boundary,
 * which React's streaming renderer moves to the end of a long page); the browser hydrates the
 * boundary at offscreen priority, in slices of a few milliseconds between which it paints and
 * handles input, instead of inside the one long task of the page's first hydration. A click on
 * a part not yet hydrated hydrates that boundary at once and is then handled (React's event
 * replay). docs/performance.md, issue 36.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>
}
