import { expect, type Locator, type Page, test } from '@playwright/test'
import { literally, present, sectionOf, seedBySlug, texts } from '@tests/support/seed'
import { skipUnless } from './support'

/** SPEC.md §2/§9: the divider starts at 50 %, moves between 0 and 100, the slider is 450 px high. */
const SLUGS = ['glas-fensterreinigung', 'photovoltaikreinigung']

async function openSlider(page: Page, slug: string) {
  await page.goto(`/leistungen/${slug}`)
  const root = page.getByTestId('before-after-slider')
  const slider = root.getByRole('slider')
  await root.scrollIntoViewIfNeeded()
  await expect(root).toBeInViewport({ ratio: 1 })
  return { root, slider, hint: root.getByText(texts.elements.sliderHint) }
}

/** The slider's name: both sides, as the editor labelled them. */
function sidesOf(slug: string) {
  const section = sectionOf(seedBySlug('service', slug), 'beforeAfterSection')
  const before = present(section.beforeLabel, `before label on ${slug}`)
  const after = present(section.afterLabel, `after label on ${slug}`)
  return new RegExp(`${literally(before).source}.*${literally(after).source}`)
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('slider has no box')
  return rect
}

for (const slug of SLUGS) {
  test.describe(`/leistungen/${slug}`, () => {
    test('starts at 50 %, is 450 px high and names its two sides', async ({ page }) => {
      const { root, slider, hint } = await openSlider(page, slug)
      await expect(slider).toHaveAttribute('aria-valuenow', '50')
      await expect(slider).toHaveAttribute('aria-valuemin', '0')
      await expect(slider).toHaveAttribute('aria-valuemax', '100')
      await expect(slider).toHaveAccessibleName(sidesOf(slug))
      await expect(root).toHaveCSS('height', '450px')
      expect((await box(root)).height).toBeCloseTo(450, 1)
      await expect(root).toHaveAttribute('data-dragging', 'false')
      await expect(hint).toHaveCSS('opacity', '1')
    })

    test('a mouse drag beyond the edges clamps at 0 and 100 and hides the hint while dragging', async ({ page }) => {
      const { root, slider, hint } = await openSlider(page, slug)
      const rect = await box(root)
      const viewportWidth = page.viewportSize()?.width ?? 0
      const y = rect.y + rect.height / 2
      const farLeft = Math.max(0, rect.x - 40)
      const farRight = Math.min(viewportWidth - 1, rect.x + rect.width + 40)
      expect(farLeft, 'the test needs room left of the slider').toBeLessThan(rect.x)
      expect(farRight, 'the test needs room right of the slider').toBeGreaterThan(rect.x + rect.width)

      await page.mouse.move(rect.x + rect.width / 2, y)
      await page.mouse.down()
      await expect(root).toHaveAttribute('data-dragging', 'true')
      await page.mouse.move(rect.x + rect.width * 0.25, y, { steps: 4 })
      await expect(slider).toHaveAttribute('aria-valuenow', '25')
      await expect(hint).toHaveCSS('opacity', '0')
      await page.mouse.move(farLeft, y, { steps: 6 })
      await expect(slider).toHaveAttribute('aria-valuenow', '0')
      await page.mouse.up()
      await expect(root).toHaveAttribute('data-dragging', 'false')
      await expect(slider).toHaveAttribute('aria-valuenow', '0')
      await expect(hint).toHaveCSS('opacity', '1')

      await page.mouse.move(rect.x + rect.width / 2, y)
      await page.mouse.down()
      await page.mouse.move(farRight, y, { steps: 8 })
      await expect(root).toHaveAttribute('data-dragging', 'true')
      await expect(slider).toHaveAttribute('aria-valuenow', '100')
      await page.mouse.up()
      await expect(root).toHaveAttribute('data-dragging', 'false')
      await expect(slider).toHaveAttribute('aria-valuenow', '100')

      // Moving without a pressed button does not drag.
      await page.mouse.move(rect.x + rect.width / 2, y, { steps: 4 })
      await expect(slider).toHaveAttribute('aria-valuenow', '100')
    })

    test('the keyboard moves it by the step; Home and End jump to the ends', async ({ page }) => {
      const { slider } = await openSlider(page, slug)
      await slider.focus()
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveAttribute('aria-valuenow', '55')
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveAttribute('aria-valuenow', '60')
      await page.keyboard.press('ArrowLeft')
      await expect(slider).toHaveAttribute('aria-valuenow', '55')
      await page.keyboard.press('Home')
      await expect(slider).toHaveAttribute('aria-valuenow', '0')
      await page.keyboard.press('ArrowLeft')
      await expect(slider).toHaveAttribute('aria-valuenow', '0')
      await page.keyboard.press('End')
      await expect(slider).toHaveAttribute('aria-valuenow', '100')
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveAttribute('aria-valuenow', '100')
      await expect(slider).toHaveAttribute('aria-valuetext', /^100 %/)
    })

    test('a touch drag moves the divider', async ({ page }, testInfo) => {
      skipUnless(testInfo, 'mobile')
      const { root, slider, hint } = await openSlider(page, slug)
      const rect = await box(root)
      const y = Math.round(rect.y + rect.height / 2)
      const startX = Math.round(rect.x + rect.width / 2)
      const cdp = await page.context().newCDPSession(page)
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: x === undefined ? [] : [{ x, y, id: 1, radiusX: 1, radiusY: 1, force: 1 }],
        })

      await touch('touchStart', startX)
      for (let step = 1; step <= 10; step++) {
        await touch('touchMove', Math.round(startX - (rect.width * 0.3 * step) / 10))
      }
      await expect(root).toHaveAttribute('data-dragging', 'true')
      await expect(hint).toHaveCSS('opacity', '0')
      await touch('touchEnd')
      await expect(root).toHaveAttribute('data-dragging', 'false')
      const value = Number(await slider.getAttribute('aria-valuenow'))
      expect(value).toBeGreaterThanOrEqual(15)
      expect(value).toBeLessThanOrEqual(25)

      // A drag past the right edge clamps at 100.
      await touch('touchStart', startX)
      for (let step = 1; step <= 10; step++) {
        await touch('touchMove', Math.round(startX + ((rect.width / 2 + 30) * step) / 10))
      }
      await touch('touchEnd')
      await expect(slider).toHaveAttribute('aria-valuenow', '100')
    })
  })
}
