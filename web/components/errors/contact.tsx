'use client'

import { createContext, type ReactNode, useContext } from 'react'
import type { LastKnownContact } from '@/lib/contact-at-build'

/**
 * The contact details the build found, as JSON: a constant next.config.ts writes into the build
 * (`compiler.define`), absent outside it (tests). The only source app/global-error.tsx has: it replaces
 * the layout that reads the settings.
 */
declare const LAST_KNOWN_CONTACT: string | undefined

/** The contact details the build found; null when it found none. */
export function contactAtBuild(): LastKnownContact | null {
  try {
    return JSON.parse(typeof LAST_KNOWN_CONTACT === 'string' ? LAST_KNOWN_CONTACT : 'null') as LastKnownContact | null
  } catch {
    return null
  }
}

const SiteContact = createContext<LastKnownContact | null>(null)

/** The settings' contact details for the site's error page (app/(site)/error.tsx), given by the layout. */
export function SiteContactProvider({ contact, children }: { contact: LastKnownContact | null; children: ReactNode }) {
  return <SiteContact value={contact}>{children}</SiteContact>
}

/** The current settings' contact details inside the site's layout, else those of the build. */
export function useSiteContact(): LastKnownContact | null {
  return useContext(SiteContact) ?? contactAtBuild()
}
