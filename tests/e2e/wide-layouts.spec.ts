import { expect, type Page, test } from '@playwright/test'
import { seedBySlug, seedSingleton } from '@tests/support/seed'
import { PAGES, SERVICE_SLUGS, skipUnless } from './support'

/**
 * At 1440 px a section uses its width: its content is either spread over it or centred in it, never
 * a narrow column on the left beside an empty right half, and a grid of cards leaves no empty cell
 * at its end (a last row that is not full is centred).
 */

test.beforeEach(({ page: _page }, testInfo) => skipUnless(testInfo, 'desktop'))

/**
 * How much more of the section headed `heading` is empty right of its content than left of it, as a
 * share of its width: 0 for content centred or spread across, about 0.45 for a half-width column on the left.
 */
function lopsidedness(page: Page, heading: string) {
  return page.locator('main').evaluate((main, heading) => {
    // Headings may carry soft hyphens (long German words), which the seed's text does not.
    const title = [...main.querySelectorAll('h2')].find(
      (element) => (element.textContent ?? '').replace(/\u00ad/g, '').trim() === heading,
    )
    const section = title?.closest('section')
    if (!section) throw new Error(`No section headed „${heading}“.`)
    const box = section.getBoundingClientRect()
    let left = Number.POSITIVE_INFINITY
    let right = Number.NEGATIVE_INFINITY
    for (const child of section.querySelectorAll('h2, h3, p, li, a, button, img')) {
      const rect = child.getBoundingClientRect()
      if (rect.width <= 1 || rect.height <= 1 || child.closest('.sr-only')) continue
      left = Math.min(left, rect.left)
      right = Math.max(right, rect.right)
    }
    return (box.right - right - (left - box.left)) / box.width
  }, heading)
}

test('the application band on / is centred or spread across the page', async ({ page }) => {
  const band = seedSingleton('homePage').sections?.find((section) => section._type === 'applicationCtaSection')
  if (!band || !('heading' in band) || !band.heading) throw new Error('The seed has no application band on /.')
  await page.goto('/')
  expect(await lopsidedness(page, band.heading)).toBeLessThan(0.1)
})

test('a free text section without an image uses the width on every service page', async ({ page }) => {
  test.setTimeout(90_000)
  const lopsided: string[] = []
  for (const slug of SERVICE_SLUGS) {
    const headings = (seedBySlug('service', slug).sections ?? []).flatMap((section) =>
      section._type === 'textSection' && !section.image && section.heading && !section.heading.includes('{')
        ? [section.heading]
        : [],
    )
    if (headings.length === 0) continue
    await page.goto(`/leistungen/${slug}`)
    for (const heading of headings) {
      const share = await lopsidedness(page, heading)
      if (share >= 0.1)
        lopsided.push(`/leistungen/${slug} „${heading}“: ${Math.round(share * 100)} % more empty on the right`)
    }
  }
  expect(lopsided).toEqual([])
})

/**
 * Every grid of cards (items with a border, shadow or background) in `main` whose last row is neither
 * full nor centred, as „heading“: what is wrong. Lists of plain text items may end on the left, as text does.
 */
function lopsidedCardGrids(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('ul, ol')].flatMap((list) => {
      const style = getComputedStyle(list)
      if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2) return []
      const isCard = (element: Element | null) => {
        if (!element) return false
        const look = getComputedStyle(element)
        return (
          Number.parseFloat(look.borderTopWidth) > 0 ||
          look.boxShadow !== 'none' ||
          look.backgroundColor !== 'rgba(0, 0, 0, 0)'
        )
      }
      const items = [...list.children].filter((item) => item.getBoundingClientRect().height > 0)
      if (!items.every((item) => isCard(item) || isCard(item.firstElementChild))) return []
      const rects = items.map((item) => item.getBoundingClientRect())
      const last = rects.at(-1)
      if (!last) return []
      const row = rects.filter((rect) => Math.abs(rect.top - last.top) < 2)
      const box = list.getBoundingClientRect()
      const before = Math.min(...row.map((rect) => rect.left)) - box.left
      const after = box.right - Math.max(...row.map((rect) => rect.right))
      const heading = (list.closest('section')?.querySelector('h2')?.textContent ?? '').replace(/\u00ad/g, '')
      return Math.abs(before - after) > 2
        ? [
            `„${heading}“: ${items.length} cards, the last row has ${Math.round(before)} px before it, ${Math.round(after)} px after`,
          ]
        : []
    }),
  )
}

test('no grid of cards leaves an empty cell in its last row: it is full or centred', async ({ page }) => {
  test.setTimeout(120_000)
  const lopsided: string[] = []
  for (const path of [...PAGES.map((entry) => entry.path), ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`)]) {
    await page.goto(path)
    for (const problem of await lopsidedCardGrids(page)) lopsided.push(`${path} ${problem}`)
  }
  expect(lopsided).toEqual([])
})
