import { expect, type Page, test } from '@playwright/test'
import {
  firstHeading,
  headlineOf,
  literally,
  present,
  sectionOf,
  seedBySlug,
  seedSingleton,
  settings,
  texts,
} from '@tests/support/seed'
import { PHONE_HREF, SERVICE_SLUGS, SITE_ORIGIN } from './support'

const home = seedSingleton('homePage')
const about = seedSingleton('aboutPage')
const careers = seedSingleton('careersPage')
const contact = seedSingleton('contactPage')
const servicesPage = seedSingleton('servicesPage')

const headingOf = (section: { heading?: string }) => present(section.heading, 'section heading')

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Checks shared by every page: German document, one h1, canonical on the public origin, description, robots. */
async function expectPageBasics(page: Page, path: string, { indexable }: { indexable: boolean }) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // Visible ones: after a client-side navigation Next.js keeps the previous page hidden (display: none).
  await expect(page.locator('h1').filter({ visible: true })).toHaveCount(1)
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(home))
    for (const type of ['serviceGridSection', 'testimonialsSection', 'applicationCtaSection'] as const) {
      await expect(main.getByRole('heading', { name: headingOf(sectionOf(home, type)) })).toBeVisible()
    }
    await expect(main.locator('#unverbindliche-anfrage')).toBeVisible()
    await expect(main.getByRole('link', { name: literally(texts.elements.cardLink) })).toHaveCount(6)
  })

  test('/ueber-uns tells the story, strengths, awards and memberships', async ({ page }) => {
    await page.goto('/ueber-uns')
    await expectPageBasics(page, '/ueber-uns', { indexable: true })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(about))
    for (const type of ['cardsSection', 'awardsSection', 'membershipsSection'] as const) {
      await expect(main.getByRole('heading', { name: headingOf(sectionOf(about, type)), exact: true })).toBeVisible()
    }
    const founded = sectionOf(about, 'founderStorySection').factLabels?.founded
    await expect(main.getByText(present(founded, 'founding label'), { exact: true })).toBeVisible()
    await expect(main.getByText(String(settings.foundingYear), { exact: true })).toBeVisible()
  })

  test('/leistungen lists 15 service cards, each linking to its page', async ({ page }) => {
    await page.goto('/leistungen')
    await expectPageBasics(page, '/leistungen', { indexable: true })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(servicesPage))

    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(SERVICE_SLUGS.length)
    const hrefs: string[] = []
    for (const card of await cards.all()) {
      const link = card.getByRole('link', { name: literally(texts.elements.cardLink) })
      await expect(link).toHaveCount(1)
      hrefs.push((await link.getAttribute('href')) ?? '')
    }
    expect(hrefs.sort()).toEqual(SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`).sort())
    const contactLink = present(sectionOf(servicesPage, 'ctaBandSection').action?.label, 'button of the band')
    await expect(page.getByRole('main').getByRole('link', { name: contactLink })).toHaveAttribute('href', '/kontakt')
  })

  test('/karriere shows benefits, the application steps and a phone number', async ({ page }) => {
    await page.goto('/karriere')
    await expectPageBasics(page, '/karriere', { indexable: true })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(careers))
    await expect(main.getByRole('heading', { name: headingOf(sectionOf(careers, 'cardsSection')) })).toBeVisible()
    await expect(main.getByRole('heading', { name: headingOf(sectionOf(careers, 'processSection')) })).toBeVisible()
    await expect(main.locator(`a[href="${PHONE_HREF}"]`).first()).toBeVisible()
  })

  test('/kontakt shows the contact cards, the inquiry section and the map consent notice', async ({ page }) => {
    await page.goto('/kontakt')
    await expectPageBasics(page, '/kontakt', { indexable: true })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(contact))
    const area = sectionOf(contact, 'serviceAreaSection')
    await expect(main.getByRole('heading', { name: headingOf(area) })).toBeVisible()
    await expect(main.getByRole('list', { name: present(area.townsLabel, 'label of the towns') })).toContainText(
      present(settings.serviceArea?.center, 'centre of the service area'),
    )

    const inquiry = main.locator('#unverbindliche-anfrage')
    await expect(inquiry).toBeVisible()
    await expect(inquiry.getByRole('heading', { name: headingOf(sectionOf(contact, 'inquirySection')) })).toBeVisible()

    const mapSection = sectionOf(contact, 'mapSection')
    const map = main.locator('#map')
    await expect(map).toBeVisible()
    await expect(map.getByRole('heading', { name: headingOf(mapSection) })).toBeVisible()
    await expect(map).toContainText(present(mapSection.consentNotice, 'consent notice of the map'))
    await expect(map.locator('iframe')).toHaveCount(0)
  })

  test('/impressum names the provider (§ 5 DDG, GmbH) and is not indexed', async ({ page }) => {
    await page.goto('/impressum')
    await expectPageBasics(page, '/impressum', { indexable: false })
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      present(seedBySlug('legalPage', 'impressum').title, 'title of the Impressum'),
    )
    await expect(main.getByRole('heading', { name: texts.legal.imprintHeading })).toBeVisible()
    await expect(main.getByText(/GmbH/).first()).toBeVisible()
  })

  test('/datenschutz starts with the overview and is not indexed', async ({ page }) => {
    await page.goto('/datenschutz')
    await expectPageBasics(page, '/datenschutz', { indexable: false })
    const privacy = seedBySlug('legalPage', 'datenschutz')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(present(privacy.title, 'title of the Datenschutz'))
    const overview = firstHeading(present(privacy.body, 'text of the Datenschutz'))
    await expect(page.getByRole('main').getByRole('heading', { name: overview })).toBeVisible()
  })

  test('/barrierefreiheit is linked in the footer and names standard, contact and enforcement body', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: texts.footer.accessibility, exact: true }).click()
    await expect(page).toHaveURL(/\/barrierefreiheit$/)
    await expectPageBasics(page, '/barrierefreiheit', { indexable: false })
    const statement = seedBySlug('legalPage', 'barrierefreiheit')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(present(statement.title, 'title of the statement'))
    const main = page.getByRole('main')
    await expect(main).toContainText('WCAG 2.2 auf Stufe AA')
    await expect(main.getByRole('heading', { name: 'Bekannte Einschränkungen' })).toBeVisible()
    // The feedback contact comes from the settings ({E-Mail}, {Telefon}), not from the text itself.
    await expect(main).toContainText(present(settings.email, 'e-mail'))
    await expect(main).toContainText(present(settings.phone, 'phone number'))
    await expect(main).toContainText(
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    )
  })
})

test.describe('service pages', () => {
  for (const slug of SERVICE_SLUGS) {
    test(`/leistungen/${slug} has its heading, the contact section and a phone link`, async ({ page }) => {
      const path = `/leistungen/${slug}`
      await page.goto(path)
      await expectPageBasics(page, path, { indexable: true })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(seedBySlug('service', slug)))

      const contact = page.locator('section#contact-form')
      await expect(contact).toHaveCount(1)
      await expect(contact).toBeAttached()
      await expect(contact.getByRole('heading', { level: 2 })).not.toHaveCount(0)

      const phone = present(settings.phone, 'phone number')
      const phoneLinks = page.getByRole('main').getByRole('link', { name: literally(phone) })
      await expect(phoneLinks.first()).toBeVisible()
      await expect(phoneLinks.first()).toHaveAttribute('href', PHONE_HREF)

      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S+/)
    })
  }
})
