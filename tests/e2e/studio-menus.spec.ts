import path from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import type { SiteCopy } from '@scripts/lib/site-copy'
import { readableHtml } from '@tests/support/page-html'
import sharp from 'sharp'
import { CONTENT, documentForm, openDocument, pageShowing, pickReference, publish } from './studio-steps'
import { editorGuideShot, type LocalLakeClient, setUpStudioSite } from './studio-support'

/**
 * Editors own the menus, the names and what they upload (issue 43), by clicks in the real Studio on the
 * local Content Lake (production build): a landing page into the header and a footer column, a service
 * renamed once and changed everywhere on the site, an award's logo shown on /ueber-uns, a used and an
 * unused service deleted, sections reordered without dragging. Photographed for the editor guide.
 */

const PORT = Number(process.env.E2E_STUDIO_MENUS_PORT ?? 3148)

// As the office runs it: two workspaces, the content at /studio/inhalte (studio-steps.ts).
const studio = setUpStudioSite({
  name: '.next-e2e-studio-menus',
  port: PORT,
  env: { SANITY_SUBMISSIONS_DATASET: 'submissions' },
})
let site: SiteCopy
let lake: LocalLakeClient

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

test.beforeAll(() => {
  ;({ site, lake } = studio)
})

/** A campaign page marketing made (published by „another editor“: the lake client). */
const CAMPAIGN = {
  _id: 'page-fruehjahrsputz-2027',
  _type: 'page',
  title: 'Frühjahrsputz-Aktion 2027',
  slug: { _type: 'slug', current: 'fruehjahrsputz-2027' },
  sections: [
    {
      _key: 'hero',
      _type: 'heroSection',
      headline: 'Frühjahrsputz 2027: Fenster, Teppiche, Terrasse',
      action: { _type: 'callToAction', kind: 'inquiry', label: 'Jetzt Angebot anfragen' },
    },
  ],
  seo: { _type: 'seo', description: 'Der Frühjahrsputz vom Meisterbetrieb aus Goslar: Aktion bis Ende April.' },
}

/** The field of the open document whose path is `name` (Sanity's wrapper of each field). */
const field = (page: Page, name: string): Locator => documentForm(page).getByTestId(`field-${name}`)

async function openMenus(page: Page) {
  await page.goto(`${site.url}${CONTENT}/structure/menus`)
  await expect(field(page, 'header')).toBeVisible({ timeout: 60_000 })
  await expect(documentForm(page).getByRole('radio').first()).toBeEnabled({ timeout: 20_000 })
}

/** „Element hinzufügen“ in a list of menu entries, then the page picked in the new entry's dialog. */
async function addMenuEntry(page: Page, list: Locator, search: string, name: string) {
  const dialogs = page.getByRole('dialog')
  const before = await dialogs.count()
  await list.getByRole('button', { name: 'Element hinzufügen' }).last().click()
  await expect(dialogs).toHaveCount(before + 1, { timeout: 20_000 })
  const entry = dialogs.last()
  await pickReference(entry.getByLabel('Seite', { exact: true }), search, name)
  return entry
}

test('a landing page into the main menu and the footer: on every page, on the phone too; offline, its entries go and its address redirects', async ({
  page,
}) => {
  await lake.publishDocument(CAMPAIGN)
  await openMenus(page)
  const entry = await addMenuEntry(page, field(page, 'header'), 'Frühjahrsputz', 'Frühjahrsputz-Aktion 2027')
  // No label of its own: the entry goes by the page's name, which the empty field shows in grey.
  await expect(entry.getByLabel('Beschriftung', { exact: true })).toHaveAttribute(
    'placeholder',
    'Frühjahrsputz-Aktion 2027',
    { timeout: 20_000 },
  )
  await expect.poll(async () => JSON.stringify((await lake.get('drafts.menus'))?.header)).toContain(CAMPAIGN._id)
  await editorGuideShot(page, 'menue-eintrag')
  await page.keyboard.press('Escape')

  // The footer's „Leistungen“ column: its own entry after the services, with a shorter label.
  await field(page, 'footer').getByText('Leistungen', { exact: true }).click()
  const column = page.getByRole('dialog').last()
  const footerEntry = await addMenuEntry(page, column, 'Frühjahrsputz', 'Frühjahrsputz-Aktion 2027')
  await footerEntry.getByLabel('Beschriftung', { exact: true }).fill('Frühjahrsputz')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect
    .poll(async () => JSON.stringify(await lake.get('drafts.menus')))
    .toMatch(/page-fruehjahrsputz-2027.*page-fruehjahrsputz-2027/)
  await publish(page, lake, 'menus')

  // Every page's menu changes with one publish (the menus are cached with every page: web/lib/sanity tags).
  for (const pathname of ['/', '/kontakt', '/leistungen/winterdienst'])
    await pageShowing(site, pathname, 'href="/fruehjahrsputz-2027"')
  await page.goto(`${site.url}/ueber-uns`)
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await expect(nav.getByRole('link', { name: 'Frühjahrsputz-Aktion 2027' })).toBeVisible()
  await expect(page.locator('footer').getByRole('link', { name: 'Frühjahrsputz', exact: true })).toBeVisible()
  // Desktop at 1024 px: six entries, quote button and phone still fit one line.
  await page.setViewportSize({ width: 1024, height: 768 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  // The phone menu has it too.
  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByRole('button', { name: 'Menü öffnen' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Hauptmenü' }).getByRole('link', { name: /Frühjahrsputz/ }),
  ).toBeVisible()
  await page.setViewportSize({ width: 1440, height: 900 })

  // Taken offline in the Studio: the dialog says the menus lose the entry and offers its address to a redirect.
  await page.goto(`${site.url}${CONTENT}/structure/page;${CAMPAIGN._id}`)
  await expect(documentForm(page).getByLabel('Name der Seite', { exact: true })).toBeEditable({ timeout: 60_000 })
  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name: 'Offline nehmen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Offline nehmen?' })
  await expect(dialog).toContainText('„Frühjahrsputz-Aktion 2027“ verschwindet dann von selbst aus:', {
    timeout: 20_000,
  })
  await expect(dialog.getByRole('link', { name: 'Menüs' })).toBeVisible()
  await expect(dialog.getByLabel('Ziel der Weiterleitung')).toHaveValue('/')
  await dialog.getByRole('button', { name: 'Offline nehmen' }).click()
  await expect.poll(() => lake.get(CAMPAIGN._id), { timeout: 20_000 }).toBeNull()
  await expect
    .poll(
      async () => (await lake.documents('redirect', 'source == $source', { source: '/fruehjahrsputz-2027' })).length,
    )
    .toBe(1)
  await expect
    .poll(
      async () => readableHtml(await (await fetch(`${site.url}/`)).text()).includes('href="/fruehjahrsputz-2027"'),
      {
        timeout: 20_000,
      },
    )
    .toBe(false)
  await expect
    .poll(async () => (await fetch(`${site.url}/fruehjahrsputz-2027`, { redirect: 'manual' })).status, {
      timeout: 20_000,
    })
    .toBe(307)
})

test('a service renamed once: menu, footer, card, H1, <title>, breadcrumbs and JSON-LD follow', async ({ page }) => {
  const name = await openDocument(site, page, 'service', 'service-pflasterreinigung', 'Name der Leistung')
  await name.fill('Pflaster- & Terrassenreinigung')
  // The overrides stay empty and show what the site uses instead.
  await expect(documentForm(page).getByLabel('Name im Menü', { exact: true })).toHaveAttribute(
    'placeholder',
    'Pflaster- & Terrassenreinigung',
  )
  const menuName = documentForm(page).getByLabel('Name im Menü', { exact: true })
  await expect(menuName).toHaveValue('')
  await menuName.scrollIntoViewIfNeeded()
  await editorGuideShot(page, 'name-aendern')
  await publish(page, lake, 'service-pflasterreinigung')

  const newName = 'Pflaster- &amp; Terrassenreinigung'
  await pageShowing(site, '/leistungen/pflasterreinigung', `<title>${newName}`)
  const html = readableHtml(await (await fetch(`${site.url}/leistungen/pflasterreinigung`)).text())
  expect(html).toMatch(/<h1[^>]*>(?:(?!<\/h1>).)*Pflaster- &amp; Terrassenreinigung in Goslar/s)
  expect(html).not.toMatch(/>Pflasterreinigung</)
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => match[1])
  expect(jsonLd.join('\n')).toContain('"name":"Pflaster- & Terrassenreinigung"')
  expect(jsonLd.join('\n')).toMatch(/"BreadcrumbList".*"Pflaster- & Terrassenreinigung"/s)
  // Overview card, the menu of another page and its footer.
  await pageShowing(site, '/leistungen', 'Pflaster- &amp; Terrassenreinigung')
  await page.goto(`${site.url}/kontakt`)
  await page.getByRole('button', { name: 'Leistungen-Menü öffnen' }).click()
  await expect(page.getByRole('link', { name: 'Pflaster- & Terrassenreinigung' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pflasterreinigung', exact: true })).toHaveCount(0)
})

test('an award’s logo, uploaded with its alt text, shows on /ueber-uns in place of the icon', async ({ page }) => {
  const id = 'award-ausbildungspreis-landesinnung-2023'
  await openDocument(site, page, 'award', id, 'Titel')
  await documentForm(page).getByText('Region', { exact: true }).click()
  // A picture the dataset does not have (a new asset): a photo of the dataset, squared, on a gold border.
  const photo = await sharp(path.join('content', 'dataset', 'images', 'cleaning-equipment-mop.jpg'))
    .resize(320, 320)
    .toBuffer()
  const logo = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 196, g: 154, b: 38 } },
  })
    .composite([{ input: photo, gravity: 'centre' }])
    .png()
    .toBuffer()
  // The award's only picture field, still empty: „Hochladen“ is a file input over its label, which takes the file.
  await documentForm(page)
    .getByTestId('file-button-input')
    .first()
    .setInputFiles({ name: 'ausbildungspreis.png', mimeType: 'image/png', buffer: logo })
  await expect
    .poll(async () => ((await lake.get(`drafts.${id}`))?.image as { asset?: { _ref?: string } })?.asset?._ref ?? '', {
      timeout: 30_000,
    })
    .toMatch(/^image-[0-9a-f]{40}-400x400-png$/)
  await documentForm(page)
    .getByLabel('Alternativtext', { exact: true })
    .fill('Urkunde der Landesinnung: Preis für vorbildliche Ausbildung')
  await editorGuideShot(page, 'auszeichnung-logo', documentForm(page).locator('img[src*="/images/local/production/"]'))
  await publish(page, lake, id)
  await page.goto(`${site.url}/ueber-uns`)
  await expect(page.getByAltText('Urkunde der Landesinnung: Preis für vorbildliche Ausbildung')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText(/Regional/).first()).toBeVisible()
})

test('deleting a service the home page shows is refused in German with the page named; an unused one goes, its address redirected', async ({
  page,
}) => {
  await openDocument(site, page, 'service', 'service-winterdienst', 'Name der Leistung')
  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name: 'Löschen' }).click()
  const refused = page.getByRole('dialog', { name: 'Löschen?' })
  await expect(refused).toContainText('lässt sich nicht löschen', { timeout: 20_000 })
  await expect(refused.getByRole('link', { name: 'Startseite' })).toBeVisible()
  await expect(refused).toContainText('So geht es')
  // Nothing that can only fail.
  await expect(refused.getByRole('button', { name: /löschen/i })).toHaveCount(0)
  await editorGuideShot(page, 'loeschen-verweist')
  await refused.getByRole('button', { name: 'Schließen', exact: true }).click()
  expect(await lake.get('service-winterdienst')).not.toBeNull()

  await openDocument(site, page, 'service', 'service-tatortreinigung', 'Name der Leistung')
  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name: 'Löschen' }).click()
  const free = page.getByRole('dialog', { name: 'Löschen?' })
  await expect(free).toContainText('wird endgültig gelöscht', { timeout: 20_000 })
  await expect(free).toContainText('dem Leistungen-Menü, der Fußzeile und dem Anfrageformular')
  await expect(free.getByLabel('Ziel der Weiterleitung')).toHaveValue('/leistungen')
  await editorGuideShot(page, 'loeschen-weiterleitung')
  await free.getByRole('button', { name: 'Endgültig löschen' }).click()
  await expect.poll(() => lake.get('service-tatortreinigung'), { timeout: 20_000 }).toBeNull()
  await expect
    .poll(async () => (await fetch(`${site.url}/leistungen/tatortreinigung`, { redirect: 'manual' })).status, {
      timeout: 20_000,
    })
    .toBe(308)
  expect((await fetch(`${site.url}/leistungen/tatortreinigung`, { redirect: 'manual' })).headers.get('location')).toBe(
    '/leistungen',
  )
  await expect
    .poll(
      async () => readableHtml(await (await fetch(`${site.url}/`)).text()).includes('/leistungen/tatortreinigung'),
      {
        timeout: 20_000,
      },
    )
    .toBe(false)
})

test('sections reordered without dragging: „nach unten“ beside the section, published, in that order on the page', async ({
  page,
}) => {
  await openDocument(site, page, 'aboutPage', 'aboutPage', 'Name der Seite')
  const order = async () => {
    const about = (await lake.get('drafts.aboutPage')) ?? (await lake.get('aboutPage'))
    return ((about?.sections ?? []) as { _type: string }[]).map((section) => section._type)
  }
  const before = await order()
  const awards = before.indexOf('awardsSection')
  const button = documentForm(page).getByRole('button', { name: '„Auszeichnungen“ nach unten' })
  await button.scrollIntoViewIfNeeded()
  await editorGuideShot(page, 'abschnitt-verschieben')
  await button.click()
  const swapped = [...before]
  swapped.splice(awards, 2, before[awards + 1] as string, 'awardsSection')
  await expect.poll(order, { timeout: 20_000 }).toEqual(swapped)
  // And back up with the keyboard, as someone without a mouse moves it.
  const up = documentForm(page).getByRole('button', { name: '„Auszeichnungen“ nach oben' })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect.poll(order, { timeout: 20_000 }).toEqual(before)
  await button.click()
  await publish(page, lake, 'aboutPage')
  const headings = async () => {
    const html = readableHtml(await (await fetch(`${site.url}/ueber-uns`)).text())
    return html.indexOf('>Auszeichnungen<') > html.indexOf('>Mitgliedschaften<')
  }
  await expect.poll(headings, { timeout: 20_000 }).toBe(true)
})
