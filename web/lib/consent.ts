/**
 * The visitor's consent (SPEC.md §3/§4, §25 TDDDG): what is stored, where, and how the rest of
 * the site learns about it. Browser-only helpers; no React, no third party.
 *
 * Stored in `localStorage` (not a cookie: nothing is sent to the server) under CONSENT_STORAGE_KEY.
 * Raising CONSENT_REVISION asks every visitor again, e.g. when a new service needs consent.
 */

const CONSENT_STORAGE_KEY = 'glanzwerk-harz:consent'
export const CONSENT_REVISION = 1

/** Fired on `window` after every save, with the preferences as `detail` (SPEC.md §4). */
const CONSENT_UPDATED_EVENT = 'consentUpdated'
/** Asks the banner to show itself again (footer 'Cookie-Einstellungen', the map's button). */
export const OPEN_CONSENT_EVENT = 'consent:open'

export type ConsentChoice = { analytics: boolean; marketing: boolean }

export type ConsentPreferences = ConsentChoice & {
  necessary: true
  revision: number
  /** When the visitor chose, ISO 8601. */
  timestamp: string
}

type StoredConsent =
  | { status: 'none' }
  | { status: 'valid'; preferences: ConsentPreferences }
  /** An older revision: ask again, nothing is wrong. */
  | { status: 'outdated' }
  /** Unreadable (hand-edited, truncated, another format): logged, then asked again. */
  | { status: 'invalid'; reason: string }

/** Reads what `localStorage` holds under the consent key; never throws. */
export function parseStoredConsent(raw: string | null): StoredConsent {
  if (raw === null) return { status: 'none' }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { status: 'invalid', reason: 'not JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { status: 'invalid', reason: 'not an object' }
  }
  const record = value as Record<string, unknown>
  if (typeof record.revision !== 'number' || !Number.isInteger(record.revision)) {
    return { status: 'invalid', reason: 'revision is not an integer' }
  }
  if (record.revision < CONSENT_REVISION) return { status: 'outdated' }
  if (record.revision > CONSENT_REVISION) return { status: 'invalid', reason: `unknown revision ${record.revision}` }
  if (record.necessary !== true) return { status: 'invalid', reason: 'necessary is not true' }
  if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') {
    return { status: 'invalid', reason: 'analytics or marketing is not a boolean' }
  }
  if (typeof record.timestamp !== 'string' || Number.isNaN(Date.parse(record.timestamp))) {
    return { status: 'invalid', reason: 'timestamp is not a date' }
  }
  return {
    status: 'valid',
    preferences: {
      necessary: true,
      analytics: record.analytics,
      marketing: record.marketing,
      revision: record.revision,
      timestamp: record.timestamp,
    },
  }
}

/** The stored preferences, or null when the visitor has to be asked. An unreadable value is logged. */
export function readConsent(): ConsentPreferences | null {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
  } catch (error) {
    // Storage blocked (privacy settings): ask on every visit; nothing third-party loads meanwhile.
    console.warn('Consent: localStorage is not available, asking again.', error)
    return null
  }
  const stored = parseStoredConsent(raw)
  if (stored.status === 'invalid') {
    console.warn(`Consent: the stored value under "${CONSENT_STORAGE_KEY}" is unreadable (${stored.reason}).`)
  }
  return stored.status === 'valid' ? stored.preferences : null
}

/** Stores the visitor's choice and tells the site (event `consentUpdated`). */
export function saveConsent(choice: ConsentChoice): ConsentPreferences {
  const preferences: ConsentPreferences = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    revision: CONSENT_REVISION,
    timestamp: new Date().toISOString(),
  }
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(preferences))
  } catch (error) {
    // The choice still holds for this page view; it cannot be remembered.
    console.warn('Consent: the choice could not be stored.', error)
  }
  window.dispatchEvent(new CustomEvent<ConsentPreferences>(CONSENT_UPDATED_EVENT, { detail: preferences }))
  return preferences
}

/** Calls `listener` with the new preferences after every save, in this tab and in others. */
export function onConsentChange(listener: (preferences: ConsentPreferences | null) => void): () => void {
  const onUpdate = (event: Event) => listener((event as CustomEvent<ConsentPreferences>).detail)
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener(readConsent())
  }
  window.addEventListener(CONSENT_UPDATED_EVENT, onUpdate)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CONSENT_UPDATED_EVENT, onUpdate)
    window.removeEventListener('storage', onStorage)
  }
}

/** Asks the banner to open (in its settings view when a choice exists). */
export function openConsentSettings(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT))
}
