import { expect, type Page, test } from '@playwright/test'
import { PHONE_HREF, SERVICE_SLUGS, SERVICES, SITE_ORIGIN } from './support'

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Checks shared by every page: German document, one h1, canonical on the public origin, description, robots. */
async function expectPageBasics(page: Page, path: string, { indexable }: { indexable: boolean }) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const canonical = page.locator('link[rel="canonical"]')
  await expect(canonical).toHaveCount(1)
  const expectedCanonical = path === '/' ? `${escapeRegExp(SITE_ORIGIN)}/?` : escapeRegExp(`${SITE_ORIGIN}${path}`)
  await expect(canonical).toHaveAttribute('href', new RegExp(`^${expectedCanonical}$`))

  const description = page.locator('meta[name="description"]')
  await expect(description).toHaveCount(1)
  await expect(description).toHaveAttribute('content', /\S{3,}/)

  const robots = page.locator('meta[name="robots"]')
  if (indexable) {
    await expect(robots).not.toHaveAttribute('content', /noindex/)
  } else {
    await expect(robots).toHaveAttribute('content', 'noindex, nofollow')
  }
}

test.describe('fixed pages', () => {
  test('/ shows the hero, the services overview, testimonials and the inquiry section', async ({ page }) => {
    await page.goto('/')
    await expectPageBasics(page, '/', { indexable: true })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ihr Meisterbetrieb für Gebäudereinigung in Goslar und im Harz',
    )
    await expect(main.getByRole('heading', { name: 'Unsere Leistungen' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Das sagen unsere Kunden' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'In 60 Sekunden beworben' })).toBeVisible()
    await expect(main.locator('#unverbindliche-anfrage')).toBeVisible()
    await expect(main.getByRole('link', { name: /Mehr erfahren/ })).toHaveCount(6)
  })

  test('/ueber-uns tells the story, strengths, awards and memberships', async ({ page }) => {
    await page.goto('/ueber-uns')
    await expectPageBasics(page, '/ueber-uns', { indexable: true })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sauberkeit mit Meisterbrief aus Goslar')
    for (const heading of ['Was uns auszeichnet', 'Auszeichnungen', 'Mitgliedschaften']) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    await expect(main.getByText('gegründet', { exact: true })).toBeVisible()
    await expect(main.getByText('2013', { exact: true })).toBeVisible()
  })

  test('/leistungen lists 15 service cards, each linking to its page', async ({ page }) => {
    await page.goto('/leistungen')
    await expectPageBasics(page, '/leistungen', { indexable: true })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Leistungen rund um Ihr Gebäude')

    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(SERVICE_SLUGS.length)
    const hrefs: string[] = []
    for (const card of await cards.all()) {
      const link = card.getByRole('link', { name: /Mehr erfahren/ })
      await expect(link).toHaveCount(1)
      hrefs.push((await link.getAttribute('href')) ?? '')
    }
    expect(hrefs.sort()).toEqual(SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`).sort())
    await expect(page.getByRole('main').getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      '/kontakt',
    )
  })

  test('/karriere shows benefits, the application steps and a phone number', async ({ page }) => {
    await page.goto('/karriere')
    await expectPageBasics(page, '/karriere', { indexable: true })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arbeiten bei Glanzwerk Harz')
    await expect(main.getByRole('heading', { name: 'Was wir Ihnen bieten' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'So einfach bewerben Sie sich' })).toBeVisible()
    await expect(main.locator(`a[href="${PHONE_HREF}"]`).first()).toBeVisible()
  })

  test('/kontakt shows the contact cards, the inquiry section and the map consent notice', async ({ page }) => {
    await page.goto('/kontakt')
    await expectPageBasics(page, '/kontakt', { indexable: true })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprechen Sie mit uns')
    await expect(main.getByRole('heading', { name: 'Unser Einsatzgebiet' })).toBeVisible()
    await expect(main.getByRole('list', { name: 'Orte im Einsatzgebiet' })).toContainText('Goslar')

    const inquiry = main.locator('#unverbindliche-anfrage')
    await expect(inquiry).toBeVisible()
    await expect(inquiry.getByRole('heading', { name: 'Unverbindliche Anfrage' })).toBeVisible()

    const map = main.locator('#map')
    await expect(map).toBeVisible()
    await expect(map.getByRole('heading', { name: 'So finden Sie uns' })).toBeVisible()
    await expect(map).toContainText('stimmen Sie bitte in den Cookie-Einstellungen den Marketing-Cookies zu')
    await expect(map.locator('iframe')).toHaveCount(0)
  })

  test('/impressum names the provider (§ 5 DDG, GmbH) and is not indexed', async ({ page }) => {
    await page.goto('/impressum')
    await expectPageBasics(page, '/impressum', { indexable: false })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
    await expect(main.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeVisible()
    await expect(main.getByText(/GmbH/).first()).toBeVisible()
  })

  test('/datenschutz starts with the overview and is not indexed', async ({ page }) => {
    await page.goto('/datenschutz')
    await expectPageBasics(page, '/datenschutz', { indexable: false })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung')
    await expect(page.getByRole('main').getByRole('heading', { name: /Datenschutz auf einen Blick/ })).toBeVisible()
  })
})

test.describe('service pages', () => {
  for (const { slug, heading } of SERVICES) {
    test(`/leistungen/${slug} has its heading, the contact section and a phone link`, async ({ page }) => {
      const path = `/leistungen/${slug}`
      await page.goto(path)
      await expectPageBasics(page, path, { indexable: true })
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)

      const contact = page.locator('section#contact-form')
      await expect(contact).toHaveCount(1)
      await expect(contact).toBeAttached()
      await expect(contact.getByRole('heading', { level: 2 })).not.toHaveCount(0)

      const phoneLinks = page.getByRole('main').getByRole('link', { name: /05321 000 000/ })
      await expect(phoneLinks.first()).toBeVisible()
      await expect(phoneLinks.first()).toHaveAttribute('href', PHONE_HREF)

      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S+/)
    })
  }
})
