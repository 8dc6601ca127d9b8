import { expect, test } from '@playwright/test'

for (const path of ['/leistungen/gibt-es-nicht', '/irgendwas/anderes']) {
  test(`${path} answers 404 with the not-found page and a way home`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)

    const main = page.getByRole('main')
    await expect(main.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden')
    await expect(main.getByText(/existiert nicht oder wurde verschoben/)).toBeVisible()
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()

    const home = main.getByRole('link', { name: 'Zurück zur Startseite' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ihr Meisterbetrieb für Gebäudereinigung in Goslar und im Harz',
    )
  })
}

test('the 404 page is titled through the title template, for every kind of unknown path', async ({ page }) => {
  for (const path of ['/gibt-es-nicht', '/leistungen/gibt-es-nicht', '/irgendwas/anderes']) {
    await page.goto(path)
    await expect(page).toHaveTitle('Seite nicht gefunden | Glanzwerk Harz')
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
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden')
    await expect(page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page).toHaveTitle('Seite nicht gefunden | Glanzwerk Harz')
  })
})
