import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { headlineOf, seedSingleton, texts } from '@tests/support/seed'
import { isDesktop, openMobileMenu } from './support'

const QUOTE = texts.header.quoteButton

/** The header's 'Angebot anfragen': in the bar on desktop, inside the menu overlay on mobile. */
async function clickHeaderQuoteButton(page: Page, testInfo: TestInfo) {
  if (isDesktop(testInfo)) {
    await page.getByRole('banner').getByRole('link', { name: QUOTE, exact: true }).click()
    return
  }
  const dialog = await openMobileMenu(page)
  await dialog.getByRole('link', { name: QUOTE, exact: true }).click()
  await expect(dialog).toBeHidden()
}

const pathname = (page: Page) => new URL(page.url()).pathname

for (const path of ['/', '/kontakt']) {
  test(`on ${path} it scrolls to the inquiry section and stays on the page`, async ({ page }, testInfo) => {
    await page.goto(path)
    const inquiry = page.locator('#unverbindliche-anfrage')
    await expect(inquiry).not.toBeInViewport()

    await clickHeaderQuoteButton(page, testInfo)

    await expect(inquiry).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(pathname(page)).toBe(path)
    await expect(inquiry).toBeFocused()
  })
}

test('on another page it opens /kontakt', async ({ page }, testInfo) => {
  await page.goto('/ueber-uns')
  await clickHeaderQuoteButton(page, testInfo)
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(seedSingleton('contactPage')))
})
