import { expect, type Page, test } from '@playwright/test'
import { banner, bannerButton, storedConsent, watchNetwork } from '@tests/support/consent'
import { texts } from '@tests/support/seed'
import { expectNoAxeViolations, PAGES, SERVICE_SLUGS, skipUnless } from './support'

/**
 * Consent, first visit (SPEC.md §2/§4/§7, §25 TDDDG): nothing third-party before the visitor
 * agrees, and a banner that asks fairly. Every test here starts as a first-time visitor (the
 * suite's other tests come with a stored 'Ablehnen', see playwright.config.ts).
 */
test.use({ storageState: { cookies: [], origins: [] } })

const ROUTES = [
  ...PAGES.map((page) => page.path),
  ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`),
  '/karriere/bewerbung',
  '/kontakt/danke',
  '/gibt-es-nicht',
]
const { consent } = texts

for (const path of ROUTES) {
  test(`${path}: the banner asks, and not one request leaves the site until the page has settled`, async ({
    page,
    baseURL,
  }, testInfo) => {
    skipUnless(testInfo, 'desktop')
    const network = watchNetwork(page, baseURL)
    await page.goto(path)
    await expect(banner(page)).toBeVisible()
    // Lazy images, the map's place, deferred scripts: all of the page, until nothing is left to load.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await network.settled()
    expect(network.foreign).toEqual([])
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    expect(page.frames()).toHaveLength(1)
  })
}

test('offers accepting, rejecting and settings with equal weight, and links Datenschutz and Impressum', async ({
  page,
}) => {
  await page.goto('/')
  const choices = [consent.acceptAll, consent.reject, consent.settings].map((name) => bannerButton(page, name))
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
  await expect(banner(page).getByRole('link', { name: consent.privacyLink })).toHaveAttribute('href', '/datenschutz')
  await expect(banner(page).getByRole('link', { name: consent.imprintLink })).toHaveAttribute('href', '/impressum')
  // A region, not a modal: the page stays readable and operable for screen readers.
  await expect(banner(page)).toHaveAttribute('aria-labelledby', /.+/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('main')).toBeVisible()
})

test('is reached first by keyboard and works without a mouse', async ({ page }) => {
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('link', { name: consent.privacyLink })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(bannerButton(page, consent.acceptAll)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(bannerButton(page, consent.reject)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false })
  // Focus is not lost to nowhere: it moves to the main content.
  await expect(page.getByRole('main')).toBeFocused()
})

type PaintRecord = { lcp: string[]; shift: number; bannerPainted: boolean }
const paintRecord = (page: Page) => page.evaluate(() => (window as unknown as { __paint: PaintRecord }).__paint)

for (const path of ['/', '/impressum', '/gibt-es-nicht']) {
  test(`${path}: the banner is not the largest paint and shifts nothing`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { lcp: [] as string[], shift: 0, bannerPainted: false }
      Object.assign(window, { __paint: seen })
      // The banner's texts report their paint (Element Timing): the paint that could make the banner
      // the largest one has then been presented, and its LCP and layout-shift entries delivered.
      new MutationObserver(() => {
        for (const text of document.querySelectorAll('[data-testid="consent-banner"] :is(h2, p)'))
          if (!text.hasAttribute('elementtiming')) text.setAttribute('elementtiming', 'consent-banner')
      }).observe(document, { childList: true, subtree: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { identifier?: string })[])
          if (entry.identifier === 'consent-banner') seen.bannerPainted = true
      }).observe({ type: 'element', buffered: true })
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
    await expect.poll(async () => (await paintRecord(page)).bannerPainted).toBe(true)
    const paint = await paintRecord(page)
    expect(paint.lcp.length).toBeGreaterThan(0)
    expect(paint.lcp).not.toContain('banner')
    expect(paint.shift).toBeLessThan(0.01)
  })
}

test('has no axe violations, first view and settings', async ({ page }) => {
  await page.goto('/kontakt')
  await expect(banner(page)).toBeVisible()
  await expectNoAxeViolations(page, 'banner')
  await bannerButton(page, consent.settings).click()
  await expect(banner(page).getByRole('switch', { name: consent.analytics.title })).toBeVisible()
  await expectNoAxeViolations(page, 'banner settings')
})

test('covers no focused element: the page scrolls it clear of the banner', async ({ page }, testInfo) => {
  await page.goto('/kontakt')
  await expect(banner(page)).toBeVisible()
  const field = page.locator('#unverbindliche-anfrage').getByLabel(texts.forms.inquiry.fields.message.label)
  await field.focus()
  const [fieldBox, bannerBox] = await Promise.all([field.boundingBox(), banner(page).boundingBox()])
  expect(fieldBox && bannerBox && fieldBox.y + fieldBox.height <= bannerBox.y + 1, testInfo.project.name).toBe(true)
})
