import type { Page } from '@playwright/test'
import { doubledWordsIn, EnglishWords } from '@tests/support/english-words'

/**
 * What an editor reads on the Studio's screen, and which of it is English: the visible text, and what
 * a screen reader or a tooltip says (`aria-label`, `title`, `placeholder`, `alt`, `aria-description`,
 * the choices of a select). The site in Vorschau's frame is the visitors' and tested with the site.
 */

/** One text on screen and where: „text“, or the attribute and the element that carries it. */
type ScreenText = { text: string; where: string }

/** Runs in the page: every text an editor can read or hear, with where it stands. */
function textsOnScreen(): ScreenText[] {
  const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext']
  // What an editor typed is content, not the Studio's words.
  const TYPED = 'script, style, noscript, template, textarea, [contenteditable="true"]'
  // Code (a command, the document's JSON in „Untersuchen“: its keys and values, not its counts) is
  // written as the computer reads it.
  const CODE = 'code, pre, .json-inspector__key, .json-inspector__value:not(.json-inspector__value_helper)'
  const placeOf = (element: Element) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid')
    return `<${element.localName}>${testId ? ` in [data-testid=${testId}]` : ''}`
  }
  const texts: ScreenText[] = [{ text: document.title, where: '<title>' }]
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    const text = node.nodeValue?.trim()
    if (!text || !parent || parent.closest(`${TYPED}, ${CODE}`)) continue
    // The choices of a closed select are read when it opens.
    if (!parent.closest('option') && !parent.checkVisibility({ visibilityProperty: true })) continue
    texts.push({ text, where: placeOf(parent) })
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest(TYPED) || !element.checkVisibility()) continue
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim()
      if (value) texts.push({ text: value, where: `${name} of ${placeOf(element)}` })
    }
  }
  return texts
}

/** The English words (and doubled words, „vor vor“) on screen, one line per text. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  const english = await EnglishWords.judge()
  const texts = await page.evaluate(textsOnScreen)
  return texts.flatMap(({ text, where }) => {
    const wrong = [...english.in(text), ...doubledWordsIn(text)]
    return wrong.length > 0 ? [`„${text}“ (${where}): ${wrong.join(', ')}`] : []
  })
}

/** Runs in the page: the controls an editor can operate that have no accessible name, one line per kind. */
function controlsWithoutName(): string[] {
  const CONTROLS = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"]'
  const text = (element: Element) => {
    // The name from content (accessible name computation, simplified): text and the alt of pictures.
    const alts = [...element.querySelectorAll('img[alt], [role="img"][aria-label]')].map(
      (image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'),
    )
    return [element.textContent ?? '', ...alts].join(' ').trim()
  }
  const name = (element: Element) =>
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim() ||
    element.getAttribute('aria-label')?.trim() ||
    text(element) ||
    element.getAttribute('title')?.trim()
  const kinds = new Set<string>()
  for (const control of document.body.querySelectorAll(CONTROLS)) {
    if (control.closest('[aria-hidden="true"], [inert]') || !control.checkVisibility()) continue
    // Outside the window: a long list renders its entries' previews only when they scroll into view.
    const box = control.getBoundingClientRect()
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue
    // A list entry whose preview is still loading is empty; loaded, it shows a title or „Unbenannt“.
    if (control.matches('[data-ui="PreviewCard"], [data-testid^="pane-item-"], li:has([data-ui="PreviewCard"])'))
      continue
    if (name(control)) continue
    const testId = control.getAttribute('data-testid')
    const icon = control.querySelector('svg[data-sanity-icon]')?.getAttribute('data-sanity-icon')
    kinds.add(
      `control without a name: <${control.localName} data-ui=${control.getAttribute('data-ui') ?? '–'}${
        testId ? ` data-testid=${testId}` : ''
      }${icon ? ` icon=${icon}` : ''}>`,
    )
  }
  return [...kinds]
}

/** Controls without an accessible name (an icon-only button is announced as just „Schaltfläche“). */
export const unnamedControls = (page: Page): Promise<string[]> => page.evaluate(controlsWithoutName)

/**
 * What a walk through the Studio found, each problem once with the first screen it was seen on: one
 * list at the end instead of the same button reported on every screen.
 */
export class Findings {
  readonly #problems = new Map<string, string>()

  /** Checks the screen as it is now. */
  async check(page: Page, screen: string): Promise<void> {
    for (const problem of [...(await englishOnScreen(page)), ...(await unnamedControls(page))])
      if (!this.#problems.has(problem)) this.#problems.set(problem, screen)
  }

  list(): string[] {
    return [...this.#problems].map(([problem, screen]) => `${screen}: ${problem}`)
  }
}
