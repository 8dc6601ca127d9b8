'use client'

import { OPEN_CONSENT_EVENT } from '../../lib/consent-events'

/** Reopens the consent banner from anywhere, without knowing where the banner lives. */
export function CookieSettingsButton({ className, label }: { className?: string; label: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT))}
    >
      {label}
    </button>
  )
}
