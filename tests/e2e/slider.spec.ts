import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  SLIDER_HEIGHT_PX,
  SLIDER_KEYBOARD_STEP_PERCENT,
  SLIDER_MAX_PERCENT,
  SLIDER_MIN_PERCENT,
  SLIDER_START_PERCENT,
} from '@/lib/constants'
import { skipUnless } from './support'

const PAGES = ['/leistungen/glas-fensterreinigung', '/leistungen/photovoltaikreinigung']

async function openSlider(page: Page, path: string) {
  await page.goto(path)
  const root = page.getByTestId('before-after-slider')
  const slider = root.getByRole('slider')
  await root.scrollIntoViewIfNeeded()
  await expect(root).toBeInViewport({ ratio: 1 })
  return { root, slider, hint: root.getByText('Zum Vergleichen ziehen') }
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('slider has no box')
  return rect
}

for (const path of PAGES) {
  test.describe(path, () => {
    test('starts at 50 %, is 450 px high and names its two sides', async ({ page }) => {
      const { root, slider, hint } = await openSlider(page, path)
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_START_PERCENT))
      await expect(slider).toHaveAttribute('aria-valuemin', String(SLIDER_MIN_PERCENT))
      await expect(slider).toHaveAttribute('aria-valuemax', String(SLIDER_MAX_PERCENT))
      await expect(slider).toHaveAccessibleName(/Vorher.*Nachher/)
      await expect(root).toHaveCSS('height', `${SLIDER_HEIGHT_PX}px`)
      expect((await box(root)).height).toBeCloseTo(SLIDER_HEIGHT_PX, 1)
      await expect(root).toHaveAttribute('data-dragging', 'false')
      await expect(hint).toHaveCSS('opacity', '1')
    })

    test('a mouse drag beyond the edges clamps at 0 and 100 and hides the hint while dragging', async ({ page }) => {
      const { root, slider, hint } = await openSlider(page, path)
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
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MIN_PERCENT))
      await page.mouse.up()
      await expect(root).toHaveAttribute('data-dragging', 'false')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MIN_PERCENT))
      await expect(hint).toHaveCSS('opacity', '1')

      await page.mouse.move(rect.x + rect.width / 2, y)
      await page.mouse.down()
      await page.mouse.move(farRight, y, { steps: 8 })
      await expect(root).toHaveAttribute('data-dragging', 'true')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX_PERCENT))
      await page.mouse.up()
      await expect(root).toHaveAttribute('data-dragging', 'false')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX_PERCENT))

      // Moving without a pressed button does not drag.
      await page.mouse.move(rect.x + rect.width / 2, y, { steps: 4 })
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX_PERCENT))
    })

    test('the keyboard moves it by the step; Home and End jump to the ends', async ({ page }) => {
      const { slider } = await openSlider(page, path)
      await slider.focus()
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_START_PERCENT + SLIDER_KEYBOARD_STEP_PERCENT))
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveAttribute(
        'aria-valuenow',
        String(SLIDER_START_PERCENT + 2 * SLIDER_KEYBOARD_STEP_PERCENT),
      )
      await page.keyboard.press('ArrowLeft')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_START_PERCENT + SLIDER_KEYBOARD_STEP_PERCENT))
      await page.keyboard.press('Home')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MIN_PERCENT))
      await page.keyboard.press('ArrowLeft')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MIN_PERCENT))
      await page.keyboard.press('End')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX_PERCENT))
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX_PERCENT))
      await expect(slider).toHaveAttribute('aria-valuetext', /^100 %/)
    })

    test('a touch drag moves the divider', async ({ page }, testInfo) => {
      skipUnless(testInfo, 'mobile')
      const { root, slider, hint } = await openSlider(page, path)
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
      await expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX_PERCENT))
    })
  })
}
