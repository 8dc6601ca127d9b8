import { expect, type Page, test } from '@playwright/test'
import { E2E_SUBMISSIONS_DIR } from '@tests/support/e2e-env'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'
import { PHONE_HREF } from './support'

/**
 * The inquiry form and the quick application as a visitor uses them, against the production
 * server and its real SQLite store: what the visitor is told matches what was stored.
 */

const FAILED = 'Es gab einen Fehler beim Senden. Bitte versuchen Sie es erneut oder rufen Sie uns direkt an.'

async function stored(marker: string) {
  const store = new SqliteSubmissionStore(E2E_SUBMISSIONS_DIR)
  try {
    return (await store.list()).filter((submission) => JSON.stringify(submission.fields).includes(marker))
  } finally {
    await store.close()
  }
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

function inquiryForm(page: Page) {
  return page.locator('#unverbindliche-anfrage, #contact-form').locator('form')
}

async function fillInquiry(page: Page, message: string) {
  const form = inquiryForm(page)
  await form.getByLabel('Name').fill('Erika Mustermann')
  await form.getByLabel('E-Mail').fill('erika@example.org')
  await form.getByLabel('Telefon').fill('05321 123456')
  await form.getByLabel('Einsatzort').fill('Goslar')
  await form.getByLabel('Nachricht').fill(message)
  return form
}

test.describe('inquiry form', () => {
  test('sends, shows the thank-you view only once stored, and starts over empty', async ({ page }) => {
    const message = unique('Bitte um ein Angebot')
    await page.goto('/kontakt')
    const form = await fillInquiry(page, message)
    await form.getByLabel('Leistung').selectOption('winterdienst')
    await form.getByRole('button', { name: 'Kostenloses Angebot anfordern' }).click()
    const thanks = page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage!' })
    await expect(thanks).toBeVisible()
    await expect(thanks).toBeFocused()
    await expect(page.getByRole('status')).toContainText('innerhalb von 24 Stunden')
    const [submission] = await stored(message)
    expect(submission?.fields).toMatchObject({ name: 'Erika Mustermann', service: 'winterdienst', location: 'Goslar' })

    await page.getByRole('button', { name: 'Neues Formular' }).click()
    await expect(inquiryForm(page).getByLabel('Name')).toHaveValue('')
    await expect(inquiryForm(page).getByLabel('Name')).toBeFocused()
  })

  test('on a service page the service is preselected', async ({ page }) => {
    await page.goto('/leistungen/winterdienst')
    await expect(page.locator('#contact-form').getByLabel('Leistung')).toHaveValue('winterdienst')
  })

  test('blank required fields: the alert, aria-invalid and a message per field; nothing sent', async ({ page }) => {
    let posted = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inquiry')) posted = true
    })
    await page.goto('/kontakt')
    const form = await fillInquiry(page, '   ')
    await form.getByLabel('Name').fill('  ')
    await form.getByRole('button', { name: 'Kostenloses Angebot anfordern' }).click()
    await expect(form.getByRole('alert')).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.')
    const name = form.getByLabel('Name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toBeFocused()
    await expect(name).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.')
    await expect(form.getByLabel('Nachricht')).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(false)
  })

  for (const failure of ['server error', 'network failure'] as const) {
    test(`a ${failure} keeps every value and says so`, async ({ page }) => {
      await page.route('**/api/inquiry', (route) =>
        failure === 'server error'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' })
          : route.abort('internetdisconnected'),
      )
      await page.goto('/kontakt')
      const message = unique('Nicht verloren')
      const form = await fillInquiry(page, message)
      await form.getByRole('button', { name: 'Kostenloses Angebot anfordern' }).click()
      await expect(form.getByRole('alert')).toHaveText(FAILED)
      await expect(form.getByLabel('Nachricht')).toHaveValue(message)
      await expect(form.getByLabel('E-Mail')).toHaveValue('erika@example.org')
      await expect(form.getByRole('button', { name: 'Kostenloses Angebot anfordern' })).toBeEnabled()
      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage!' })).toHaveCount(0)
    })
  }

  test('a retry after a lost answer is stored once (the form’s token)', async ({ page }) => {
    let answered = false
    await page.route('**/api/inquiry', async (route) => {
      if (answered) return route.continue()
      answered = true
      // The post reaches the server and is stored, but the answer never reaches the browser.
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.goto('/kontakt')
    const message = unique('Nur einmal')
    const form = await fillInquiry(page, message)
    const send = form.getByRole('button', { name: 'Kostenloses Angebot anfordern' })
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(FAILED)
    expect(await stored(message)).toHaveLength(1)
    await send.click()
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage!' })).toBeVisible()
    expect(await stored(message)).toHaveLength(1)
  })

  test('the server’s field messages reach the fields (422)', async ({ page }) => {
    await page.goto('/kontakt')
    const form = await fillInquiry(page, unique('Ungültig'))
    await form.getByLabel('Telefon').fill('ruf an')
    await form.getByRole('button', { name: 'Kostenloses Angebot anfordern' }).click()
    await expect(form.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Telefon')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    )
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the inquiry form posts and lands on the thank-you page', async ({ page }) => {
    const message = unique('Ohne JavaScript')
    await page.goto('/kontakt')
    const form = await fillInquiry(page, message)
    await form.getByRole('button', { name: 'Kostenloses Angebot anfordern' }).click()
    await expect(page).toHaveURL(/\/kontakt\/danke$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Anfrage!')
    expect(await stored(message)).toHaveLength(1)
  })

  test('a post the server refuses gets a styled page that lists the problem, under its own strict policy', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/kontakt')
    const form = await fillInquiry(page, unique('Leerer Name'))
    // Spaces pass the browser's `required`; the server trims them and refuses the post.
    await form.getByLabel('Name').fill('   ')
    await form.getByRole('button', { name: 'Kostenloses Angebot anfordern' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('listitem').first()).toContainText('Name')
    // Its inline style is allowed by hash: the heading is 1.5rem, the text column 40rem.
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontSize)).toBe('24px')
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).maxWidth)).toBe('640px')
    expect(violations).toEqual([])
  })

  test('„Schnellbewerbung“ leads to the one-page application, which posts and thanks', async ({ page }) => {
    await page.goto('/karriere')
    await page.getByRole('link', { name: 'In 60 Sekunden bewerben' }).click()
    await expect(page).toHaveURL(/\/karriere\/bewerbung$/)
    const name = unique('Ohne JS')
    await page.getByLabel('Vor- und Nachname').fill(name)
    await page.getByLabel('Telefon').fill('0170 1234567')
    await page.getByLabel('E-Mail').fill('max@example.org')
    await page.getByLabel('Teilzeit').check()
    await page.getByLabel('Bevorzugter Einsatzort').selectOption('wernigerode')
    await page.getByLabel('Verfügbar ab').selectOption('07:30')
    await page.getByLabel('Samstag').check()
    await page.getByLabel('Montag').check()
    await page.getByRole('button', { name: 'Bewerbung abschicken' }).click()
    await expect(page).toHaveURL(/\/karriere\/bewerbung\/danke$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bewerbung!')
    const [submission] = await stored(name)
    expect(submission?.fields).toMatchObject({
      contractType: 'teilzeit',
      workLocation: 'wernigerode',
      workTimeFrom: '07:30',
      workTimeTo: '',
      workDays: 'Montag, Samstag',
    })
  })
})

test.describe('quick application dialog', () => {
  async function open(page: Page, from = '/karriere', button = 'In 60 Sekunden bewerben') {
    await page.goto(from)
    const opener = page.getByRole('link', { name: button }).first()
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Schnellbewerbung' })
    await expect(dialog).toBeVisible()
    return { dialog, opener }
  }

  test('three steps, valid steps only, and a success view once stored', async ({ page }) => {
    const { dialog } = await open(page)
    await expect(dialog.getByText('Schritt 1 von 3')).toBeVisible()
    await expect(dialog.getByText('33 %')).toBeVisible()
    await expect(dialog.getByText('Noch ca. 40 Sekunden')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Zurück' })).toBeDisabled()
    const next = dialog.getByRole('button', { name: 'Weiter' })
    await expect(next).toBeDisabled()
    const name = unique('Max Muster')
    await dialog.getByLabel('Vor- und Nachname').fill(name)
    await dialog.getByLabel('Telefon').fill('0170 1234567')
    await dialog.getByLabel('E-Mail').fill('max@example.org')
    await next.click()

    await expect(dialog.getByText('Schritt 2 von 3')).toBeVisible()
    await expect(dialog.getByText('Noch ca. 20 Sekunden')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Ihre Wünsche' })).toBeFocused()
    await expect(next).toBeDisabled()
    await dialog.getByLabel('Minijob').check()
    await dialog.getByLabel('Bevorzugter Einsatzort').selectOption('goslar')
    await dialog.getByLabel('Verfügbar ab').selectOption('06:00')
    await dialog.getByLabel('Verfügbar bis').selectOption('20:00')
    await next.click()

    await expect(dialog.getByText('Schritt 3 von 3')).toBeVisible()
    await expect(dialog.getByText('Wählen Sie mindestens einen Tag aus')).toBeVisible()
    const send = dialog.getByRole('button', { name: 'Bewerbung abschicken' })
    await expect(send).toBeDisabled()
    await dialog.getByLabel('Freitag').check()
    await dialog.getByLabel('Dienstag').check()
    await send.click()
    // The dialog is labelled by its heading, which is now the thank-you.
    await expect(page.getByRole('dialog', { name: 'Vielen Dank für Ihre Bewerbung!' })).toBeVisible()
    const [submission] = await stored(name)
    expect(submission?.fields).toMatchObject({
      contractType: 'minijob',
      workLocation: 'goslar',
      workTimeFrom: '06:00',
      workTimeTo: '20:00',
      workDays: 'Dienstag, Freitag',
    })
  })

  test('opens from the home page too; Escape closes it and focus returns to the button', async ({ page }) => {
    const { dialog, opener } = await open(page, '/', 'Jetzt schnell bewerben')
    await expect(dialog.getByLabel('Vor- und Nachname')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('is modal: Tab stays inside, the page behind is inert', async ({ page }) => {
    const { dialog } = await open(page)
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
  })

  test('closing with X keeps every entry', async ({ page }) => {
    const { dialog, opener } = await open(page)
    await dialog.getByLabel('Vor- und Nachname').fill('Behalten Sie mich')
    await dialog.getByRole('button', { name: 'Schnellbewerbung schließen' }).click()
    await expect(dialog).toBeHidden()
    await opener.click()
    await expect(dialog.getByLabel('Vor- und Nachname')).toHaveValue('Behalten Sie mich')
  })

  test('a click on the backdrop closes it and returns focus to its opener', async ({ page }) => {
    const { dialog, opener } = await open(page)
    await page.mouse.click(4, 4)
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('a failure keeps the entries and offers the phone number instead of a success', async ({ page }) => {
    await page.route('**/api/application', (route) => route.fulfill({ status: 503, body: '{}' }))
    const { dialog } = await open(page)
    await dialog.getByLabel('Vor- und Nachname').fill('Max Muster')
    await dialog.getByLabel('Telefon').fill('0170 1234567')
    await dialog.getByLabel('E-Mail').fill('max@example.org')
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await dialog.getByLabel('Vollzeit').check()
    await dialog.getByLabel('Bevorzugter Einsatzort').selectOption('salzgitter')
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await dialog.getByLabel('Mittwoch').check()
    await dialog.getByRole('button', { name: 'Bewerbung abschicken' }).click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Ihre Bewerbung konnte gerade nicht gesendet werden')
    await expect(alert.getByRole('link')).toHaveAttribute('href', PHONE_HREF)
    await expect(dialog.getByLabel('Mittwoch')).toBeChecked()
    await expect(dialog.getByRole('heading', { name: 'Vielen Dank für Ihre Bewerbung!' })).toHaveCount(0)
  })
})
