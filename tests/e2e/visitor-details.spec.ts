import { expect, type Locator, test } from '@playwright/test'
import { banner, bannerButton } from '@tests/support/consent'
import { texts } from '@tests/support/seed'
import { PAGES, SERVICE_SLUGS, skipUnless } from './support'

/**
 * Four details visitors met (issue 43), each at the size it was seen at: a cut-off choice in the
 * enquiry form at 320 px, a heading hyphenated where its word fits at 1440 px, and the consent banner
 * covering a phone held sideways (568 × 320). The fourth, the banner under „Vorschau beenden“ in the
 * Studio's Vorschau, is tested with the Studio (tests/e2e/studio-german.spec.ts).
 */

/** Whether a select shows its chosen text whole: it fits one line, or the select is tall enough for two. */
function showsChoiceWhole(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')
    if (!context) throw new Error('No canvas to measure text')
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const text = element.selectedOptions[0]?.text ?? ''
    // The text area: the box without padding and the arrow (about one and a half times the font size).
    const room = element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    const fitsOneLine = context.measureText(text).width <= room - 1.5 * Number.parseFloat(style.fontSize)
    const content = element.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)
    const lineHeight = Number.parseFloat(style.lineHeight) || 1.5 * Number.parseFloat(style.fontSize)
    return { text, whole: fitsOneLine || content >= 2 * lineHeight - 1 }
  })
}

test('at 320 px the enquiry form shows the preselected service, and every other, whole', async ({ page }, testInfo) => {
  skipUnless(testInfo, 'mobile')
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/leistungen/glas-fensterreinigung')
  const select = page.locator('form select').first()
  await select.scrollIntoViewIfNeeded()
  await expect(select.locator('option:checked')).toHaveText('Glas- & Fensterreinigung')
  expect(await showsChoiceWhole(select)).toEqual({ text: 'Glas- & Fensterreinigung', whole: true })
  for (const value of await select
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))) {
    await select.selectOption(value)
    const shown = await showsChoiceWhole(select)
    expect(shown.whole, `„${shown.text}“ at 320 px`).toBe(true)
  }
})

const PATHS = [...PAGES.map((entry) => entry.path), ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`)]

for (const width of [1024, 1440]) {
  test(`at ${width} px no heading breaks a word that fits its line`, async ({ page }, testInfo) => {
    skipUnless(testInfo, 'desktop')
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const broken: string[] = []
    for (const path of PATHS) {
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      const found = await page.locator('h1, h2').evaluateAll((headings) => {
        const range = document.createRange()
        const context = document.createElement('canvas').getContext('2d')
        const problems: string[] = []
        for (const heading of headings) {
          if (!context || !heading.checkVisibility()) continue
          const style = getComputedStyle(heading)
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          const line =
            heading.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
            for (const match of node.data.matchAll(/[\p{L}\u00AD-]{2,}/gu)) {
              range.setStart(node, match.index)
              range.setEnd(node, match.index + match[0].length)
              const boxes = [...range.getClientRects()].filter((box) => box.width > 0)
              const first = boxes[0]
              if (!first || !boxes.some((box) => box.top >= first.top + first.height / 2)) continue
              const word = match[0].replaceAll('\u00AD', '')
              // Canvas ignores the headings' negative letter spacing: it measures words wider than they are.
              if (context.measureText(word).width <= line)
                problems.push(`„${word}“ broken in <${heading.localName}> though it fits its ${Math.round(line)} px`)
            }
        }
        return problems
      })
      broken.push(...found.map((problem) => `${path}: ${problem}`))
    }
    expect(broken).toEqual([])
  })
}

test.describe('the consent banner on a phone held sideways (568 × 320)', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 568, height: 320 } })

  test('covers at most half the screen, shows every choice and both links, and works by keyboard', async ({
    page,
  }, testInfo) => {
    skipUnless(testInfo, 'mobile')
    await page.setViewportSize({ width: 568, height: 320 })
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const box = await banner(page).boundingBox()
    expect(box?.height ?? 320, 'the banner’s height at 320 px').toBeLessThanOrEqual(160)
    // Everything the visitor needs to decide is on screen at once, not hidden in the banner's scroll.
    const { consent } = texts
    for (const part of [
      banner(page).getByRole('heading', { name: consent.heading }),
      banner(page).getByText(consent.text),
      banner(page).getByRole('link', { name: consent.privacyLink }),
      banner(page).getByRole('link', { name: consent.imprintLink }),
      bannerButton(page, consent.acceptAll),
      bannerButton(page, consent.reject),
      bannerButton(page, consent.settings),
    ])
      await expect(part).toBeInViewport({ ratio: 1 })
    expect(await banner(page).evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true)
    // First in the reading order, every choice reachable by keyboard.
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: consent.privacyLink })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(bannerButton(page, consent.reject)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
  })
})
