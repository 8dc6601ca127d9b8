import { expect, test } from '@playwright/test'
import {
  banner,
  bannerButton,
  CONSENT_KEY,
  clickNav,
  footerCookieButton,
  storedConsent,
  watchNetwork,
} from '@tests/support/consent'
import { menuLabel, texts } from '@tests/support/seed'
import { isDesktop } from './support'

/**
 * Consent after a choice and with a stored value that cannot be used (SPEC.md §4, §8): a
 * rejection holds, the banner comes back when it must. Every test starts as a first-time
 * visitor; the Google stand-in tests are in consent-analytics.spec.ts.
 */
test.use({ storageState: { cookies: [], origins: [] } })

const { consent } = texts

test("'Ablehnen': no third-party request ever, across route changes and a reload", async ({ page, baseURL }) => {
  const network = watchNetwork(page, baseURL)
  await page.goto('/')
  await bannerButton(page, consent.reject).click()
  await expect(banner(page)).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: false })
  if (isDesktop(test.info())) {
    await clickNav(page, menuLabel('servicesPage'))
    await expect(page).toHaveURL(/\/leistungen$/)
    await clickNav(page, menuLabel('contactPage'))
  } else {
    await page.goto('/kontakt')
  }
  await expect(page.getByTestId('map-consent-notice')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await network.settled()
  await expect(banner(page)).toHaveCount(0)
  expect(network.foreign).toEqual([])
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
})

test('Escape closes a reopened banner without changing the choice', async ({ page }) => {
  await page.goto('/')
  await bannerButton(page, consent.reject).click()
  await footerCookieButton(page).click()
  await expect(banner(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(banner(page)).toBeHidden()
  await expect(footerCookieButton(page)).toBeFocused()
  expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false })
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
        [CONSENT_KEY, value] as const,
      )
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      const network = watchNetwork(page, baseURL)
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      const logged = warnings.filter((warning) => warning.startsWith('Consent:'))
      if (name === 'unreadable') expect(logged.join('\n')).toContain(`"${CONSENT_KEY}" is unreadable (not JSON)`)
      else expect(logged).toEqual([])
      expect(network.foreign).toEqual([])
      await bannerButton(page, consent.reject).click()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
    })
  }
})

test('without JavaScript there is no banner and nothing third-party', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const network = watchNetwork(page, baseURL)
  await page.goto('/kontakt')
  await expect(page.getByTestId('map-consent-notice')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  // No button that could not work: the notice stands alone.
  await expect(page.getByTestId('map-consent-notice').getByRole('button')).toHaveCount(0)
  expect(network.foreign).toEqual([])
  await context.close()
})
