import { expect, type Page, test } from '@playwright/test'
import { dereference, present, sectionOf, seedSingleton, texts } from '@tests/support/seed'
import { skipUnless } from './support'

const section = sectionOf(seedSingleton('homePage'), 'testimonialsSection')
/** Authors of the home page's testimonials, in order. */
const AUTHORS = dereference('testimonial', section.testimonials).map((testimonial) =>
  present(testimonial.name, 'name of a testimonial'),
)
/** SPEC.md §2/§9: 4 testimonials on Home, the first 3 in the mobile carousel. */
const SLIDES = 3
const { carouselOf, carouselShow, carouselNext, carouselPrevious } = texts.elements

const testimonialsSection = (page: Page) =>
  page.getByRole('region', { name: present(section.heading, 'heading of the testimonials') })
/** The carousel is named like the section's eyebrow (its heading when there is none). */
const carouselRegion = (page: Page) =>
  page.getByRole('region', { name: present(section.eyebrow ?? section.heading, 'name of the carousel') })

test.describe('mobile carousel', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    skipUnless(testInfo, 'mobile')
    await page.goto('/')
  })

  /** Exactly slide `n` (1-based) is shown, with its testimonial, and its dot is current. */
  async function expectSlide(page: Page, n: number) {
    const carousel = carouselRegion(page)
    for (let index = 1; index <= SLIDES; index++) {
      const slide = carousel.getByRole('group', { name: `${index} ${carouselOf} ${SLIDES}`, includeHidden: true })
      const dot = carousel.getByRole('button', { name: `${carouselShow} ${index}` })
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
    const carousel = carouselRegion(page)
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toBeVisible()
    await expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell')
    await expect(carousel.getByRole('group', { includeHidden: true })).toHaveCount(SLIDES)
    await expect(carousel.getByRole('group', { includeHidden: true }).first()).toHaveAttribute(
      'aria-roledescription',
      'Folie',
    )
    await expect(carousel.getByText(AUTHORS[3] ?? '')).toBeHidden()
    // One list for both: each testimonial is on the page once, one card shown at a time.
    for (const author of AUTHORS)
      await expect(testimonialsSection(page).getByText(author, { exact: true })).toHaveCount(1)
    await expect(testimonialsSection(page).getByRole('listitem').filter({ visible: true })).toHaveCount(1)
    await expectSlide(page, 1)

    const next = carousel.getByRole('button', { name: carouselNext })
    const previous = carousel.getByRole('button', { name: carouselPrevious })
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

    await carousel.getByRole('button', { name: `${carouselShow} 3` }).click()
    await expectSlide(page, 3)
    await carousel.getByRole('button', { name: `${carouselShow} 1` }).click()
    await expectSlide(page, 1)
  })
})

test.describe('testimonial grid', () => {
  test.beforeEach(({ page: _page }, testInfo) => skipUnless(testInfo, 'desktop'))

  async function gridItems(page: Page) {
    const grid = testimonialsSection(page).getByRole('list')
    await expect(carouselRegion(page)).toBeHidden()
    await expect(grid).toBeVisible()
    return grid.locator(':scope > li')
  }

  test('at 1440 px the grid shows the first three testimonials and hides the fourth', async ({ page }) => {
    await page.goto('/')
    const items = await gridItems(page)
    await expect(items).toHaveCount(4)
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
    await expect(items).toHaveCount(4)
    for (const [index, author] of AUTHORS.entries()) {
      await expect(items.nth(index)).toBeVisible()
      await expect(items.nth(index)).toContainText(author)
    }
  })
})
