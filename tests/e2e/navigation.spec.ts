import { expect, test } from '@playwright/test'

test('after navigating from a scrolled page the new page starts at the top', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)

  await footer.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Über uns' }).click()
  await expect(page).toHaveURL(/\/ueber-uns$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sauberkeit mit Meisterbrief aus Goslar')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
})

test('going back restores where the visitor was; going forward again starts where they left', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const before = await page.evaluate(() => window.scrollY)

  await footer.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Über uns' }).click()
  await expect(page).toHaveURL(/\/ueber-uns$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  // The browser's restored position, not the top (within a few pixels of layout rounding).
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40)
})
