import { expect, test } from '@playwright/test'

/**
 * WCAG 1.4.11: the focus indicator of every element reached by Tab has at least 3:1 contrast
 * against the background around it: dark ring on light surfaces, gold ring on dark ones
 * (hero, dark sections, footer, transparent header).
 */

const PAGES = ['/', '/leistungen/winterdienst', '/kontakt', '/karriere']
// Phones add the mobile menu button and the stacked layout; the rest is the same markup.
const MOBILE_PAGES = new Set(['/', '/kontakt'])
const MAX_TABS = 160

// The measurement injects a <style> element; the site's Content-Security-Policy rightly refuses it.
test.use({ bypassCSP: true })

for (const path of PAGES) {
  test(`every focus ring on ${path} stands out 3:1 from its background`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile' && !MOBILE_PAGES.has(path), 'same markup as on the desktop')
    test.setTimeout(90_000)
    await page.goto(path)
    // Decorative overlays (the header's backgrounds) ignore the pointer; for measuring they must not.
    // Colours transition (transition-colors includes the outline): measure the settled ring at once.
    await page.addStyleTag({
      content: '* { pointer-events: auto !important; transition: none !important; animation: none !important; }',
    })
    const problems: string[] = []
    let first: string | null = null
    for (let press = 0; press < MAX_TABS; press++) {
      await page.keyboard.press('Tab')
      const result = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body) return null
        // Any CSS colour (rgb, oklab, color(srgb …)) as 8-bit sRGB, through a canvas.
        const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
        const parse = (color: string) => {
          if (!context) return { r: 0, g: 0, b: 0, a: 0 }
          context.clearRect(0, 0, 1, 1)
          context.fillStyle = color
          context.fillRect(0, 0, 1, 1)
          const [r = 0, g = 0, b = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data
          return { r, g, b, a: alpha / 255 }
        }
        const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
          const channel = (value: number) => {
            const c = value / 255
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
          }
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
        }
        const style = getComputedStyle(element)
        const rect = element.getBoundingClientRect()
        const id = `${element.tagName.toLowerCase()} „${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}“`
        if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) < 2)
          return { id, key: id + rect.top, problem: 'has no visible focus outline' }
        // What is right outside the ring: the first opaque background under a point beside the element.
        const offset = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth) + 2
        const x = Math.min(Math.max(rect.left - offset, 0), window.innerWidth - 1)
        const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1)
        let background = { r: 255, g: 255, b: 255, a: 1 }
        for (const candidate of document.elementsFromPoint(x, y)) {
          if (candidate === element || element.contains(candidate)) continue
          const color = parse(getComputedStyle(candidate).backgroundColor)
          // A faded-out layer (opacity 0, like the transparent header's white backdrop) paints nothing.
          for (let node: Element | null = candidate; node; node = node.parentElement)
            color.a *= Number(getComputedStyle(node).opacity)
          if (color.a >= 0.5) {
            background = color
            break
          }
        }
        const ring = parse(style.outlineColor)
        const [light, dark] = [luminance(ring), luminance(background)].sort((a, b) => b - a)
        const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
        return {
          id,
          key: id + Math.round(rect.top + window.scrollY),
          problem:
            ratio < 3
              ? `ring ${style.outlineColor} on ${getComputedStyle(document.body).color && `rgb(${background.r}, ${background.g}, ${background.b})`}: ${ratio.toFixed(2)}:1`
              : null,
        }
      })
      if (!result) continue
      if (result.key === first) break
      first ??= result.key
      if (result.problem) problems.push(`${result.id} ${result.problem}`)
    }
    expect(problems).toEqual([])
  })
}
