'use client'

import { useSyncExternalStore } from 'react'
import { type ConsentPreferences, onConsentChange, readConsent } from '@/lib/consent'

/** The last known choice; `undefined` until first read in the browser. */
let current: ConsentPreferences | null | undefined

function subscribe(onChange: () => void) {
  return onConsentChange((preferences) => {
    current = preferences
    onChange()
  })
}

function getSnapshot(): ConsentPreferences | null {
  if (current === undefined) current = readConsent()
  return current
}

/** On the server and while hydrating the choice is unknown: nothing consent-dependent renders. */
function getServerSnapshot(): undefined {
  return undefined
}

/**
 * The visitor's consent: `undefined` before the page is interactive (server HTML, no JavaScript),
 * `null` when the visitor has not chosen (or must choose again), else the stored preferences.
 */
export function useConsent(): ConsentPreferences | null | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
