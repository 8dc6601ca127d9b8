import { expect, type Locator, type Page, test } from '@playwright/test'
import { CONTENT, documentForm, INBOX, openDocument } from './studio-steps'
import { setUpStudioSite } from './studio-support'
import { Findings } from './studio-words'

/**
 * German everywhere an editor looks (issue 43): the real Studio (production build, local Content Lake)
 * walked screen by screen as an editor opens them — the lists, every document type's form in each of its
 * tabs, the document menu and its dialogs, history, „Untersuchen“, Vorschau, publishing, taking offline
 * and deleting, a section's menu, the reference search, the picture dialogs, the search and the
 * navigation bar's menus. On each screen every text an editor reads or hears (visible text, `aria-label`,
 * `title`, `placeholder`; tests/e2e/studio-words.ts) is checked for English words
 * (tests/support/english-words.ts: the English dictionary knows the word, the German one does not;
 * brand names in its reviewed allow-list), and every control must have a name.
 */

const PORT = Number(process.env.E2E_STUDIO_GERMAN_PORT ?? 3134)
const studio = setUpStudioSite({
  name: '.next-e2e-studio-german',
  port: PORT,
  env: { SANITY_SUBMISSIONS_DATASET: 'submissions' },
})

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

let findings: Findings
test.beforeEach(() => {
  findings = new Findings()
})
test.afterEach(() => {
  expect(findings.list(), 'English words and unnamed controls in the Studio').toEqual([])
})

/** Nothing on screen is still loading (a spinner, Sanity's loading container, a list entry's preview in view). */
async function settled(page: Page) {
  await expect(page.getByTestId('loading-container').or(page.locator('[data-ui="Spinner"]:visible'))).toHaveCount(0, {
    timeout: 30_000,
  })
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-testid^="pane-item-"], [data-ui="PreviewCard"]')].filter((entry) => {
              const box = entry.getBoundingClientRect()
              return box.bottom > 0 && box.top < innerHeight && !(entry.textContent ?? '').trim()
            }).length,
        ),
      { timeout: 30_000 },
    )
    .toBe(0)
}

/** Hovers `control` and checks the screen with its tooltip (key hints: „Strg“, not „Ctrl“). */
async function checkTooltip(page: Page, control: Locator, screen: string) {
  await control.hover()
  await expect(page.locator('[data-ui="Tooltip"]').filter({ visible: true })).toHaveCount(1)
  await findings.check(page, `${screen}, its tooltip`)
  await page.mouse.move(0, 0)
}

/** Opens the menu of `button`, checks it and closes it with Escape. */
async function checkMenu(page: Page, button: Locator, screen: string) {
  await button.click()
  const menu = page.getByRole('menu').or(page.locator('[data-ui="Popover"]')).last()
  await expect(menu).toBeVisible()
  await settled(page)
  await findings.check(page, screen)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

/** A document of each type the Studio edits (its id; a singleton's id is its type). */
const DOCUMENTS: [type: string, id: string][] = [
  ['siteSettings', 'siteSettings'],
  ['siteTexts', 'siteTexts'],
  ['menus', 'menus'],
  ['homePage', 'homePage'],
  ['servicesPage', 'servicesPage'],
  ['aboutPage', 'aboutPage'],
  ['careersPage', 'careersPage'],
  ['contactPage', 'contactPage'],
  ['service', 'service-glas-fensterreinigung'],
  ['serviceCategory', 'category-gebaeudereinigung'],
  ['jobPosting', 'jobPosting-reinigungskraft-goslar-minijob'],
  ['testimonial', 'testimonial-bauschlussreinigung-1'],
  ['award', 'award-landessieger-leistungswettbewerb-2017'],
  ['membership', 'membership-bundesinnungsverband-gebaeudereiniger'],
  ['legalPage', 'legal-impressum'],
  ['redirect', 'redirect-glasreinigung-html'],
]

/** The open document's form once it has loaded from the lake. */
async function formLoaded(page: Page) {
  await expect(documentForm(page)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('pane-footer')).toBeVisible({ timeout: 30_000 })
  await settled(page)
}

/** Each tab of the open document: its field groups, then its other views („Vorschau: Google & Teilen“). */
async function checkTabs(page: Page, screen: string) {
  const pane = page.getByTestId('document-pane')
  const groups = pane.locator('[data-testid^="group-tab-"]')
  for (const [index, name] of (await groups.allTextContents()).entries()) {
    await groups.nth(index).click()
    await settled(page)
    await findings.check(page, `${screen}, tab „${name}“`)
  }
  if ((await groups.count()) === 0) await findings.check(page, screen)
  const views = pane.getByRole('tab').and(page.locator(':not([data-testid^="group-tab-"])'))
  for (const [index, name] of (await views.allTextContents()).entries()) {
    if (index === 0) continue
    await views.nth(index).click()
    await settled(page)
    await findings.check(page, `${screen}, view „${name}“`)
  }
}

test('a loading state until the Studio has drawn: the company, a spinner (still when asked for less motion), German', async ({
  page,
}) => {
  // From the first byte: in the page's HTML.
  const html = await (await fetch(`${studio.site.url}${CONTENT}/structure`)).text()
  expect(html).toMatch(/role="status"[^>]*>[\s\S]*Glanzwerk Harz[\s\S]*Das Redaktionssystem wird geladen …/)
  // While the Studio's code has not arrived, the state stays; its spinner turns, or stands still.
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  )
  await page.goto(`${studio.site.url}${CONTENT}/structure`)
  const loading = page.getByRole('status').filter({ hasText: 'Das Redaktionssystem wird geladen …' })
  await expect(loading).toBeVisible()
  await expect(loading).toContainText('Glanzwerk Harz')
  const spinner = loading.locator('[aria-hidden="true"]')
  expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
  // Once the Studio has drawn, the state is gone.
  await page.unrouteAll()
  await page.emulateMedia({ reducedMotion: null })
  await page.goto(`${studio.site.url}${CONTENT}/structure`)
  await expect(page.getByTestId('studio-navbar')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('studio-loading')).toHaveCount(0)
  await findings.check(page, 'the Studio after loading')
})

test('the question who works in this browser (a browser the Studio has not seen)', async ({ browser }) => {
  // A context of its own: the other tests' pages know their editor already (studio-support.ts).
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${studio.site.url}${CONTENT}/structure`)
  await expect(page.getByRole('heading', { name: 'Wer arbeitet in diesem Browser?' })).toBeVisible({ timeout: 60_000 })
  await findings.check(page, 'the question who works here')
  await context.close()
})

test('every list of „Inhalte“', async ({ page }) => {
  await page.goto(`${studio.site.url}${CONTENT}/structure`)
  const lists = page.getByTestId('structure-tool-list-pane').first()
  await expect(lists.getByRole('link').first()).toBeVisible({ timeout: 60_000 })
  await findings.check(page, 'the list of lists')
  for (const entry of await lists.getByRole('link').all()) {
    const name = await entry.textContent()
    await entry.click()
    await expect(page).toHaveURL(new RegExp(`${await entry.getAttribute('href')}$`))
    await settled(page)
    await findings.check(page, `list „${name}“`)
  }
})

for (const [part, documents] of [
  ['the pages and settings', DOCUMENTS.slice(0, 8)],
  ['the other types', DOCUMENTS.slice(8)],
] as const)
  test(`every document type’s form, in each of its tabs and views: ${part}`, async ({ page }) => {
    test.setTimeout(360_000)
    for (const [type, id] of documents) {
      await page.goto(`${studio.site.url}${CONTENT}/structure/${id === type ? type : `${type};${id}`}`)
      await formLoaded(page)
      await checkTabs(page, `form of ${type}`)
    }
    if (part !== 'the other types') return
    // A new landing page (the seed has none), from its template.
    await page.goto(`${studio.site.url}${CONTENT}/intent/create/template=page;type=page/`)
    await formLoaded(page)
    await checkTabs(page, 'a new landing page')
  })

test('the document menu and its dialogs: „Untersuchen“, history, publishing, discarding, offline, deleting', async ({
  page,
}) => {
  const id = 'award-landessieger-leistungswettbewerb-2017'
  const title = await openDocument(studio.site, page, 'award', id, 'Titel')
  const pane = page.getByTestId('document-pane')
  // Published and unchanged: the publish button says since when.
  await checkTooltip(page, page.getByTestId('action-veröffentlichen'), 'the publish button of a published document')

  const paneMenu = pane.getByTestId('pane-context-menu-button')
  await checkMenu(page, paneMenu, 'the document’s menu')
  await paneMenu.click()
  await page.getByRole('menuitem', { name: 'Untersuchen' }).click()
  const inspect = page.getByRole('dialog')
  await expect(inspect).toBeVisible()
  for (const tab of await inspect.getByRole('tab').all()) {
    await tab.click()
    await findings.check(page, `„Untersuchen“, tab „${await tab.textContent()}“`)
  }
  await page.keyboard.press('Escape')
  await expect(inspect).toBeHidden()

  await title.fill('Landessieger im Leistungswettbewerb (Entwurf)')
  await expect(page.getByTestId('action-veröffentlichen')).toBeEnabled({ timeout: 20_000 })
  await findings.check(page, 'a document with a draft')
  await checkTooltip(page, page.getByTestId('action-veröffentlichen'), 'the publish button of a draft')
  await checkMenu(page, page.getByTestId('action-menu-button'), 'the document actions menu')
  for (const action of ['Änderungen verwerfen', 'Offline nehmen', 'Löschen']) {
    await page.getByTestId('action-menu-button').click()
    await page.getByRole('menuitem', { name: action }).click()
    // „Löschen“ may ask in a dialog over its own (Sanity's confirmation over the list of referring pages).
    const dialog = page.getByRole('dialog').last()
    await expect(dialog).toBeVisible()
    await settled(page)
    await findings.check(page, `the dialog of „${action}“`)
    // Escape closes the top dialog; the one beneath it, if any, with the next.
    await expect(async () => {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
  }
  await page.getByTestId('action-veröffentlichen').click()
  await expect(page.getByText('Das Dokument wurde veröffentlicht')).toBeVisible({ timeout: 20_000 })
  await findings.check(page, 'the message after publishing')
  await page.getByTestId('pane-footer-document-status').click({ timeout: 30_000 })
  await expect(page.getByRole('tab', { name: 'Verlauf' })).toBeVisible()
  for (const tab of await page.getByRole('tab', { name: /Verlauf|Überprüfen|Änderungen/ }).all()) {
    await tab.click()
    await settled(page)
    await findings.check(page, `the history panel, tab „${await tab.textContent()}“`)
  }
})

test('a page’s sections: the row menu, adding a section, a section’s dialog, the text toolbar, the picture dialogs, a reference', async ({
  page,
}) => {
  await openDocument(studio.site, page, 'service', 'service-glas-fensterreinigung', 'Name der Leistung')
  await page.getByTestId('group-tab-page').click()
  const form = documentForm(page)
  await checkMenu(page, form.getByTestId('array-item-menu-button').first(), 'a section’s menu')
  await form.getByRole('button', { name: 'Element hinzufügen' }).last().click()
  await expect(page.getByRole('menu').or(page.getByRole('dialog')).last()).toBeVisible()
  await findings.check(page, 'the choice of a new section')
  await page.keyboard.press('Escape')

  // The first section (the hero): its dialog, the picture's menu and the dialog of pictures.
  await form.getByTestId('array-item-menu-button').first().locator('xpath=ancestor::*[@data-ui="Card"][1]').click()
  const dialog = page.getByTestId('nested-object-dialog').or(page.getByTestId('edit-portal-dialog')).first()
  await expect(dialog).toBeVisible()
  await settled(page)
  await findings.check(page, 'a section’s dialog')
  const pictureMenu = dialog.getByTestId('options-menu-button').first()
  await checkMenu(page, pictureMenu, 'a picture’s menu')
  await pictureMenu.click()
  await page
    .getByRole('menuitem', { name: /Durchsuchen|Auswählen|Bilder/ })
    .first()
    .click()
  await expect(page.getByRole('dialog').last()).toBeVisible()
  await settled(page)
  await findings.check(page, 'the dialog of pictures')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
})

test.describe('Vorschau', () => {
  // The editor has never answered the site's consent banner in this browser.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('Vorschau: the toolbar, the document beside the frame, a field’s actions; no consent banner over the preview', async ({
    page,
  }) => {
    await page.goto(`${studio.site.url}${CONTENT}/presentation?preview=/leistungen/glas-fensterreinigung`)
    const frame = page.frameLocator('iframe')
    await expect(frame.getByText('Vorschau mit Entwürfen')).toBeVisible({ timeout: 60_000 })
    await settled(page)
    await findings.check(page, 'Vorschau')
    const field = documentForm(page).getByLabel('Name der Leistung', { exact: true })
    await field.hover()
    await findings.check(page, 'Vorschau, a field with its actions')
    // The site in the frame asks a visitor for consent, not an editor in draft mode (docs/decisions.md):
    // the banner is there once the page runs, and hidden; „Vorschau beenden“ is on top where it stands.
    await expect(frame.getByTestId('consent-banner')).toBeAttached({ timeout: 30_000 })
    await expect(frame.getByTestId('consent-banner')).toBeHidden()
    const leave = frame.getByRole('link', { name: 'Vorschau beenden' })
    await expect(leave).toBeInViewport()
    expect(
      await leave.evaluate((link) => {
        const box = link.getBoundingClientRect()
        return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
      }),
    ).toBe(true)
  })
})

test('the navigation bar: search, new document, the user’s menu, the inbox and an unknown tool', async ({ page }) => {
  await page.goto(`${studio.site.url}${CONTENT}/structure`)
  const navbar = page.getByTestId('studio-navbar')
  await expect(navbar).toBeVisible({ timeout: 60_000 })
  await settled(page)
  const search = navbar.getByRole('button', { name: 'Suche öffnen' })
  await checkTooltip(page, search, 'the search button')
  await search.click()
  await findings.check(page, 'the search')
  await page.keyboard.type('Glas')
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 20_000 })
  await settled(page)
  await findings.check(page, 'the search’s results')
  await page.keyboard.press('Escape')
  await checkMenu(page, navbar.getByTestId('new-document-button'), 'the menu of new documents')
  await checkMenu(page, navbar.getByRole('button', { name: 'Hilfe und Ressourcen' }), 'the help menu')
  // Sanity's user menu: `data-testid="user-menu"` is its list, the button has the id.
  await checkMenu(page, navbar.locator('button#user-menu'), 'the user’s menu')
  await page.goto(`${studio.site.url}${INBOX}/structure`)
  await expect(page.getByRole('link', { name: 'Anfragen: offen' })).toBeVisible({ timeout: 60_000 })
  await findings.check(page, 'the inbox')
  await page.goto(`${studio.site.url}${CONTENT}/vision`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
  await findings.check(page, 'a tool this Studio does not have')
})
