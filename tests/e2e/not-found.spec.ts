import { expect, test } from '@playwright/test'
import { headlineOf, literally, present, seedSingleton, settings, texts } from '@tests/support/seed'

const { notFound } = texts
/** The 404 page's title, through the title template of the settings. */
const TITLE = present(settings.titleTemplate, 'title template').replace('%s', notFound.heading)
const HOME_HEADLINE = headlineOf(seedSingleton('homePage'))

for (const path of ['/leistungen/gibt-es-nicht', '/karriere/gibt-es-nicht', '/irgendwas/anderes']) {
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

// Every kind of unknown path gets the one prerendered 404 page: a path no route matches, and an unknown
// slug of a dynamic route, which web/proxy.ts sends to the same page before the route renders.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ['/irgendwas/anderes', '/gibt-es-nicht', '/leistungen/gibt-es-nicht', '/karriere/gibt-es-nicht']) {
    test(`${path} arrives as a server-rendered 404 page, not an empty error document`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      const html = (await response?.text()) ?? ''
      expect(html).not.toContain('id="__next_error__"')
      expect(html).toMatch(/<html lang="de"/)
      expect(response?.headers()['cache-control']).toContain('no-store')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.heading)
      await expect(page.getByRole('main').getByRole('link', { name: notFound.homeLink })).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page).toHaveTitle(TITLE)
    })
  }
})

test('malformed percent-encoding answers 400 with the security headers', async ({ request }) => {
  for (const path of ['/%c0', '/leistungen/%c0', '/karriere/%c0', '/studio/%E2%82', '/dataset-assets/%c0']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN')
  }
})

test('a client-side navigation to an unknown slug shows the 404 page', async ({ page }) => {
  await page.goto('/')
  // Hydration may still run after 'load' and then removes a node it did not render, even while its
  // click is under way: add the link again and click until the browser has left the page.
  await expect(async () => {
    await page.evaluate(() => {
      if (document.getElementById('broken-link')) return
      const link = document.createElement('a')
      link.href = '/gibt-es-nicht'
      link.textContent = 'kaputter Link'
      link.id = 'broken-link'
      document.querySelector('main')?.append(link)
    })
    await page.locator('#broken-link').click({ timeout: 2_000 })
    await expect(page).toHaveURL(/\/gibt-es-nicht$/, { timeout: 2_000 })
  }).toPass()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.heading)
  await expect(page).toHaveTitle(TITLE)
})
