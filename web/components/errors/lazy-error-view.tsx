'use client'

import { type ComponentProps, lazy, Suspense } from 'react'

const ErrorView = lazy(() => import('./error-view').then((module) => ({ default: module.ErrorView })))

/**
 * The error pages' view (error-view.tsx) in a chunk of its own: every page carries the two error
 * boundaries, but the view's code loads only when one of them shows. React's own `lazy` rather than
 * next/dynamic, whose loader would weigh as much as the view on every page.
 */
export function LazyErrorView(props: ComponentProps<typeof ErrorView>) {
  return (
    <Suspense>
      <ErrorView {...props} />
    </Suspense>
  )
}
