import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { SiteCopy } from '@scripts/lib/site-copy'
import { readableHtml } from '@tests/support/page-html'
import sharp from 'sharp'
import {
  CONTENT,
  INBOX,
  openDocument as openInStudio,
  publish as publishIn,
  pageShowing as showing,
} from './studio-steps'
import { editorGuideShot, type LocalLakeClient, setUpStudioSite } from './studio-support'

/**
 * The editor's whole path in the real Sanity Studio, in Chromium, on the production build with
 * CONTENT_LAKE=local: the server starts the local Content Lake (content-lake/), the Studio at
 * /studio edits it, a publish sends the signed webhook and the page is fresh on the next request.
 * The same steps an editor takes: open a list, open a document, type, publish. With
 * EDITOR_GUIDE_DIR set (`npm run docs:editor-guide`) the steps are photographed for the README.
 */

const PORT = Number(process.env.E2E_STUDIO_PORT ?? 3121)

// The server on the local Content Lake, with the checks of every Studio test (the lake's contract, no
// request to another host): tests/e2e/studio-support.ts.
const studio = setUpStudioSite({
  name: '.next-e2e-studio',
  port: PORT,
  env: { SANITY_SUBMISSIONS_DATASET: 'submissions', SUBMISSIONS_RATE_LIMIT: '0' },
})
let site: SiteCopy
let lake: LocalLakeClient

test.describe.configure({ mode: 'serial' })
// The Studio is a large application: its first load and every publish take longer than a page.
test.setTimeout(120_000)

test.beforeAll(() => {
  ;({ site, lake } = studio)
})

const openDocument = (page: Parameters<typeof openInStudio>[1], type: string, id: string, field: string) =>
  openInStudio(site, page, type, id, field)
const publish = (page: Parameters<typeof publishIn>[0], publishedId: string) => publishIn(page, lake, publishedId)
const pageShowing = (pathname: string, text: string) => showing(site, pathname, text)

test('the Studio opens logged in, with the German structure', async ({ page }) => {
  await page.goto(`${site.url}${CONTENT}`)
  const structure = page.getByTestId('structure-tool-list-pane')
  for (const item of ['Einstellungen', 'Texte der Website', 'Alle Leistungen', 'Aktionsseiten', 'Rechtstexte'])
    await expect(structure.getByText(item, { exact: true }).first()).toBeVisible({ timeout: 60_000 })
  // Logged in as the lake's editor, not shown Sanity's login.
  await page.getByRole('button', { name: 'Benutzermenü' }).click()
  await expect(page.getByRole('menu').getByText('Redaktion (lokal)')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Alle Leistungen' }).click()
  // The list is the Studio's first query through the lake's listener; on a busy machine it takes seconds.
  await expect(page.getByText('Winterdienst').first()).toBeVisible({ timeout: 30_000 })
  await editorGuideShot(page, 'studio-uebersicht', page.getByText('Tatortreinigung').first())
})

test('a service menu name changed and published shows in the menu of every page on the next request', async ({
  page,
}) => {
  const input = await openDocument(page, 'service', 'service-winterdienst', 'Name im Menü')
  const name = 'Winter- und Streudienst'
  await input.fill(name)
  // The draft is saved to the lake before anything is published: the site does not show it.
  await expect.poll(async () => (await lake.get('drafts.service-winterdienst'))?.menuName).toBe(name)
  expect((await lake.get('service-winterdienst'))?.menuName).not.toBe(name)
  await editorGuideShot(
    page,
    'leistung-bearbeiten',
    page.getByTestId('pane-footer-document-status').getByText(/Bearbeitet/),
  )
  await publish(page, 'service-winterdienst')
  expect((await lake.get('service-winterdienst'))?.menuName).toBe(name)
  expect(await lake.get('drafts.service-winterdienst')).toBeNull()
  // Every page carries the navigation; three kinds of page are enough to show the whole site changed.
  for (const pathname of ['/', '/kontakt', '/leistungen/bueroreinigung']) await pageShowing(pathname, name)
  // And a visitor sees it in the menu.
  await page.goto(`${site.url}/`)
  await page.getByRole('button', { name: 'Leistungen' }).first().click()
  await expect(page.getByRole('link', { name })).toBeVisible()
})

test('a renamed slug, published, records the old address, which then redirects to the new one', async ({ page }) => {
  const slug = await openDocument(page, 'service', 'service-pflasterreinigung', 'Adresse')
  await slug.fill('pflaster-und-steinreinigung')
  await expect
    .poll(async () => (await lake.get('drafts.service-pflasterreinigung'))?.slug)
    .toEqual({
      _type: 'slug',
      current: 'pflaster-und-steinreinigung',
    })
  await editorGuideShot(page, 'adresse-aendern')
  await publish(page, 'service-pflasterreinigung')
  // The publish action of routed types (studio/previous-slugs.ts) wrote the old slug into the same transaction.
  const published = await lake.get('service-pflasterreinigung')
  expect(published?.previousSlugs).toContain('pflasterreinigung')
  await pageShowing('/leistungen/pflaster-und-steinreinigung', 'Pflasterreinigung')
  await expect
    .poll(async () => {
      const response = await fetch(`${site.url}/leistungen/pflasterreinigung?utm_source=flyer`, { redirect: 'manual' })
      return `${response.status} ${response.headers.get('location')}`
    })
    .toBe('308 /leistungen/pflaster-und-steinreinigung?utm_source=flyer')
})

test('a required field left empty blocks publishing with a German message, and nothing reaches the site', async ({
  page,
}) => {
  const title = await openDocument(page, 'service', 'service-hausmeisterdienst', 'Name der Leistung')
  const before = await lake.get('service-hausmeisterdienst')
  await title.fill('')
  await expect.poll(async () => (await lake.get('drafts.service-hausmeisterdienst'))?.title ?? '').toBe('')
  const button = page.getByTestId('action-veröffentlichen')
  // The Studio validates before it publishes: the button stays disabled and says why.
  await expect(button).toBeDisabled({ timeout: 20_000 })
  await button.hover({ force: true })
  await expect(page.getByText('Es gibt Validierungsfehler, die behoben werden müssen')).toBeVisible()
  await page.getByRole('button', { name: 'Validierung' }).click()
  // The validation panel names the field and the problem.
  await expect(page.getByText('Erforderlich', { exact: true }).filter({ visible: true })).toBeVisible()
  await expect(page.getByText('Name der Leistung', { exact: true }).filter({ visible: true }).last()).toBeVisible()
  await editorGuideShot(page, 'pflichtfeld-fehlt')
  expect((await lake.get('service-hausmeisterdienst'))?._rev).toBe(before?._rev)
  expect(readableHtml(await (await fetch(`${site.url}/leistungen/hausmeisterdienst`)).text())).toContain(
    'Hausmeisterdienst',
  )
  // Restore the name, then the editor may publish again.
  await title.fill(String(before?.title))
  await expect(button).toBeEnabled({ timeout: 20_000 })
})

test('an image uploaded in place of a service page’s hero asks for its alt text again, then shows on the page', async ({
  page,
}) => {
  await openDocument(page, 'service', 'service-industriereinigung', 'Name der Leistung')
  await page.getByTestId('group-tab-page').click()
  await page.getByText('Kopfbereich', { exact: true }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Hintergrundbild')).toBeVisible()
  // A photo the dataset does not have yet (a new crop of one it has): a new asset, its id made from its content.
  const picture = await sharp(path.join('content', 'dataset', 'images', 'industrial-hall.jpg'))
    .extract({ left: 40, top: 20, width: 1200, height: 675 })
    .resize(1600, 900)
    .jpeg({ quality: 80 })
    .toBuffer()
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByTestId('options-menu-button').first().click()
  await page.getByRole('menuitem', { name: 'Hochladen' }).click()
  const fileChooser = await chooser
  // Raster pictures only: an SVG could carry script (docs/security.md, third round).
  expect(await fileChooser.element().getAttribute('accept')).toBe(
    'image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff',
  )
  await fileChooser.setFiles({ name: 'industriehalle.jpg', mimeType: 'image/jpeg', buffer: picture })
  const draftHero = async () => {
    const draft = await lake.get('drafts.service-industriereinigung')
    const sections = (draft?.sections ?? []) as { _type: string; image?: { asset?: { _ref?: string } } }[]
    return sections.find((section) => section._type === 'heroSection')?.image?.asset?._ref ?? ''
  }
  await expect.poll(draftHero, { timeout: 30_000 }).toMatch(/^image-[0-9a-f]{40}-1600x900-jpg$/)
  const assetId = await draftHero()
  // The old picture's description went with it: the Studio asks for one for the new picture.
  const alt = dialog.getByLabel('Alternativtext', { exact: true })
  await expect(alt).toHaveValue('')
  // Until it is written, the Studio does not publish.
  await expect(page.getByTestId('action-veröffentlichen')).toBeDisabled({ timeout: 20_000 })
  await editorGuideShot(page, 'bild-hochladen', dialog.locator('img[src*="/images/local/production/"]'))
  await alt.fill('Helle Produktionshalle mit frisch gereinigtem Hallenboden')
  await page.keyboard.press('Escape')
  await publish(page, 'service-industriereinigung')
  const sha1 = assetId.split('-')[1] as string
  // The page shows the new picture with its new description, through this site's optimiser (no other host).
  await pageShowing('/leistungen/industriereinigung', sha1)
  await pageShowing('/leistungen/industriereinigung', 'Helle Produktionshalle mit frisch gereinigtem Hallenboden')
  await page.goto(`${site.url}/leistungen/industriereinigung`)
  const hero = page.locator('img[fetchpriority="high"]').first()
  await expect(hero).toHaveAttribute('src', new RegExp(sha1))
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})

test('Vorschau shows a draft in the frame before publishing, while the public page keeps the published text', async ({
  page,
}) => {
  // The Studio asks for its version once per start. It must start once: a second start right after the
  // first (it did when the lake reported no comments feature) left Vorschau on a spinner.
  const starts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('module.version-check')) starts.push(request.url())
  })
  await page.goto(`${site.url}${CONTENT}/presentation?preview=/leistungen/glas-fensterreinigung`)
  const frame = page.frameLocator('iframe')
  await expect(frame.getByText('Vorschau mit Entwürfen')).toBeVisible({ timeout: 60_000 })
  expect(starts, 'Studio starts').toHaveLength(1)
  const heading = frame.getByRole('heading', { level: 1 })
  // Texts in the preview carry invisible edit links (stega) and soft hyphens; what a reader sees is without them.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the editor reads in the frame
  const visible = async () => (await heading.innerText()).replace(/[\u00AD\u200B-\u200D\uFEFF]/g, '').trim()
  const published = await visible()
  // Click-to-edit: clicking the heading in the frame opens its field beside it.
  await heading.click()
  const field = page.locator('input:focus, textarea:focus')
  await expect(field).toHaveAttribute('id', /sections\[_key=="[^"]+"\]\.headline/, { timeout: 20_000 })
  const draft = 'Glasklar: Fenster und Fassaden in Goslar – für Büros und Wohnhäuser'
  await field.fill(draft)
  await expect.poll(visible, { timeout: 30_000 }).toBe(draft)
  await editorGuideShot(page, 'vorschau')
  // Visitors see the published heading.
  const html = readableHtml(await (await fetch(`${site.url}/leistungen/glas-fensterreinigung`)).text())
  expect(html).not.toContain(draft)
  expect(html).toContain(published.replaceAll('&', '&amp;'))
  // Leave no draft behind for the other tests.
  await lake.discardDraft('service-glas-fensterreinigung')
})

test('„Vorschau: Google & Teilen“ shows a service as a Google result and as a shared link', async ({ page }) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!/^http:\/\/(127\.0\.0\.1|localhost|[a-z0-9.-]+\.localhost)[:/]/.test(request.url()))
      foreign.push(request.url())
  })
  await openDocument(page, 'service', 'service-bueroreinigung', 'Name der Leistung')
  await page.getByRole('tab', { name: 'Vorschau: Google & Teilen' }).click()
  await expect(page.getByText('So erscheint die Seite in Google')).toBeVisible()
  await expect(page.getByText(/leistungen › bueroreinigung/).first()).toBeVisible()
  // The shared link's picture: the hero, cropped to the share format by the lake's image server.
  const picture = page.getByRole('img', { name: /Großraumbüro/ })
  await expect(picture).toHaveAttribute('src', /\/images\/local\/production\/[0-9a-f]{40}-\d+x\d+\.jpg\?.*w=600&h=315/)
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600)
  await editorGuideShot(page, 'vorschau-google-teilen')
})

test('„Vor dem Start“ lists the sample data; the phone number, typed once and published, leaves it and every link dials it', async ({
  page,
}) => {
  await page.goto(`${site.url}${CONTENT}`)
  const structure = page.getByTestId('structure-tool-list-pane').first()
  await structure.getByRole('link', { name: 'Vor dem Start' }).click({ timeout: 60_000 })
  const summary = page.getByTestId('launch-summary')
  // The content's items; the server's own (SITE_URL, the measurement id) are launch:check's.
  await expect(summary).toHaveText('13 Punkte verhindern den Start, 2 Hinweise.', { timeout: 30_000 })
  const item = (title: string) => page.getByRole('listitem').filter({ hasText: title })
  for (const title of [
    'Einstellungen › Anschrift › Straße und Hausnummer',
    'Einstellungen › Registergericht',
    'Datenschutzerklärung › Vor dem Start zu erledigen',
    'Datenschutzerklärung › Text (Abschnitt „2. Hosting › Hosting in Deutschland“)',
    'Erklärung zur Barrierefreiheit › Vor dem Start zu erledigen',
  ])
    await expect(item(title)).toBeVisible()
  const phone = item('Einstellungen › Telefon')
  await expect(phone).toContainText('05321 000 000')
  await expect(phone).toContainText('Zu sehen: jede Seite (Kopf- oder Fußzeile) · Impressum (/impressum)')
  await editorGuideShot(page, 'vor-dem-start', phone)

  // The link opens the settings at the field.
  await phone.getByRole('link', { name: 'Einstellungen öffnen' }).click()
  const input = page.getByLabel('Telefon', { exact: true })
  await expect(input).toBeEditable({ timeout: 60_000 })
  await expect(input).toBeFocused()
  // A number with digits missing cannot be dialled: the Studio says so in German.
  await input.fill('05321 9')
  await expect(page.getByTestId('action-veröffentlichen')).toBeDisabled({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Validierung', exact: true }).click()
  await expect(
    page
      .getByText(/Diese Telefonnummer kann so nicht gewählt werden/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible()
  await editorGuideShot(page, 'telefon-pruefung')
  await page.getByRole('button', { name: 'Validierung schließen' }).click()
  await input.fill('05321 987654')
  await expect.poll(async () => (await lake.get('drafts.siteSettings'))?.phone).toBe('05321 987654')
  await publish(page, 'siteSettings')
  // Shown as typed; links and the structured data dial its international form.
  await pageShowing('/kontakt', '05321 987654')
  await pageShowing('/kontakt', 'href="tel:+495321987654"')
  await pageShowing('/', '"telephone":"+495321987654"')

  await structure.getByRole('link', { name: 'Vor dem Start' }).click()
  await expect(summary).toHaveText('12 Punkte verhindern den Start, 2 Hinweise.', { timeout: 30_000 })
  await expect(item('Einstellungen › Telefon')).toHaveCount(0)
  // While the list is open, another editor publishes the register court: it leaves without a reload.
  await expect(item('Einstellungen › Registergericht')).toBeVisible()
  await lake.publishFields('siteSettings', { registerCourt: 'Amtsgericht Braunschweig' })
  await expect(summary).toHaveText('11 Punkte verhindern den Start, 2 Hinweise.', { timeout: 30_000 })
  await expect(item('Einstellungen › Registergericht')).toHaveCount(0)
})

test('an inquiry sent on the site appears in the office’s Posteingang, with the service by its name', async ({
  page,
}) => {
  const name = 'Erika Mustermann'
  const response = await fetch(`${site.url}/api/inquiry`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      'form-name': 'contact',
      name,
      email: 'erika.muster@example.org',
      phone: '05321 12345',
      location: 'Goslar',
      service: 'glas-fensterreinigung',
      message: 'Bitte um ein Angebot für die Fensterreinigung unseres Büros (120 m², zweimal im Monat).',
      privacy: 'on',
    }),
  })
  expect(response.status).toBe(201)
  await page.goto(`${site.url}${INBOX}`)
  await page.getByRole('link', { name: 'Anfragen: offen' }).click({ timeout: 60_000 })
  await page.getByText(name).click()
  // The first form of the workspace, as openDocument waits for one (8–11 s on a loaded 2-core machine).
  await expect(page.getByLabel('Erledigt')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Bitte um ein Angebot für die Fensterreinigung').first()).toBeVisible()
  // Stored as the service's address, shown by its name.
  await expect(page.getByLabel('Gewünschte Leistung', { exact: true })).toHaveValue('Glas- & Fensterreinigung', {
    timeout: 20_000,
  })
  await editorGuideShot(page, 'posteingang')
})
