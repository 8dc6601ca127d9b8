import { expect, test } from '@playwright/test'
import { headlineOf, literally, present, seedSingleton, settings, texts } from '@tests/support/seed'

const { notFound } = texts
/** The 404 page's title, through the title template of the settings. */
const TITLE = present(settings.titleTemplate, 'title template').replace('%s', notFound.heading)
const HOME_HEADLINE = headlineOf(seedSingleton('homePage'))

for (const path of ['/leistungen/gibt-es-nicht', '/irgendwas/anderes']) {
  test(`${path} answers 404 with the not-found page and a way home`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)

    const main = page.getByRole('main')
    await expect(main.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.heading)
    await expect(main.getByText(literally(notFound.text))).toBeVisible()
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()

    const home = main.getByRole('link', { name: notFound.homeLink })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADLINE)
  })
}

test('the 404 page is titled through the title template, for every kind of unknown path', async ({ page }) => {
  for (const path of ['/gibt-es-nicht', '/leistungen/gibt-es-nicht', '/irgendwas/anderes']) {
    await page.goto(path)
    await expect(page).toHaveTitle(TITLE)
  }
})

// A path no route matches is served as the prerendered 404 page. An unknown slug of a dynamic route
// (/gibt-es-nicht, /leistungen/gibt-es-nicht) is not: Next.js 16 answers 404 with an empty error
// document that JavaScript fills in (vercel/next.js#95613, #97000; docs/decisions.md).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an unknown path arrives as a server-rendered 404 page, not an empty error document', async ({ page }) => {
    const response = await page.goto('/irgendwas/anderes')
    expect(response?.status()).toBe(404)
    expect(await response?.text()).not.toContain('id="__next_error__"')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.heading)
    await expect(page.getByRole('main').getByRole('link', { name: notFound.homeLink })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page).toHaveTitle(TITLE)
  })
})
