'use client'

import { ROUTES } from '@shared/routes'
import Link from 'next/link'
import type { MouseEvent, ReactNode } from 'react'
import type { ApplicationPreset } from './application-state'

export const OPEN_APPLICATION_EVENT = 'glanzwerk:open-application'

/** What an opener tells the host: where focus returns on closing, and what to fill in. */
export type OpenApplicationDetail = { opener: HTMLElement; preset: ApplicationPreset | null }

/** Set while the dialog host (web/components/forms/application-host.tsx) is mounted. */
export const applicationHost = { mounted: false }

/**
 * A 'Schnellbewerbung' button: a link to the one-page application (works without JavaScript);
 * with JavaScript it opens the quick-application dialog instead, filled in with `preset` when it
 * is a job posting's „Jetzt bewerben“.
 */
export function ApplicationOpener({
  className,
  children,
  preset = null,
}: {
  className?: string
  children: ReactNode
  preset?: ApplicationPreset | null
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!applicationHost.mounted) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const detail: OpenApplicationDetail = { opener: event.currentTarget, preset }
    window.dispatchEvent(new CustomEvent(OPEN_APPLICATION_EVENT, { detail }))
  }
  return (
    <Link href={ROUTES.applicationForm} className={className} onClick={onClick} aria-haspopup="dialog">
      {children}
    </Link>
  )
}
