import { expect, type Page, test } from '@playwright/test'
import { getDraftId } from '@sanity/client/csm'
import { ROUTES } from '@shared/routes'
import { readableHtml } from '@tests/support/page-html'
import { CONTENT, openDocument as openInStudio, pageShowing, publish as publishIn } from './studio-steps'
import { editorGuideShot, setUpStudioSite } from './studio-support'

/**
 * The document menu and the history of the real Sanity Studio (6.16) on the local Content Lake, by
 * clicks as an editor makes them: discard changes, restore an earlier revision, duplicate, delete,
 * unpublish, and the refusals of Sanity's referential integrity (a document the site shows through a
 * strong reference cannot be deleted or unpublished). Every request the Studio and the site make to
 * the lake is checked against the lake's route table (setUpStudioSite, the lake's contract).
 */

const PORT = Number(process.env.E2E_STUDIO_DOCS_PORT ?? 3125)
// As the office runs it: two workspaces, the content at /studio/inhalte (studio-steps.ts).
const studio = setUpStudioSite({
  name: '.next-e2e-studio-docs',
  port: PORT,
  env: { SANITY_SUBMISSIONS_DATASET: 'submissions' },
})

test.describe.configure({ mode: 'serial' })
// The Studio is a large application: its first load and every operation take longer than a page.
test.setTimeout(120_000)

/** The home page shows this testimonial through a strong reference (content/seed). */
const HOME_TESTIMONIAL = 'testimonial-home-1'

const openDocument = (page: Page, type: string, id: string, field: string) =>
  openInStudio(studio.site, page, type, id, field)

/** An item of the document menu („⋯“ beside the footer's main action). */
async function documentMenu(page: Page, item: string | RegExp) {
  await page.getByTestId('action-menu-button').click()
  // The entry's name may end with its key hint: matched from its start.
  const name = typeof item === 'string' ? new RegExp(`^${item}`) : item
  await page.getByRole('menuitem', { name }).click()
}

const publish = (page: Page, publishedId: string) => publishIn(page, studio.lake, publishedId)

test('„Änderungen verwerfen“ throws the draft away; the form shows the published text again', async ({ page }) => {
  const id = 'award-landessieger-leistungswettbewerb-2017'
  const published = String((await studio.lake.get(id))?.title)
  const title = await openDocument(page, 'award', id, 'Titel')
  await title.fill('Ein Entwurf, der verworfen wird')
  await expect.poll(async () => (await studio.lake.get(getDraftId(id)))?.title).toBe('Ein Entwurf, der verworfen wird')
  await documentMenu(page, 'Änderungen verwerfen')
  const dialog = page.getByRole('dialog', { name: 'Änderungen verwerfen?' })
  await expect(dialog).toContainText('alle Änderungen seit der letzten Veröffentlichung verwerfen')
  await editorGuideShot(page, 'aenderungen-verwerfen')
  await dialog.getByRole('button', { name: 'Änderungen verwerfen' }).click()
  await expect(page.getByText('Alle Änderungen seit der letzten Veröffentlichung wurden verworfen')).toBeVisible({
    timeout: 20_000,
  })
  await expect.poll(() => studio.lake.get(getDraftId(id))).toBeNull()
  await expect(title).toHaveValue(published)
  expect((await studio.lake.get(id))?.title).toBe(published)
})

test('an earlier revision restored from „Verlauf“ and published is the published document again', async ({ page }) => {
  const id = 'award-bundessieger-leistungswettbewerb-2018'
  const original = String((await studio.lake.get(id))?.title)
  const title = await openDocument(page, 'award', id, 'Titel')
  await title.fill('Ein Titel, der zurückgenommen wird')
  await expect
    .poll(async () => (await studio.lake.get(getDraftId(id)))?.title)
    .toBe('Ein Titel, der zurückgenommen wird')
  await publish(page, id)
  expect((await studio.lake.get(id))?.title).toBe('Ein Titel, der zurückgenommen wird')
  await page.getByTestId('pane-footer-document-status').click()
  await page.getByRole('tab', { name: 'Verlauf' }).click()
  // The oldest entry: the document as it was before this test changed it.
  const revisions = page.getByRole('listbox', { name: 'Dokumentrevisionen' }).getByRole('option')
  await expect(revisions.first()).toBeVisible({ timeout: 20_000 })
  await revisions.last().click()
  await expect(title).toHaveValue(original, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Wiederherstellen' }).click()
  // The Studio asks in a popover beside the button.
  await expect(page.getByText('Sind Sie sicher, dass Sie dieses Dokument wiederherstellen möchten?')).toBeVisible()
  await editorGuideShot(page, 'verlauf-wiederherstellen')
  await page.getByRole('button', { name: 'Bestätigen' }).click()
  await expect.poll(async () => (await studio.lake.get(getDraftId(id)))?.title, { timeout: 20_000 }).toBe(original)
  await publish(page, id)
  await expect.poll(async () => (await studio.lake.get(id))?.title).toBe(original)
  await expect.poll(() => studio.lake.get(getDraftId(id))).toBeNull()
})

test('„Duplizieren“ makes a copy; the copy, published and then deleted, is gone', async ({ page }) => {
  await openDocument(page, 'testimonial', 'testimonial-home-3', 'Name')
  const before = new Set(await studio.lake.idsOfType('testimonial'))
  await documentMenu(page, 'Duplizieren')
  await expect(page.getByText('Das Dokument wurde erfolgreich dupliziert')).toBeVisible({ timeout: 20_000 })
  // The Studio opens the copy: a new draft with the same content.
  await expect(page).toHaveURL(/testimonial;[0-9a-f-]{36}/, { timeout: 20_000 })
  const copyId = /testimonial;([0-9a-f-]{36})/.exec(page.url())?.[1] as string
  expect(before.has(getDraftId(copyId))).toBe(false)
  const original = await studio.lake.get('testimonial-home-3')
  expect(original?.quote).toEqual(expect.any(String))
  await expect.poll(async () => (await studio.lake.get(getDraftId(copyId)))?.quote).toBe(original?.quote)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(String(original?.name), { timeout: 20_000 })
  await publish(page, copyId)
  await expect.poll(async () => (await studio.lake.get(copyId))?.name).toBe(original?.name)

  // Nothing references the copy: the dialog finds no referrer, and the delete goes through.
  await documentMenu(page, 'Löschen')
  const dialog = page.getByRole('dialog', { name: 'Löschen?' })
  await expect(dialog).toContainText('wird endgültig gelöscht', { timeout: 20_000 })
  await expect(dialog).not.toContainText('lässt sich nicht')
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
  await expect(page.getByText('Das Dokument wurde erfolgreich gelöscht')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => studio.lake.get(copyId)).toBeNull()
  expect(await studio.lake.get(getDraftId(copyId))).toBeNull()
})

test('a testimonial the home page shows cannot be deleted: the Studio names the page and what to do, and offers nothing that can only fail', async ({
  page,
}) => {
  await openDocument(page, 'testimonial', HOME_TESTIMONIAL, 'Name')
  await documentMenu(page, 'Löschen')
  const dialog = page.getByRole('dialog', { name: 'Löschen?' })
  // The dialog asks the lake who references the testimonial, and names the home page with a link to it.
  await expect(dialog).toContainText('lässt sich nicht löschen, solange diese Seite darauf verweist', {
    timeout: 20_000,
  })
  await expect(dialog.getByRole('link', { name: 'Startseite' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /löschen/i })).toHaveCount(0)
  await dialog.getByRole('link', { name: 'Startseite' }).click()
  await expect(page.getByLabel('Name der Seite', { exact: true }).last()).toBeVisible({ timeout: 20_000 })
  expect(await studio.lake.get(HOME_TESTIMONIAL)).not.toBeNull()
  expect((await fetch(`${studio.site.url}/`)).status).toBe(200)
})

test('„Offline nehmen“ in the document menu: refused for the home page’s testimonial, done for a document nothing references', async ({
  page,
}) => {
  // From the editor's usual view (the Studio's own „Unveröffentlichen“ shows only in the perspective „Veröffentlicht“).
  await openDocument(page, 'testimonial', HOME_TESTIMONIAL, 'Name')
  await documentMenu(page, 'Offline nehmen')
  const referenced = page.getByRole('dialog', { name: 'Offline nehmen?' })
  await expect(referenced).toContainText('lässt sich nicht offline nehmen', { timeout: 20_000 })
  await expect(referenced.getByRole('button', { name: 'Offline nehmen' })).toHaveCount(0)
  await referenced.getByRole('button', { name: 'Schließen', exact: true }).click()
  expect(await studio.lake.get(HOME_TESTIMONIAL)).not.toBeNull()
  expect(await studio.lake.get(getDraftId(HOME_TESTIMONIAL))).toBeNull()

  const award = 'award-ausbildungspreis-landesinnung-2023'
  await openDocument(page, 'award', award, 'Titel')
  await documentMenu(page, 'Offline nehmen')
  const free = page.getByRole('dialog', { name: 'Offline nehmen?' })
  await expect(free).toContainText('verschwindet von der Website', { timeout: 20_000 })
  await expect(free).not.toContainText('lässt sich nicht')
  await editorGuideShot(page, 'offline-nehmen')
  await free.getByRole('button', { name: 'Offline nehmen' }).click()
  // Unpublished: the published document is gone, its content kept as the draft.
  await expect.poll(() => studio.lake.get(award), { timeout: 20_000 }).toBeNull()
  expect(await studio.lake.get(getDraftId(award))).toMatchObject({ _type: 'award' })
})

test('a membership deleted from the Studio leaves /ueber-uns; restored from its history and published, it is back', async ({
  page,
}) => {
  const id = 'membership-arbeitgeberverband-region-braunschweig'
  const name = String((await studio.lake.get(id))?.name)
  const aboutShows = async () =>
    readableHtml(await (await fetch(`${studio.site.url}${ROUTES.about}`)).text()).includes(name)
  await pageShowing(studio.site, ROUTES.about, name)
  await openDocument(page, 'membership', id, 'Name')
  await documentMenu(page, 'Löschen')
  const dialog = page.getByRole('dialog', { name: 'Löschen?' })
  await expect(dialog).toContainText('wird endgültig gelöscht', { timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
  await expect(page.getByText('Das Dokument wurde erfolgreich gelöscht')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => studio.lake.get(id)).toBeNull()
  // The deletion reaches the site by the publishing webhook.
  await expect.poll(aboutShows, { timeout: 20_000 }).toBe(false)

  // The deleted document at its address: the Studio offers its last version (history, lastRevision).
  await page.goto(`${studio.site.url}${CONTENT}/structure/membership;${id}`)
  await expect(page.getByText('Dieses Dokument wurde gelöscht.')).toBeVisible({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Letzte Version wiederherstellen' }).click()
  await expect.poll(async () => (await studio.lake.get(getDraftId(id)))?.name, { timeout: 20_000 }).toBe(name)
  // Restored as a draft, as on Sanity: the site shows it once it is published.
  expect(await aboutShows()).toBe(false)
  await publish(page, id)
  await pageShowing(studio.site, ROUTES.about, name)
})
