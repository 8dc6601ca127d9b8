import { type BrowserContext, expect, type Page, type Request } from '@playwright/test'
import { texts } from './seed'

/** Where the site keeps the visitor's choice (docs/decisions.md, "Consent"). */
export const CONSENT_KEY = 'glanzwerk-harz:consent'

export const banner = (page: Page) => page.getByTestId('consent-banner')
export const bannerButton = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true })
export const footerCookieButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: texts.footer.cookieSettings })

/**
 * What the page requests: every request to a host other than the site's own, and whether
 * the page has settled (see `settled`). Call it before the page navigates.
 */
export function watchNetwork(page: Page, baseURL: string | undefined) {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host
  const foreign: string[] = []
  const inFlight = new Set<Request>()
  let started = 0
  page.on('request', (request) => {
    started += 1
    inFlight.add(request)
    const url = new URL(request.url())
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== own) foreign.push(request.url())
  })
  // A request counts as loading until its answer arrives: Chromium does not report the end of every
  // body (Next's prefetches around a reload never finish in its events), and what the page does with
  // an answer is main-thread work, which `settled` waits for.
  page.on('response', (response) => inFlight.delete(response.request()))
  page.on('requestfailed', (request) => inFlight.delete(request))
  // A new document ends the old one's requests, and Chromium does not always report them as failed.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    for (const request of inFlight) if (!request.isNavigationRequest()) inFlight.delete(request)
  })

  /**
   * Resolves once the page is settled: its main thread went idle (after a rendered frame) with no
   * request waiting for its answer before and after, and no request started in between. Everything
   * that could contact a third party – the consent effect that loads the tag, a map iframe, a lazy
   * image scrolled into view, a loaded script that sends hits – starts from main-thread work or
   * from an answered request, so once both are quiet nothing more can start without a timer or the
   * visitor (the site sets no timer for a third party). That is what a fixed sleep only hoped for.
   */
  async function settled() {
    await expect
      .poll(
        async () => {
          const startedBefore = started
          const quietBefore = inFlight.size === 0
          await page.evaluate(
            () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
          )
          if (quietBefore && inFlight.size === 0 && started === startedBefore) return 'settled'
          // What keeps the page busy, for the failure message.
          return `loading ${[...inFlight].map((request) => request.url()).join(', ') || 'nothing now'}`
        },
        { message: 'the page settles: main thread idle, no request in flight' },
      )
      .toBe('settled')
  }

  return { foreign, settled }
}

/** The dataLayer as plain arrays (gtag pushes Arguments objects). */
export function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>).map((value) => (value instanceof Date ? 'date' : value)),
    ),
  )
}

export async function storedConsent(page: Page) {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), CONSENT_KEY)
}

/** Records every `consentUpdated` event's detail in `window.__consentEvents`. */
export async function recordConsentEvents(context: BrowserContext) {
  await context.addInitScript(() => {
    const events: unknown[] = []
    Object.assign(window, { __consentEvents: events })
    window.addEventListener('consentUpdated', (event) => events.push((event as CustomEvent).detail))
  })
}

export const consentEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __consentEvents: unknown[] }).__consentEvents)

/** Follows a link of the header's main navigation (desktop). */
export async function clickNav(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: texts.navigation.label })
  await nav.getByRole('link', { name, exact: true }).click()
}
