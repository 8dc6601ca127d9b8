/**
 * The only place that talks to Google's tag (gtag.js, GA4). Everything else calls `trackEvent`,
 * `trackPageView` and `applyConsent`.
 *
 * Rules (SPEC.md §4/§7, §25 TDDDG):
 * - nothing of Google's is requested until the visitor grants analytics or marketing consent, and
 *   only when NEXT_PUBLIC_GA_MEASUREMENT_ID is set;
 * - Consent Mode v2: the `default` (everything denied) is the first entry in `dataLayer`, before any
 *   `config`, event or the tag itself; every later choice is an `update`;
 * - page views and events go out only while analytics consent is true (`ga-disable-<id>` also
 *   stops the tag itself when only marketing is granted or consent is revoked);
 * - page views are explicit (`send_page_view: false`): one per route change, path and query.
 * GA4 always truncates IP addresses; there is no `anonymize_ip` to set.
 */

import type { ConsentPreferences } from './consent'

type AnalyticsEvent =
  | { name: 'form_submission'; params: { form_name: 'contact_form'; service: string } }
  | {
      name: 'form_submission'
      params: { form_name: 'quick_application'; contract_type: string; work_location: string }
    }

type ConsentValue = 'granted' | 'denied'
type ConsentSignals = {
  analytics_storage: ConsentValue
  ad_storage: ConsentValue
  ad_user_data: ConsentValue
  ad_personalization: ConsentValue
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com'
/** Consent Mode: how long the tag waits for an update before it acts on the default (SPEC.md §9). */
const CONSENT_WAIT_FOR_UPDATE_MS = 500
/** Google's cookies, removed when consent is revoked (those the browser lets a page delete). */
const GOOGLE_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|__utm.+)$/

let tagLoaded = false
let analyticsGranted = false
let lastPageView: string | null = null

function signals(preferences: ConsentPreferences | null): ConsentSignals {
  const ads: ConsentValue = preferences?.marketing ? 'granted' : 'denied'
  return {
    analytics_storage: preferences?.analytics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  }
}

/** gtag() as Google defines it: it queues the `arguments` object itself, which gtag.js expects. */
function installGtag() {
  window.dataLayer = window.dataLayer ?? []
  if (window.gtag) return
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from dataLayer, not arrays
    window.dataLayer?.push(arguments)
  }
}

function gtag(...args: unknown[]) {
  window.gtag?.(...args)
}

/** `window['ga-disable-<id>'] = true` is Google's switch that keeps the tag from sending anything. */
function setTagDisabled(id: string, disabled: boolean) {
  ;(window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = disabled
}

function removeGoogleCookies() {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => GOOGLE_COOKIE.test(name))
  if (!names.length) return
  // Google sets its cookies on the widest domain it may: try the host and each parent domain.
  const parts = window.location.hostname.split('.')
  const domains = ['', ...parts.slice(0, -1).map((_, index) => `; domain=.${parts.slice(index).join('.')}`)]
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`
    }
  }
}

/**
 * Acts on the visitor's current choice: loads the tag on the first grant, sends every later
 * change as a consent update, and stops measuring (and removes Google's cookies) on revocation.
 * `null` means: no choice yet.
 */
export function applyConsent(id: string | undefined, preferences: ConsentPreferences | null): void {
  analyticsGranted = Boolean(id && preferences?.analytics)
  if (!id) return
  if (!preferences?.analytics) removeGoogleCookies()
  if (tagLoaded) {
    setTagDisabled(id, !analyticsGranted)
    gtag('consent', 'update', signals(preferences))
    return
  }
  if (!preferences || !(preferences.analytics || preferences.marketing)) return

  installGtag()
  gtag('consent', 'default', { ...signals(null), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS })
  gtag('consent', 'update', signals(preferences))
  setTagDisabled(id, !analyticsGranted)
  gtag('js', new Date())
  gtag('config', id, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
  tagLoaded = true
}

/**
 * One page view for the page now shown (path and query), once per route: a consent given on a
 * page counts that page, a second call for the same route (re-render, consent toggled) does not.
 */
export function trackPageView(route: string): void {
  if (!tagLoaded || !analyticsGranted) return
  if (lastPageView === route) return
  lastPageView = route
  gtag('event', 'page_view', {
    page_location: window.location.href,
    page_path: route,
    page_title: document.title,
  })
}

/** An event of SPEC.md §7; sent only while analytics consent is granted. */
export function trackEvent(event: AnalyticsEvent): void {
  if (!tagLoaded || !analyticsGranted) return
  gtag('event', event.name, event.params)
}
