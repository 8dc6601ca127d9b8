'use client'

import { createContext, type ReactNode, useContext } from 'react'
import type { LastKnownContact } from '@/lib/contact-at-build'

/**
 * The contact details the build found (next.config.ts, `env`), as JSON; null when it found none.
 * The only source app/global-error.tsx has: it replaces the layout that reads the settings.
 */
export function contactAtBuild(): LastKnownContact | null {
  try {
    return JSON.parse(process.env.LAST_KNOWN_CONTACT ?? 'null') as LastKnownContact | null
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
