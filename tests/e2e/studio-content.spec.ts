import { expect, type Page, test } from '@playwright/test'
import type { SiteCopy } from '@scripts/lib/site-copy'
import { readableHtml } from '@tests/support/page-html'
import {
  addReferenceEntry,
  createFromMenu,
  documentForm,
  openDocument,
  openDocumentId,
  pageShowing,
  pickReference,
  publish,
  scrolledTo,
} from './studio-steps'
import { editorGuideShot, type LocalLakeClient, setUpStudioSite } from './studio-support'

/**
 * New content, as marketing staff create it by clicks in the real Studio (CONTENT_LAKE=local, production
 * build): a service from „Neue Leistung“, a testimonial chosen for the home page, the Impressum with a
 * bold word and a link. Each ends on the public site. Photographed for the editor guide
 * (docs/redaktion.md) on every run with EDITOR_GUIDE_DIR set.
 */

const PORT = Number(process.env.E2E_STUDIO_CONTENT_PORT ?? 3126)

// The server on the local Content Lake, with the checks of every Studio test (the lake's contract, no
// request to another host): tests/e2e/studio-support.ts. As the office runs it: two workspaces, the
// content at /studio/inhalte (studio-steps.ts).
const studio = setUpStudioSite({
  name: '.next-e2e-studio-content',
  port: PORT,
  env: { SANITY_SUBMISSIONS_DATASET: 'submissions', SUBMISSIONS_RATE_LIMIT: '0' },
})
let site: SiteCopy
let lake: LocalLakeClient

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

test.beforeAll(() => {
  ;({ site, lake } = studio)
})

/** In a dialog of the form (a section, an entry): fills a field by its label. */
async function fillInDialog(page: Page, label: string, value: string) {
  const field = page.getByRole('dialog').getByLabel(label, { exact: true })
  await expect(field).toBeEditable({ timeout: 20_000 })
  await field.fill(value)
}

test('a new service from „Neue Leistung“: the form asks for its own texts at once, then it is in the menu, on /leistungen and in the sitemap', async ({
  page,
}) => {
  await createFromMenu(site, page, 'service', 'Neue Leistung')
  const form = documentForm(page)
  await form.getByLabel('Name der Leistung', { exact: true }).fill('Dachrinnenreinigung')
  await form.getByRole('button', { name: 'Generieren' }).click()
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('dachrinnenreinigung')
  const id = openDocumentId(page)
  // The banner above the form follows the draft: with an address, the service is no longer „nowhere“.
  await expect(page.getByText('Diese Leistung hat noch keine Adresse')).toHaveCount(0, { timeout: 20_000 })

  // Everything still missing, named at once in German: the service's own texts, nothing else.
  await expect
    .poll(async () => (await lake.get(`drafts.${id}`))?.slug)
    .toMatchObject({ current: 'dachrinnenreinigung' })
  await page.getByRole('button', { name: 'Validierung', exact: true }).click()
  // H1 and SEO title are not among them: empty, they are the service's name („One name, one field“).
  for (const missing of ['Kategorie', 'Kurzbeschreibung', 'Merkmale'])
    await expect(page.getByText(missing, { exact: true }).filter({ visible: true }).last()).toBeVisible()
  await expect(page.getByText('Alternativtext', { exact: true }).filter({ visible: true })).toHaveCount(0)
  await editorGuideShot(page, 'neue-leistung-pruefung')
  // An emptied address is asked for in German too (Sanity's slug type calls its inner field „Current
  // slug“: studio/layout.tsx); „Generieren“ fills it again.
  await form.getByLabel('Adresse', { exact: true }).fill('')
  await expect(page.getByText('Adresse', { exact: true }).filter({ visible: true }).first()).toBeVisible()
  await expect(page.getByText('Current slug')).toHaveCount(0)
  await form.getByRole('button', { name: 'Generieren' }).click()
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('dachrinnenreinigung')
  await page.getByRole('button', { name: 'Validierung schließen' }).click()

  await pickReference(form.getByLabel('Kategorie', { exact: true }), 'Außen', 'Außenanlagen')
  await expect
    .poll(async () => (await lake.get(`drafts.${id}`))?.category)
    .toMatchObject({ _ref: 'category-aussenanlagen' })

  await page.getByTestId('group-tab-card').click()
  await form
    .getByLabel('Kurzbeschreibung', { exact: true })
    .fill('Laub und Schmutz raus, damit das Regenwasser abläuft.')
  for (const feature of [
    'Mit Hubsteiger',
    'Fallrohre inklusive',
    'Fotos vorher und nachher',
    'Im Frühjahr und Herbst',
  ]) {
    await form.getByRole('button', { name: 'Element hinzufügen' }).click()
    await page.keyboard.type(feature)
  }

  await page.getByTestId('group-tab-page').click()
  await form.getByText('Kopfbereich', { exact: true }).first().click()
  await fillInDialog(page, 'Überschrift (H1)', 'Dachrinnenreinigung in Goslar und im Harz')
  await page.keyboard.press('Escape')
  await form.getByText('Karten', { exact: true }).first().click()
  await fillInDialog(page, 'Überschrift', 'Freie Rinnen, trockene Fassade')
  for (const [title, text] of [
    ['Rinnen und Fallrohre', 'Wir holen Laub, Moos und Schlamm aus Rinnen und Fallrohren.'],
    ['Kontrolle', 'Wir prüfen Halterungen und Abläufe und sagen Ihnen, was auffällt.'],
  ] as const) {
    await page.getByRole('dialog').getByRole('button', { name: 'Element hinzufügen' }).click()
    await fillInDialog(page, 'Titel', title)
    await fillInDialog(page, 'Text', text)
    // Back to the section (the dialog's path: … / Karten / #n …).
    await page.getByRole('dialog').getByRole('button', { name: 'Karten', exact: true }).click()
  }
  await page.keyboard.press('Escape')

  await page.getByTestId('group-tab-seo').click()
  await form.getByLabel('Seitentitel', { exact: true }).fill('Dachrinnenreinigung Goslar & Harz')
  await form
    .getByLabel('Beschreibung', { exact: true })
    .fill('Dachrinnen und Fallrohre im Harz gereinigt, mit Fotos vorher und nachher. Angebot in {Antwortzeit}.')
  // Photographed once the Studio has checked the last text: nothing left to do but publish.
  await expect(page.getByTestId('action-veröffentlichen')).toBeEnabled({ timeout: 20_000 })
  await editorGuideShot(page, 'neue-leistung')
  await publish(page, lake, id)

  // On the site at once: its page, the menu of every page, the overview's cards, the sitemap.
  await pageShowing(site, '/leistungen/dachrinnenreinigung', 'Dachrinnenreinigung in Goslar und im Harz')
  await pageShowing(site, '/leistungen', 'Laub und Schmutz raus, damit das Regenwasser abläuft.')
  await pageShowing(site, '/sitemap.xml', '/leistungen/dachrinnenreinigung')
  await page.goto(`${site.url}/kontakt`)
  await page.getByRole('button', { name: 'Leistungen' }).first().click()
  await expect(page.getByRole('link', { name: 'Dachrinnenreinigung' })).toBeVisible()
  // The inquiry form offers it, and the page's own form has it preselected.
  const html = readableHtml(await (await fetch(`${site.url}/leistungen/dachrinnenreinigung`)).text())
  expect(html).toMatch(/<option[^>]*value="dachrinnenreinigung"[^>]*selected/)
})

test('a new testimonial, chosen for the home page, shows there', async ({ page }) => {
  await createFromMenu(site, page, 'testimonial', 'Neue Kundenstimme')
  const form = documentForm(page)
  await form.getByLabel('Name', { exact: true }).fill('Carola M.')
  await form.getByLabel('Funktion / Unternehmen', { exact: true }).fill('Praxismanagerin')
  await form.getByLabel('Ort', { exact: true }).fill('Vienenburg')
  await form
    .getByLabel('Zitat', { exact: true })
    .fill('Seit zwei Jahren reinigt dasselbe Team unsere Praxis – gründlich, leise und immer nach Sprechstundenende.')
  const id = openDocumentId(page)
  // Used nowhere yet: the Studio says where it can be chosen.
  await expect(page.getByText(/Diese Kundenstimme ist noch auf keiner Seite zu sehen/)).toBeVisible({
    timeout: 30_000,
  })
  await publish(page, lake, id)

  await openDocument(site, page, 'homePage', 'homePage', 'Name der Seite')
  await (await scrolledTo(page, 'Das sagen unsere Kunden')).click()
  const dialog = page.getByRole('dialog')
  await pickReference(await addReferenceEntry(dialog), 'Carola', 'Carola M.')
  await editorGuideShot(page, 'kundenstimme-auswaehlen')
  await page.keyboard.press('Escape')
  await publish(page, lake, 'homePage')
  await pageShowing(site, '/', 'immer nach Sprechstundenende')
})

test('Impressum: a sentence with a bold word and a link, published, on /impressum', async ({ page }) => {
  await openDocument(site, page, 'legalPage', 'legal-impressum', 'Titel')
  const editor = documentForm(page).locator('[contenteditable="true"]').first()
  await editor.getByText('Verbraucherstreitbeilegung', { exact: true }).click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Fragen zu diesen Angaben beantworten wir gern über unsere Kontaktseite.')
  // The first keystroke makes the draft, and the Studio shows the form anew once it is saved (scrolled
  // to the top). Then, as an editor does: scroll to the new paragraph, double-click „Kontaktseite“,
  // make it bold and a link with the toolbar's „Fett“ and „Link“.
  await expect
    .poll(async () => JSON.stringify((await lake.get('drafts.legal-impressum'))?.body ?? ''))
    .toContain('über unsere Kontaktseite.')
  const sentence = editor.getByText('Fragen zu diesen Angaben', { exact: false })
  await sentence.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const word = await sentence.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    let text = walker.nextNode()
    while (text && !text.nodeValue?.includes('Kontaktseite')) text = walker.nextNode()
    if (!text?.nodeValue) throw new Error('„Kontaktseite“ is not in the paragraph')
    const range = document.createRange()
    const start = text.nodeValue.indexOf('Kontaktseite')
    range.setStart(text, start)
    range.setEnd(text, start + 'Kontaktseite'.length)
    const box = range.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })
  await page.mouse.dblclick(word.x, word.y)
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('Kontaktseite')
  await documentForm(page).getByRole('button', { name: 'Fett', exact: true }).click()
  await documentForm(page).getByRole('button', { name: 'Link', exact: true }).click()
  // The link's „Adresse“, not the page's own (read-only for a legal page), which has the same label.
  await page.getByLabel('Adresse', { exact: true }).and(page.locator('input:not([readonly])')).fill('/kontakt')
  // The link editor's close button is German too (Sanity writes „Close“ into its code: studio/layout.tsx).
  await expect(page.getByRole('button', { name: 'Schließen', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0)
  await editorGuideShot(page, 'text-formatieren')
  await page.keyboard.press('Escape')
  await expect
    .poll(async () => JSON.stringify((await lake.get('drafts.legal-impressum'))?.body ?? ''))
    .toContain('"href":"/kontakt"')
  await publish(page, lake, 'legal-impressum')
  await pageShowing(site, '/impressum', 'Fragen zu diesen Angaben beantworten wir gern')
  const html = await (await fetch(`${site.url}/impressum`)).text()
  const paragraph = /<p>Fragen zu diesen Angaben.*?<\/p>/.exec(html)?.[0]
  expect(paragraph).toMatch(/über unsere <(a href="\/kontakt"><strong|strong><a href="\/kontakt")>Kontaktseite<\//)
})
