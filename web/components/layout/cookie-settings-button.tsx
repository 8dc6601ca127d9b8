'use client'

import { openConsentSettings } from '@/lib/consent'

/** Reopens the consent banner from anywhere, without knowing where the banner lives. */
export function CookieSettingsButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {label}
    </button>
  )
}
