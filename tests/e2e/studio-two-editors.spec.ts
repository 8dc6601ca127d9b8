import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test'
import { getDraftId } from '@sanity/client/csm'
import type { LocalIdentity } from '../../studio/local-lake-session.ts'
import { openDocument } from './studio-steps'
import { assignLocalIdentity, setUpStudioSite } from './studio-support'

/**
 * Two editors on one service at once, each in a browser of their own (two browser contexts), in the
 * real Studio on the local Content Lake: one types into the title, the other, who sees every word
 * arrive, publishes the document ten times. Every keystroke the typist's Studio has saved survives every
 * publish: the field, the other editor's form and the published document hold exactly what was typed.
 *
 * The typist types each word without pause and stops while the colleague publishes, as the Studio
 * needs (docs/decisions.md, „Two editors at once (issue 41)“): Studio 6.16 drops keystrokes it has not
 * yet sent when a publish deletes the draft being typed in, and breaks on an edit in flight at that
 * moment, on hosted Sanity as here (tests/unit/studio-document-store.test.ts shows both in its code).
 */

const PORT = Number(process.env.E2E_STUDIO_TWO_EDITORS_PORT ?? 3129)
const studio = setUpStudioSite({
  name: '.next-e2e-studio-two-editors',
  port: PORT,
  env: { SANITY_SUBMISSIONS_DATASET: 'submissions' },
})

test.setTimeout(600_000)

const SERVICE = 'service-winterdienst'
const TITLE = 'Name der Leistung'
const PUBLISHES = 10
/** A fast typist: about ten keystrokes a second. */
const KEY_DELAY_MS = 90
/** The title's limit in the schema (schemas/documents/service.ts); beyond it publishing is refused. */
const TITLE_MAX = 60
/** Two people, each in a browser of their own (the lake gives each browser its own user). */
const EDITORS: readonly LocalIdentity[] = [
  { browser: 'e2e-two-editors-typist-0001', name: 'Tina Schreiber', role: 'content-editor' },
  { browser: 'e2e-two-editors-colleague-01', name: 'Konrad Weber', role: 'content-editor' },
]
const WORDS = ['Räumdienst', 'und', 'Streudienst', 'im', 'Harz', 'zuverlässig', 'bei', 'Glätte', 'und', 'Schnee']

/** A second browser: a new context with the project's settings (viewport, locale, time zone, consent). */
function projectContextOptions(): BrowserContextOptions {
  const { viewport, locale, timezoneId, storageState, userAgent, deviceScaleFactor } = test.info().project.use
  return { viewport, locale, timezoneId, storageState, userAgent, deviceScaleFactor }
}

/**
 * Types ` <word>` at the end of the field, after taking the last word back with Backspace when the
 * title would pass its limit; returns the text the keystrokes make of `text`.
 */
async function typeWord(page: Page, text: string, word: string): Promise<string> {
  let next = text
  if (next.length + word.length + 1 > TITLE_MAX) {
    const last = next.length - next.lastIndexOf(' ')
    for (let key = 0; key < last; key++) await page.keyboard.press('Backspace', { delay: KEY_DELAY_MS })
    next = next.slice(0, -last)
  }
  await page.keyboard.type(` ${word}`, { delay: KEY_DELAY_MS })
  return `${next} ${word}`
}

/**
 * „Veröffentlichen“ in the colleague's window, once the Studio lets it; done when the lake holds a new
 * published revision. A click the Studio refuses (its validation of the newest word has not caught
 * up) is repeated, as an editor would.
 */
async function publishOnce(page: Page) {
  const before = (await studio.lake.get(SERVICE))?._rev
  const button = page.getByTestId('action-veröffentlichen')
  for (let attempt = 1; ; attempt++) {
    await expect(button).toBeEnabled({ timeout: 30_000 })
    await button.click()
    const published = await expect
      .poll(async () => (await studio.lake.get(SERVICE))?._rev, { timeout: 15_000 })
      .not.toBe(before)
      .then(
        () => true,
        () => false,
      )
    if (published) return
    if (attempt === 3) throw new Error('Three clicks on „Veröffentlichen“ published nothing')
  }
}

const titleIn = (page: Page): Locator => page.getByTestId('document-panel-scroller').getByLabel(TITLE, { exact: true })

test('one editor types, another publishes ten times: every saved keystroke is in the field and published', async ({
  browser,
}) => {
  const contexts = await Promise.all(EDITORS.map(() => browser.newContext(projectContextOptions())))
  try {
    await Promise.all(contexts.map((context, index) => assignLocalIdentity(context, EDITORS[index] as LocalIdentity)))
    const [typist, colleague] = await Promise.all(contexts.map((context) => context.newPage()))
    if (!typist || !colleague) throw new Error('Two pages expected')
    const failures: string[] = []
    for (const [name, page] of [
      ['typist', typist],
      ['colleague', colleague],
    ] as const)
      page.on('pageerror', (error) => failures.push(`${name}: ${error.message}`))
    const field = await openDocument(studio.site, typist, 'service', SERVICE, TITLE)
    await openDocument(studio.site, colleague, 'service', SERVICE, TITLE)
    // Each sees the other in „Wer ist hier“: two people, not one user in two windows.
    for (const [page, other] of [
      [typist, EDITORS[1]],
      [colleague, EDITORS[0]],
    ] as const) {
      await page.getByRole('button', { name: 'Wer ist hier' }).click()
      await expect(page.getByRole('menu').getByText(other?.name ?? '')).toBeVisible({ timeout: 30_000 })
      await page.keyboard.press('Escape')
    }
    await field.click()
    await typist.keyboard.press('End')
    let text = await field.inputValue()
    const typistPublish = typist.getByTestId('action-veröffentlichen')

    for (let publish = 0; publish < PUBLISHES; publish++) {
      text = await typeWord(typist, text, WORDS[publish % WORDS.length] as string)
      // The typist's Studio has sent every keystroke: the draft in the lake is the field; the colleague sees it.
      await expect.poll(async () => (await studio.lake.get(getDraftId(SERVICE)))?.title, { timeout: 20_000 }).toBe(text)
      await expect(titleIn(colleague)).toHaveValue(text, { timeout: 20_000 })
      // Its Studio has settled (validated the draft, nothing to save), so the publish finds nothing in flight.
      await expect(typistPublish).toBeEnabled({ timeout: 30_000 })
      await publishOnce(colleague)
      // The typist's Studio has heard of the publish: no draft left to publish.
      await expect(typistPublish).toBeDisabled({ timeout: 20_000 })
      await expect(field).toHaveValue(text)
    }

    expect((await studio.lake.get(SERVICE))?.title).toBe(text)
    expect(await studio.lake.get(getDraftId(SERVICE))).toBeNull()
    await expect(field).toHaveValue(text)
    await expect(titleIn(colleague)).toHaveValue(text)
    expect(failures).toEqual([])
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
  }
})
