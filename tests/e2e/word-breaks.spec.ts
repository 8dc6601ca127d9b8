import { expect, type Page, test } from '@playwright/test'
import { PAGES, SERVICE_SLUGS, skipUnless } from './support'

/**
 * At 320 px no word is split across lines without a hyphen. Debian's Chromium has no German
 * hyphenation dictionary, so CSS `hyphens: auto` does nothing there and `overflow-wrap` cuts a
 * long compound anywhere („Unterhaltsreinigun|g“); the site inserts soft hyphens on the server
 * (web/lib/hyphenate.ts). A word may only break where a soft hyphen stands; e-mail and web
 * addresses are no words and may break anywhere (a hyphen would change them).
 */

const PATHS = [
  ...PAGES.map((page) => page.path),
  ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`),
  '/karriere/bewerbung',
  '/gibt-es-nicht',
]

test.use({ viewport: { width: 320, height: 800 } })

/** Every visible word that wraps to a further line at a place without a soft hyphen, shown as „Wor|t“ in <h2>. */
function wordsBrokenWithoutHyphen(page: Page) {
  return page.evaluate(() => {
    const SOFT_HYPHEN = '\u00AD'
    const ADDRESS = /@|:\/\/|\p{L}\.\p{L}/u
    const broken: string[] = []
    const range = document.createRange()
    /**
     * The vertical centre of a letter: different on different lines. Its glyph is the last box of
     * the range; a letter right after a line break also reports an empty box at the previous line's end.
     */
    const middle = (node: Text, index: number) => {
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      const rect = [...range.getClientRects()].filter((box) => box.width > 0).at(-1)
      return rect ? rect.top + rect.height / 2 : Number.NaN
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        const parent = node.parentElement
        if (!parent || parent.closest('script, style, noscript, template, .sr-only')) return NodeFilter.FILTER_REJECT
        return parent.checkVisibility({ visibilityProperty: true })
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT
      },
    })
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const match of node.data.matchAll(/[\p{L}\u00AD]{2,}/gu)) {
        const start = match.index
        const tokenStart = node.data.slice(0, start).search(/\S*$/)
        const tokenEnd = start + match[0].length + node.data.slice(start + match[0].length).search(/\s|$/)
        if (ADDRESS.test(node.data.slice(tokenStart, tokenEnd))) continue
        range.setStart(node, start)
        range.setEnd(node, start + match[0].length)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
        const top = rects[0]?.top ?? 0
        if (!rects.some((rect) => rect.top >= top + (rects[0]?.height ?? 0) / 2)) continue
        // The word spans lines: find each break between two letters and what stands between them.
        const letters = [...match[0].matchAll(/\p{L}/gu)].map((letter) => start + letter.index)
        for (let i = 1; i < letters.length; i++) {
          const before = letters[i - 1] as number
          const after = letters[i] as number
          // Same line (or a letter without a box): no break here.
          if (!(middle(node, after) - middle(node, before) >= 2)) continue
          if (node.data.slice(before + 1, after).includes(SOFT_HYPHEN)) continue
          const word = match[0].replaceAll(SOFT_HYPHEN, '')
          const cut = node.data.slice(start, after).replaceAll(SOFT_HYPHEN, '').length
          broken.push(`„${word.slice(0, cut)}|${word.slice(cut)}“ in <${node.parentElement?.localName}>`)
        }
      }
    }
    return broken
  })
}

for (const path of PATHS) {
  test(`${path}: at 320 px every word breaks only at a hyphen`, async ({ page }, testInfo) => {
    skipUnless(testInfo, 'desktop')
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    expect(await wordsBrokenWithoutHyphen(page), `words split without a hyphen on ${path}`).toEqual([])
  })
}
