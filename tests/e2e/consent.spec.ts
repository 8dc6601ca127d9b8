import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { E2E_GA_MEASUREMENT_ID } from '@tests/support/e2e-env'
import { GoogleStandIn } from '@tests/support/google-stand-in'
import { expectNoAxeViolations, isDesktop, PAGES, SERVICE_SLUGS, skipUnless } from './support'

/**
 * Consent (SPEC.md §2/§4/§7, §25 TDDDG): nothing third-party before the visitor agrees, exactly
 * what was agreed to afterwards. Every test here starts as a first-time visitor (the suite's
 * other tests come with a stored 'Ablehnen', see playwright.config.ts).
 */
test.use({ storageState: { cookies: [], origins: [] } })

const KEY = 'glanzwerk-harz:consent'
const ROUTES = [
  ...PAGES.map((page) => page.path),
  ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`),
  '/karriere/bewerbung',
  '/kontakt/danke',
  '/gibt-es-nicht',
]

const banner = (page: Page) => page.getByTestId('consent-banner')
const button = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true })

/** Every request the page makes to a host other than the site's own. */
function watchForeignRequests(page: Page, baseURL: string | undefined) {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== own) foreign.push(request.url())
  })
  return foreign
}

/** The dataLayer as plain arrays (gtag pushes Arguments objects). */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>).map((value) => (value instanceof Date ? 'date' : value)),
    ),
  )
}

async function storedConsent(page: Page) {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), KEY)
}

/** Records every `consentUpdated` event's detail in `window.__consentEvents`. */
async function recordConsentEvents(context: BrowserContext) {
  await context.addInitScript(() => {
    const events: unknown[] = []
    Object.assign(window, { __consentEvents: events })
    window.addEventListener('consentUpdated', (event) => events.push((event as CustomEvent).detail))
  })
}
const consentEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __consentEvents: unknown[] }).__consentEvents)

async function clickNav(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await nav.getByRole('link', { name, exact: true }).click()
}

test.describe('a first visit', () => {
  for (const path of ROUTES) {
    test(`${path}: the banner asks, and not one request leaves the site, 2 s after load included`, async ({
      page,
      baseURL,
    }, testInfo) => {
      skipUnless(testInfo, 'desktop')
      const foreign = watchForeignRequests(page, baseURL)
      await page.goto(path)
      await expect(banner(page)).toBeVisible()
      // Lazy images, the map's place, deferred scripts: all of the page, then quiet, then 2 s more.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(2_000)
      expect(foreign).toEqual([])
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
      expect(page.frames()).toHaveLength(1)
    })
  }

  test('offers accepting, rejecting and settings with equal weight, and links Datenschutz and Impressum', async ({
    page,
  }) => {
    await page.goto('/')
    const choices = ['Alle akzeptieren', 'Ablehnen', 'Einstellungen'].map((name) => button(page, name))
    const looks = await Promise.all(
      choices.map((choice) =>
        choice.evaluate((element) => {
          const style = getComputedStyle(element)
          return [
            style.fontSize,
            style.fontWeight,
            style.color,
            style.backgroundColor,
            style.borderWidth,
            element.getBoundingClientRect().height,
          ].join(' ')
        }),
      ),
    )
    expect(new Set(looks).size, looks.join(' | ')).toBe(1)
    await expect(banner(page).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    )
    await expect(banner(page).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum')
    // A region, not a modal: the page stays readable and operable for screen readers.
    await expect(banner(page)).toHaveAttribute('aria-labelledby', /.+/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('main')).toBeVisible()
  })

  test('is reached first by keyboard and works without a mouse', async ({ page }) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(button(page, 'Alle akzeptieren')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(button(page, 'Ablehnen')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false })
    // Focus is not lost to nowhere: it moves to the main content.
    await expect(page.getByRole('main')).toBeFocused()
  })

  for (const path of ['/', '/impressum', '/gibt-es-nicht']) {
    test(`${path}: the banner is not the largest paint and shifts nothing`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen = { lcp: [] as string[], shift: 0 }
        Object.assign(window, { __paint: seen })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            const element = entry.element
            seen.lcp.push(element?.closest('[data-testid="consent-banner"]') ? 'banner' : (element?.tagName ?? '?'))
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      await expect(banner(page)).toBeVisible()
      await page.waitForTimeout(500)
      const paint = await page.evaluate(
        () => (window as unknown as { __paint: { lcp: string[]; shift: number } }).__paint,
      )
      expect(paint.lcp.length).toBeGreaterThan(0)
      expect(paint.lcp).not.toContain('banner')
      expect(paint.shift).toBeLessThan(0.01)
    })
  }

  test('has no axe violations, first view and settings', async ({ page }) => {
    await page.goto('/kontakt')
    await expect(banner(page)).toBeVisible()
    await expectNoAxeViolations(page, 'banner')
    await button(page, 'Einstellungen').click()
    await expect(banner(page).getByRole('switch', { name: 'Statistik' })).toBeVisible()
    await expectNoAxeViolations(page, 'banner settings')
  })

  test('covers no focused element: the page scrolls it clear of the banner', async ({ page }, testInfo) => {
    await page.goto('/kontakt')
    await expect(banner(page)).toBeVisible()
    const field = page.getByLabel('Nachricht *')
    await field.focus()
    const [fieldBox, bannerBox] = await Promise.all([field.boundingBox(), banner(page).boundingBox()])
    expect(fieldBox && bannerBox && fieldBox.y + fieldBox.height <= bannerBox.y + 1, testInfo.project.name).toBe(true)
  })
})

test.describe('after a choice', () => {
  test("'Ablehnen': no third-party request ever, across route changes and a reload", async ({ page, baseURL }) => {
    const foreign = watchForeignRequests(page, baseURL)
    await page.goto('/')
    await button(page, 'Ablehnen').click()
    await expect(banner(page)).toBeHidden()
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: false })
    if (isDesktop(test.info())) {
      await clickNav(page, 'Leistungen')
      await expect(page).toHaveURL(/\/leistungen$/)
      await clickNav(page, 'Kontakt')
    } else {
      await page.goto('/kontakt')
    }
    await expect(page.getByTestId('map-consent-notice')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.waitForTimeout(2_000)
    await expect(banner(page)).toHaveCount(0)
    expect(foreign).toEqual([])
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
  })

  test.describe('with Google standing in locally', () => {
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
    }, testInfo) => {
      skipUnless(testInfo, 'desktop')
      await page.goto('/?quelle=flyer')
      await page.waitForLoadState('networkidle')
      expect(google.requests).toEqual([])
      await button(page, 'Alle akzeptieren').click()
      await expect(banner(page)).toBeHidden()

      await expect.poll(() => google.hits().length).toBe(1)
      const tag = google.requests.find((request) => request.path === '/gtag/js')
      expect(tag?.query.get('id')).toBe(E2E_GA_MEASUREMENT_ID)
      const layer = await dataLayer(page)
      // Consent default first, before any config, event or the tag's own work; the update after it.
      expect(layer[0]).toEqual([
        'consent',
        'default',
        {
          ad_storage: 'denied',
          analytics_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          wait_for_update: 500,
        },
      ])
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

      await clickNav(page, 'Leistungen')
      await expect(page).toHaveURL(/\/leistungen$/)
      await expect.poll(() => google.hits().map((hit) => hit.path)).toEqual(['/?quelle=flyer', '/leistungen'])
      // A query-only change is a route change too.
      await page.evaluate(() => window.history.pushState(null, '', '/leistungen?seite=2'))
      await clickNav(page, 'Karriere')
      await expect(page).toHaveURL(/\/karriere$/)
      await expect
        .poll(() => google.hits().map((hit) => hit.path))
        .toEqual(['/?quelle=flyer', '/leistungen', '/leistungen?seite=2', '/karriere'])
      // No double counting: nothing more arrives while the visitor stays.
      await page.waitForTimeout(1_000)
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
    }) => {
      await page.goto('/kontakt')
      await expect(page.getByTestId('map-consent-notice')).toBeVisible()
      await button(page, 'Einstellungen').click()
      const necessary = banner(page).getByRole('switch', { name: 'Notwendig' })
      await expect(necessary).toBeChecked()
      await expect(necessary).toBeDisabled()
      await banner(page).getByRole('switch', { name: 'Marketing' }).check()
      await button(page, 'Auswahl speichern').click()
      await expect(banner(page)).toBeHidden()
      expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: true })
      expect(await consentEvents(page)).toEqual([expect.objectContaining({ analytics: false, marketing: true })])

      // The map appears without a reload, named after the address, loaded lazily.
      const map = page.getByTestId('map')
      await expect(map).toBeVisible()
      await expect(map).toHaveAttribute('title', 'Karte: Musterstraße 12, 38640 Goslar')
      await expect(map).toHaveAttribute('loading', 'lazy')
      await map.scrollIntoViewIfNeeded()
      await expect.poll(() => google.requests.some((request) => request.path === '/maps')).toBe(true)
      // Marketing alone loads the tag (ad signals) but no page view is sent.
      await expect.poll(() => google.requests.some((request) => request.path === '/gtag/js')).toBe(true)
      expect((await dataLayer(page))[1]).toEqual([
        'consent',
        'update',
        { ad_storage: 'granted', analytics_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'granted' },
      ])
      await page.waitForTimeout(500)
      expect(google.hits()).toEqual([])

      // A reload keeps the choice; the footer button opens the settings with it.
      await page.reload()
      await expect(page.getByTestId('map')).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
      const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })
      await footerButton.click()
      await expect(banner(page).getByRole('heading', { name: 'Cookie-Einstellungen' })).toBeFocused()
      await expect(banner(page).getByRole('switch', { name: 'Marketing' })).toBeChecked()
      await expect(banner(page).getByRole('switch', { name: 'Statistik' })).not.toBeChecked()

      // Revoking marketing: the map goes at once.
      await banner(page).getByRole('switch', { name: 'Marketing' }).uncheck()
      await button(page, 'Auswahl speichern').click()
      await expect(page.getByTestId('map')).toHaveCount(0)
      await expect(page.getByTestId('map-consent-notice')).toBeVisible()
      await expect(footerButton).toBeFocused()
      expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false })
      expect(await consentEvents(page)).toHaveLength(1) // this page's own save; the first was before the reload
    })

    test('a sent inquiry is counted as form_submission, only with analytics consent', async ({ page }, testInfo) => {
      skipUnless(testInfo, 'desktop')
      await page.goto('/kontakt')
      await button(page, 'Alle akzeptieren').click()
      await expect.poll(() => google.hits().length).toBe(1)
      const form = page.locator('#unverbindliche-anfrage form')
      await form.getByLabel('Name').fill('Erika Mustermann')
      await form.getByLabel('E-Mail').fill('erika@example.org')
      await form.getByLabel('Telefon').fill('05321 123456')
      await form.getByLabel('Einsatzort').fill('Goslar')
      await form.getByLabel('Nachricht').fill(`Analytics-Test ${Date.now()}`)
      await form.getByRole('button', { name: 'Kostenloses Angebot anfordern' }).click()
      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage!' })).toBeVisible()
      await expect.poll(() => google.hits().map((hit) => hit.event)).toEqual(['page_view', 'form_submission'])
      const event = google.requests.find((request) => request.query.get('en') === 'form_submission')
      expect(JSON.parse(event?.query.get('ep') ?? '{}')).toEqual({
        form_name: 'contact_form',
        service: 'not_specified',
      })
    })

    test('revoking analytics stops page views at once and removes Google’s cookies', async ({ page }, testInfo) => {
      skipUnless(testInfo, 'desktop')
      await page.goto('/')
      await button(page, 'Alle akzeptieren').click()
      await expect.poll(() => google.hits().length).toBe(1)
      await expect.poll(() => page.evaluate(() => document.cookie)).toContain('_ga=')

      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
      await button(page, 'Ablehnen').click()
      await expect(banner(page)).toBeHidden()
      expect(await page.evaluate(() => document.cookie)).not.toContain('_ga=')
      expect((await dataLayer(page)).at(-1)).toEqual([
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ])
      await clickNav(page, 'Über uns')
      await expect(page).toHaveURL(/\/ueber-uns$/)
      await page.waitForTimeout(1_000)
      expect(google.hits()).toHaveLength(1)
      expect(await consentEvents(page)).toHaveLength(2)
    })
  })

  test('Escape closes a reopened banner without changing the choice', async ({ page }) => {
    await page.goto('/')
    await button(page, 'Ablehnen').click()
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })
    await footerButton.click()
    await expect(banner(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(banner(page)).toBeHidden()
    await expect(footerButton).toBeFocused()
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false })
  })
})

test.describe('a stored value that cannot be used', () => {
  for (const [name, value] of [
    ['unreadable', '{"necessary":true,"analytics":tru'],
    [
      'of an older banner revision',
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: true,
        revision: 0,
        timestamp: '2025-01-01T00:00:00Z',
      }),
    ],
  ] as const) {
    test(`brings the banner back when it is ${name}`, async ({ page, context, baseURL }) => {
      await context.addInitScript(
        ([key, stored]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key, stored)
            sessionStorage.setItem('seeded', '1')
          }
        },
        [KEY, value] as const,
      )
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      const foreign = watchForeignRequests(page, baseURL)
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      const logged = warnings.filter((warning) => warning.startsWith('Consent:'))
      if (name === 'unreadable') expect(logged.join('\n')).toContain(`"${KEY}" is unreadable (not JSON)`)
      else expect(logged).toEqual([])
      expect(foreign).toEqual([])
      await button(page, 'Ablehnen').click()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
    })
  }
})

test('without JavaScript there is no banner and nothing third-party', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const foreign = watchForeignRequests(page, baseURL)
  await page.goto('/kontakt')
  await expect(page.getByTestId('map-consent-notice')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  // No button that could not work: the notice stands alone.
  await expect(page.getByTestId('map-consent-notice').getByRole('button')).toHaveCount(0)
  expect(foreign).toEqual([])
  await context.close()
})
