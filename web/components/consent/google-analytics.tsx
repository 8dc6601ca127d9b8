'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'
import { applyConsent, trackPageView } from '@/lib/analytics'
import { useConsent } from './use-consent'

function PageViews({ measurementId }: { measurementId: string | undefined }) {
  const consent = useConsent()
  const pathname = usePathname()
  const search = useSearchParams().toString()

  // Before consent nothing happens; the first grant loads the tag, later changes are updates.
  useEffect(() => {
    if (consent !== undefined) applyConsent(measurementId, consent)
  }, [measurementId, consent])

  // One page view per route (path and query), the first page included, only with analytics consent.
  useEffect(() => {
    if (consent?.analytics) trackPageView(search ? `${pathname}?${search}` : pathname)
  }, [consent?.analytics, pathname, search])

  return null
}

/** Google Analytics 4 behind the visitor's consent; renders nothing. */
export function GoogleAnalytics({ measurementId }: { measurementId: string | undefined }) {
  return (
    <Suspense fallback={null}>
      <PageViews measurementId={measurementId} />
    </Suspense>
  )
}
