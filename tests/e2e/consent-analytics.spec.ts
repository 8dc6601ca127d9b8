import { expect, test } from '@playwright/test'
import {
  banner,
  bannerButton,
  clickNav,
  consentEvents,
  dataLayer,
  footerCookieButton,
  recordConsentEvents,
  storedConsent,
  watchNetwork,
} from '@tests/support/consent'
import { E2E_GA_MEASUREMENT_ID } from '@tests/support/e2e-env'
import { GoogleStandIn } from '@tests/support/google-stand-in'
import { headlineOf, menuLabel, present, sectionOf, seedSingleton, settings, texts } from '@tests/support/seed'
import { skipUnless } from './support'

/**
 * Consent with Google standing in locally (SPEC.md §4/§7): after a grant exactly what was agreed
 * to reaches Google – the tag after the consent default, one page view per route, form events –
 * and after a revocation nothing more. Every test starts as a first-time visitor.
 */
test.use({ storageState: { cookies: [], origins: [] } })

const { consent } = texts
const allDenied = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
}

let google: GoogleStandIn
test.beforeEach(async ({ context }) => {
  google = await GoogleStandIn.start()
  await google.attach(context)
  await recordConsentEvents(context)
})
test.afterEach(async () => {
  await google.stop()
})

test("'Alle akzeptieren': the tag loads after the consent default, one page view per route change", async ({
  page,
  baseURL,
}, testInfo) => {
  skipUnless(testInfo, 'desktop')
  const network = watchNetwork(page, baseURL)
  await page.goto('/?quelle=flyer')
  await expect(banner(page)).toBeVisible()
  await network.settled()
  expect(google.requests).toEqual([])
  await bannerButton(page, consent.acceptAll).click()
  await expect(banner(page)).toBeHidden()

  await expect.poll(() => google.hits().length).toBe(1)
  const tag = google.requests.find((request) => request.path === '/gtag/js')
  expect(tag?.query.get('id')).toBe(E2E_GA_MEASUREMENT_ID)
  const layer = await dataLayer(page)
  // Consent default first, before any config, event or the tag's own work; the update after it.
  expect(layer[0]).toEqual(['consent', 'default', { ...allDenied, wait_for_update: 500 }])
  expect(layer[1]).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
  ])
  expect(layer.findIndex((entry) => entry[0] === 'config')).toBeGreaterThan(1)
  expect(layer.find((entry) => entry[0] === 'config')).toEqual([
    'config',
    E2E_GA_MEASUREMENT_ID,
    { send_page_view: false },
  ])
  // The page the visitor agreed on counts, with its query string.
  expect(google.hits()).toEqual([{ event: 'page_view', path: '/?quelle=flyer', tid: E2E_GA_MEASUREMENT_ID }])

  await clickNav(page, menuLabel('servicesPage'))
  await expect(page).toHaveURL(/\/leistungen$/)
  await expect.poll(() => google.hits().map((hit) => hit.path)).toEqual(['/?quelle=flyer', '/leistungen'])
  // A query-only change is a route change too.
  await page.evaluate(() => window.history.pushState(null, '', '/leistungen?seite=2'))
  await clickNav(page, menuLabel('careersPage'))
  await expect(page).toHaveURL(/\/karriere$/)
  await expect
    .poll(() => google.hits().map((hit) => hit.path))
    .toEqual(['/?quelle=flyer', '/leistungen', '/leistungen?seite=2', '/karriere'])
  // No double counting: nothing more arrives while the visitor stays (a second page view would
  // be pushed by the route's own render and sent at once, before the page settles).
  await network.settled()
  expect(google.hits()).toHaveLength(4)
  const pageViews = (await dataLayer(page)).filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
  expect(pageViews).toHaveLength(4)
  expect(pageViews[3]?.[2]).toMatchObject({ page_path: '/karriere', page_title: await page.title() })
  expect(await consentEvents(page)).toEqual([
    expect.objectContaining({ necessary: true, analytics: true, marketing: true, revision: 1 }),
  ])
})

test('settings store exactly the toggles; the map follows marketing live; a revoke stops measuring', async ({
  page,
  baseURL,
}) => {
  const network = watchNetwork(page, baseURL)
  await page.goto('/kontakt')
  await expect(page.getByTestId('map-consent-notice')).toBeVisible()
  await bannerButton(page, consent.settings).click()
  const necessary = banner(page).getByRole('switch', { name: consent.necessary.title })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await banner(page).getByRole('switch', { name: consent.marketing.title }).check()
  await bannerButton(page, consent.save).click()
  await expect(banner(page)).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: true })
  expect(await consentEvents(page)).toEqual([expect.objectContaining({ analytics: false, marketing: true })])

  // The map appears without a reload, named after the address, loaded lazily.
  const map = page.getByTestId('map')
  const { address } = settings
  const mapTitle = present(sectionOf(seedSingleton('contactPage'), 'mapSection').mapTitle, 'title of the map')
  await expect(map).toBeVisible()
  await expect(map).toHaveAttribute('title', `${mapTitle} ${address?.street}, ${address?.postalCode} ${address?.city}`)
  await expect(map).toHaveAttribute('loading', 'lazy')
  await map.scrollIntoViewIfNeeded()
  await expect.poll(() => google.requests.some((request) => request.path === '/maps')).toBe(true)
  // Marketing alone loads the tag (ad signals) but no page view is sent: once the tag has run
  // and the page has settled, a page view would have reached Google.
  await expect.poll(() => google.requests.some((request) => request.path === '/gtag/js')).toBe(true)
  expect((await dataLayer(page))[1]).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', analytics_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'granted' },
  ])
  await network.settled()
  expect(google.hits()).toEqual([])

  // A reload keeps the choice; the footer button opens the settings with it.
  await page.reload()
  await expect(page.getByTestId('map')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await footerCookieButton(page).click()
  await expect(banner(page).getByRole('heading', { name: consent.settingsHeading })).toBeFocused()
  await expect(banner(page).getByRole('switch', { name: consent.marketing.title })).toBeChecked()
  await expect(banner(page).getByRole('switch', { name: consent.analytics.title })).not.toBeChecked()

  // Revoking marketing: the map goes at once.
  await banner(page).getByRole('switch', { name: consent.marketing.title }).uncheck()
  await bannerButton(page, consent.save).click()
  await expect(page.getByTestId('map')).toHaveCount(0)
  await expect(page.getByTestId('map-consent-notice')).toBeVisible()
  await expect(footerCookieButton(page)).toBeFocused()
  expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false })
  expect(await consentEvents(page)).toHaveLength(1) // this page's own save; the first was before the reload
})

test('a sent inquiry is counted as form_submission, only with analytics consent', async ({ page }, testInfo) => {
  skipUnless(testInfo, 'desktop')
  await page.goto('/kontakt')
  await bannerButton(page, consent.acceptAll).click()
  await expect.poll(() => google.hits().length).toBe(1)
  const inquiry = texts.forms.inquiry
  const form = page.locator('#unverbindliche-anfrage form')
  await form.getByLabel(inquiry.fields.name.label).fill('Erika Mustermann')
  await form.getByLabel(inquiry.fields.email.label).fill('erika@example.org')
  await form.getByLabel(inquiry.fields.phone.label).fill('05321 123456')
  await form.getByLabel(inquiry.fields.location.label).fill('Goslar')
  await form.getByLabel(inquiry.fields.message.label).fill(`Analytics-Test ${Date.now()}`)
  await form.getByRole('button', { name: inquiry.submit }).click()
  await expect(page.getByRole('heading', { name: inquiry.successHeading })).toBeVisible()
  await expect.poll(() => google.hits().map((hit) => hit.event)).toEqual(['page_view', 'form_submission'])
  const event = google.requests.find((request) => request.query.get('en') === 'form_submission')
  expect(JSON.parse(event?.query.get('ep') ?? '{}')).toEqual({
    form_name: 'contact_form',
    service: 'not_specified',
  })
})

test('revoking analytics stops page views at once and removes Google’s cookies', async ({
  page,
  baseURL,
}, testInfo) => {
  skipUnless(testInfo, 'desktop')
  const network = watchNetwork(page, baseURL)
  await page.goto('/')
  await bannerButton(page, consent.acceptAll).click()
  await expect.poll(() => google.hits().length).toBe(1)
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('_ga=')

  await footerCookieButton(page).click()
  await bannerButton(page, consent.reject).click()
  await expect(banner(page)).toBeHidden()
  expect(await page.evaluate(() => document.cookie)).not.toContain('_ga=')
  expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', allDenied])
  await clickNav(page, menuLabel('aboutPage'))
  await expect(page).toHaveURL(/\/ueber-uns$/)
  // The new route has rendered and settled: a page view for it would have been sent by now.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(seedSingleton('aboutPage')))
  await network.settled()
  expect(google.hits()).toHaveLength(1)
  expect(await consentEvents(page)).toHaveLength(2)
})
