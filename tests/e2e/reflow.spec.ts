import { expect, test } from '@playwright/test'
import { PAGES, SERVICE_SLUGS, skipUnless } from './support'

/**
 * WCAG 1.4.10 (reflow): at 320 and 375 px nothing scrolls sideways and no text is wider than its
 * box – long German compounds ('Photovoltaikreinigung', 'Verbraucherstreitbeilegung') included.
 */

const PATHS = [
  ...PAGES.map((page) => page.path),
  ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`),
  '/karriere/bewerbung',
  '/gibt-es-nicht',
]

for (const width of [320, 375]) {
  test(`no page is wider than ${width} px and no text overflows its box`, async ({ page }, testInfo) => {
    skipUnless(testInfo, 'mobile')
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 800 })
    const problems: string[] = []
    for (const path of PATHS) {
      await page.goto(path)
      const found = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth
        const issues: string[] = []
        if (document.documentElement.scrollWidth > viewport)
          issues.push(`page is ${document.documentElement.scrollWidth} px wide`)
        const texts = document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, li, a, button, dt, dd, label, span')
        for (const element of texts) {
          const style = getComputedStyle(element)
          if (style.display === 'none' || style.visibility === 'hidden' || element.closest('[inert], .sr-only'))
            continue
          if (element.classList.contains('sr-only')) continue
          const rect = element.getBoundingClientRect()
          if (rect.width === 0 || rect.height === 0) continue
          const clipped = element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible'
          const outside = rect.right > viewport + 1 || rect.left < -1
          if ((clipped || outside) && (element.textContent ?? '').trim())
            issues.push(
              `<${element.tagName.toLowerCase()}> „${(element.textContent ?? '').trim().slice(0, 40)}“ ${
                outside
                  ? `reaches ${Math.round(rect.right)} px`
                  : `is ${element.scrollWidth} px in a ${element.clientWidth} px box`
              }`,
            )
        }
        return issues
      })
      problems.push(...found.slice(0, 3).map((issue) => `${path}: ${issue}`))
    }
    expect(problems).toEqual([])
  })
}
