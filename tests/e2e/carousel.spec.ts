import { expect, type Page, test } from '@playwright/test'
import { skipUnless } from './support'

/** Authors of the 4 home-page testimonials, in order (bundled dataset). */
const AUTHORS: readonly string[] = ['Martina S.', 'Dr. Frank W.', 'Jens R.', 'Elke und Dieter M.']
const SLIDES = 3

const testimonialsSection = (page: Page) => page.getByRole('region', { name: 'Das sagen unsere Kunden' })

test.describe('mobile carousel', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    skipUnless(testInfo, 'mobile')
    await page.goto('/')
  })

  /** Exactly slide `n` (1-based) is shown, with its testimonial, and its dot is current. */
  async function expectSlide(page: Page, n: number) {
    const carousel = page.getByRole('region', { name: 'Kundenstimmen' })
    for (let index = 1; index <= SLIDES; index++) {
      const slide = carousel.getByRole('group', { name: `${index} von ${SLIDES}`, includeHidden: true })
      const dot = carousel.getByRole('button', { name: `Kundenstimme anzeigen: ${index}` })
      if (index === n) {
        await expect(slide).toBeVisible()
        await expect(slide).toContainText(AUTHORS[index - 1] ?? '')
        await expect(dot).toHaveAttribute('aria-current', 'true')
      } else {
        await expect(slide).toBeHidden()
        await expect(dot).not.toHaveAttribute('aria-current', /.+/)
      }
    }
  }

  test('shows slide 1 of 3; next wraps around, previous from 1 goes to 3, dots jump', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Kundenstimmen' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toBeVisible()
    await expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell')
    await expect(carousel.getByRole('group', { includeHidden: true })).toHaveCount(SLIDES)
    await expect(carousel.getByRole('group', { includeHidden: true }).first()).toHaveAttribute(
      'aria-roledescription',
      'Folie',
    )
    await expect(carousel).not.toContainText(AUTHORS[3] ?? '')
    await expect(testimonialsSection(page).getByRole('list')).toBeHidden()
    await expectSlide(page, 1)

    const next = carousel.getByRole('button', { name: 'Nächste Kundenstimme' })
    const previous = carousel.getByRole('button', { name: 'Vorherige Kundenstimme' })
    await next.click()
    await expectSlide(page, 2)
    await next.click()
    await expectSlide(page, 3)
    await next.click()
    await expectSlide(page, 1)

    await previous.click()
    await expectSlide(page, 3)
    await previous.click()
    await expectSlide(page, 2)

    await carousel.getByRole('button', { name: 'Kundenstimme anzeigen: 3' }).click()
    await expectSlide(page, 3)
    await carousel.getByRole('button', { name: 'Kundenstimme anzeigen: 1' }).click()
    await expectSlide(page, 1)
  })
})

test.describe('testimonial grid', () => {
  test.beforeEach(({ page: _page }, testInfo) => skipUnless(testInfo, 'desktop'))

  async function gridItems(page: Page) {
    const grid = testimonialsSection(page).getByRole('list')
    await expect(page.getByRole('region', { name: 'Kundenstimmen' })).toBeHidden()
    await expect(grid).toBeVisible()
    return grid.locator(':scope > li')
  }

  test('at 1440 px the grid shows the first three testimonials and hides the fourth', async ({ page }) => {
    await page.goto('/')
    const items = await gridItems(page)
    await expect(items).toHaveCount(AUTHORS.length)
    for (const [index, author] of AUTHORS.entries()) {
      if (index < 3) await expect(items.nth(index)).toBeVisible()
      else await expect(items.nth(index)).toBeHidden()
      await expect(items.nth(index)).toContainText(author)
    }
  })

  test('at 768 px (tablet) the grid shows all four testimonials', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.goto('/')
    const items = await gridItems(page)
    await expect(items).toHaveCount(AUTHORS.length)
    for (const [index, author] of AUTHORS.entries()) {
      await expect(items.nth(index)).toBeVisible()
      await expect(items.nth(index)).toContainText(author)
    }
  })
})
