'use client'

import { ROUTES } from '@shared/routes'
import Link from 'next/link'
import type { MouseEvent, ReactNode } from 'react'

export const OPEN_APPLICATION_EVENT = 'glanzwerk:open-application'

/** Set while the dialog host (web/components/forms/application-host.tsx) is mounted. */
export const applicationHost = { mounted: false }

/**
 * A 'Schnellbewerbung' button: a link to the one-page application (works without JavaScript);
 * with JavaScript it opens the quick-application dialog instead.
 */
export function ApplicationOpener({ className, children }: { className?: string; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!applicationHost.mounted) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    window.dispatchEvent(new CustomEvent(OPEN_APPLICATION_EVENT, { detail: event.currentTarget }))
  }
  return (
    <Link href={ROUTES.applicationForm} className={className} onClick={onClick} aria-haspopup="dialog">
      {children}
    </Link>
  )
}
