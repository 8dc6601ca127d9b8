import { documentPath } from '@shared/documents'
import { describe, expect, it } from 'vitest'
import type { Section, SectionOf } from '@/components/sections/types'
import { complete, createContentReaders } from '@/lib/content/readers'
import { runQuery } from '@/lib/sanity/fetch'

/** The site's readers over the real bundled dataset, without the Next.js cache around them. */
const {
  getFixedPage,
  getInquiryServiceOptions,
  getLandingPage,
  getLandingPageSlugs,
  getLegalPage,
  getMenus,
  getSiteTexts,
  getService,
  getServiceSlugs,
  getSitemapData,
  getSiteSettings,
} = createContentReaders(runQuery)

type Sections = Section[] | null | undefined

/** The one section of a type on a page (the first, if several). */
function sectionOf<T extends Section['_type']>(sections: Sections, type: T): SectionOf<T> | undefined {
  return (sections ?? []).find((section): section is SectionOf<T> => section._type === type)
}

/** The slugs SPEC.md §2 names, in its order. */
const SPEC_SLUGS = [
  'glas-fensterreinigung',
  'bueroreinigung',
  'treppenhausreinigung',
  'industriereinigung',
  'teppich-polsterreinigung',
  'pflasterreinigung',
  'photovoltaikreinigung',
  'grund-sonderreinigung',
  'garten-grundstueckspflege',
  'winterdienst',
  'hausmeisterdienst',
  'hauswirtschaftliche-hilfe',
  'bauschlussreinigung',
  'entruempelung',
  'tatortreinigung',
]

describe('queries over the bundled dataset', () => {
  it('lists exactly the 15 services of the spec', async () => {
    const slugs = await getServiceSlugs()
    expect(slugs).toEqual(SPEC_SLUGS)
  })

  it('orders the four menu categories and files every service under one', async () => {
    const menus = await getMenus()
    expect(menus.servicesMenu.map((column) => column.heading)).toEqual([
      'Gebäudereinigung',
      'Spezialreinigung',
      'Außenanlagen',
      'Weitere Leistungen',
    ])
    const listed = menus.servicesMenu.flatMap((column) => column.links.map((link) => link.href))
    expect([...listed].sort()).toEqual(SPEC_SLUGS.map((slug) => `/leistungen/${slug}`).sort())
    const links = menus.servicesMenu.flatMap((column) => column.links)
    for (const link of links) expect(link.label).toBeTruthy()
    // „Name im Menü“ left empty: the menu shows the service's name; set, the shorter name.
    expect(links.find((link) => link.href === '/leistungen/pflasterreinigung')?.label).toBe('Pflasterreinigung')
    expect(links.find((link) => link.href === '/leistungen/entruempelung')?.label).toBe('Entrümpelung')
  })

  it("keeps SPEC.md's menus: the five fixed pages by their names, the services menu and two footer columns", async () => {
    const menus = await getMenus()
    expect(menus.header.map(({ label, href }) => [label, href])).toEqual([
      ['Startseite', '/'],
      ['Über uns', '/ueber-uns'],
      ['Leistungen', '/leistungen'],
      ['Karriere', '/karriere'],
      ['Kontakt', '/kontakt'],
    ])
    expect(menus.footer.map((column) => column.heading)).toEqual(['Navigation', 'Leistungen'])
    expect(menus.footer[0]?.links).toEqual(menus.header)
    // One service per category, then „Alle Leistungen“.
    expect(menus.footer[1]?.links.map((link) => link.href)).toEqual(
      menus.servicesMenu.map((column) => column.links[0]?.href),
    )
    expect(menus.footer[1]?.allServices).toBe(true)
  })

  it('gives every service card an image with alt text, a title, a description and exactly 4 features', async () => {
    const cards = sectionOf((await getFixedPage('servicesPage')).sections, 'serviceGridSection')?.services ?? []
    expect(cards).toHaveLength(15)
    for (const service of cards) {
      expect(service.card?.title, service.slug ?? '').toBeTruthy()
      expect(service.card?.description).toBeTruthy()
      expect(service.card?.features).toHaveLength(4)
      expect(service.card?.image?.alt).toBeTruthy()
      expect(service.card?.image?.asset?.url).toMatch(/^\/dataset-assets\/.+\.jpg$/)
      expect(service.card?.image?.asset?.width).toBeGreaterThan(0)
    }
  })

  it.each(SPEC_SLUGS)('renders the service page %s with hero, process, social proof and contact', async (slug) => {
    const service = await getService(slug)
    expect(service).not.toBeNull()
    const sections = service?.sections ?? []
    const types = sections.map((section) => section._type)
    expect(types[0]).toBe('heroSection')
    expect(types.filter((type) => type === 'inquirySection')).toHaveLength(1)
    const process = sections.find((section) => section._type === 'processSection')
    expect(process?._type === 'processSection' && process.steps).toHaveLength(4)

    const testimonials = sections.find((section) => section._type === 'testimonialsSection')
    const confidentiality = sections.find((section) => section._type === 'confidentialitySection')
    if (slug === 'tatortreinigung') {
      expect(testimonials).toBeUndefined()
      expect(confidentiality).toBeDefined()
    } else {
      expect(testimonials?._type).toBe('testimonialsSection')
      if (testimonials?._type !== 'testimonialsSection') return
      expect(testimonials.testimonials).toHaveLength(3)
      for (const testimonial of testimonials.testimonials ?? []) {
        expect(testimonial.rating).toBe(5)
        expect(testimonial.name).toBeTruthy()
        expect(testimonial.quote).toBeTruthy()
      }
    }
    expect(service?.seo?.title?.length).toBeLessThanOrEqual(60)
    expect(service?.seo?.description?.length).toBeLessThanOrEqual(160)
    expect(service?.seo?.keywords?.length).toBeGreaterThan(0)
  })

  it('returns null for an unknown slug', async () => {
    expect(await getService('gibt-es-nicht')).toBeNull()
  })

  it('carries the page-specific content the spec names', async () => {
    const sectionsOf = async (slug: string) => (await getService(slug))?.sections ?? []
    const types = async (slug: string) => (await sectionsOf(slug)).map((section) => section._type)

    expect(await types('glas-fensterreinigung')).toContain('beforeAfterSection')
    expect(await types('photovoltaikreinigung')).toContain('beforeAfterSection')
    const intervals = (await sectionsOf('treppenhausreinigung')).find((s) => s._type === 'intervalsSection')
    expect(intervals?._type === 'intervalsSection' && intervals.options?.map((o) => o.title)).toEqual([
      'Wöchentlich',
      'Alle 14 Tage',
      'Monatlich',
    ])
    expect(await types('winterdienst')).toContain('textSection')

    const tatort = await sectionsOf('tatortreinigung')
    expect(sectionOf(tatort, 'heroSection')?.action).toMatchObject({ label: 'Diskret anfragen', kind: 'inquiry' })
    expect(sectionOf(tatort, 'ctaBandSection')?.action).toMatchObject({ label: 'Diskret anfragen', kind: 'inquiry' })

    const pv = JSON.stringify(await sectionsOf('photovoltaikreinigung'))
    expect(pv).toMatch(/60\s?%/)
    expect(pv).toMatch(/40\s?%/)
    expect(JSON.stringify(await sectionsOf('hauswirtschaftliche-hilfe'))).toMatch(/§\s?45a SGB XI/)
    const tatortText = JSON.stringify(tatort)
    for (const town of ['Braunschweig', 'Hildesheim', 'Göttingen']) expect(tatortText).toContain(town)
  })

  it('holds the company constants of SPEC.md §9', async () => {
    const settings = await getSiteSettings()
    expect(settings.companyName).toMatch(/GmbH$/)
    expect(settings.foundingYear).toBe(2013)
    expect(settings.customersClaim).toBe('500+ zufriedene Kunden')
    expect(settings.experienceClaim).toMatch(/20 Jahre/)
    expect(settings.aggregateRating).toEqual({ ratingValue: 4.8, reviewCount: 47 })
    expect(settings.quoteResponseHours).toBe(24)
    expect(settings.applicationResponseDays).toBe(2)
    expect(settings.serviceArea?.center).toBe('Goslar')
    expect(settings.serviceArea?.radiusKm).toBe(50)
    expect(settings.serviceArea?.structuredDataRadiusMeters).toBe(100000)
    expect(settings.serviceArea?.towns).toEqual(
      expect.arrayContaining(['Goslar', 'Seesen', 'Bad Harzburg', 'Wernigerode', 'Clausthal-Zellerfeld', 'Harz']),
    )
    expect(settings.masterBadge).toBe('Zertifizierter Meisterbetrieb')
    const weekdays = settings.openingHours?.find((entry) => !entry.byArrangement)
    expect(weekdays).toMatchObject({ opens: '08:00', closes: '17:00' })
    expect(weekdays?.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(settings.openingHours?.find((entry) => entry.byArrangement)?.days).toEqual(['Saturday', 'Sunday'])
    expect(settings.phoneE164).toBe('+495321000000')
    expect(settings.social?.facebook).toBeTruthy()
    expect(settings.social?.instagram).toBeTruthy()
  })

  it('gives the home page 6 featured services and 4 testimonials in the carousel layout', async () => {
    const home = await getFixedPage('homePage')
    expect(sectionOf(home.sections, 'serviceGridSection')?.services).toHaveLength(6)
    const testimonials = sectionOf(home.sections, 'testimonialsSection')
    expect(testimonials?.testimonials).toHaveLength(4)
    expect(testimonials?.layout).toBe('carousel')
    expect(sectionOf(home.sections, 'heroSection')?.headline).toMatch(/Goslar/)
    expect(sectionOf(home.sections, 'inquirySection')).toBeDefined()
  })

  it('builds every fixed page from the section library, the hero first', async () => {
    for (const type of ['homePage', 'servicesPage', 'aboutPage', 'careersPage', 'contactPage'] as const) {
      const page = await getFixedPage(type)
      expect(page.sections?.[0]?._type, type).toBe('heroSection')
      expect(page.title, type).toBeTruthy()
    }
    const about = await getFixedPage('aboutPage')
    expect(sectionOf(about.sections, 'founderStorySection')?.body?.length).toBeGreaterThan(0)
    const awards = sectionOf(about.sections, 'awardsSection')?.awards ?? []
    expect(awards.map((award) => award.level)).toEqual(expect.arrayContaining(['land', 'bund']))
    expect(awards.map((award) => award.year)).toEqual([...awards.map((award) => award.year)].sort().reverse())
    expect(sectionOf(about.sections, 'membershipsSection')?.memberships.length).toBeGreaterThan(0)
    const careers = await getFixedPage('careersPage')
    expect(sectionOf(careers.sections, 'processSection')?.steps).toHaveLength(4)
    expect(sectionOf(careers.sections, 'cardsSection')?.cards?.length).toBeGreaterThan(2)
    expect(sectionOf(careers.sections, 'applicationCtaSection')?.questions?.emailButtonLabel).toBeTruthy()
    const contact = await getFixedPage('contactPage')
    expect(sectionOf(contact.sections, 'mapSection')?.consentNotice).toMatch(/Cookie/)
    expect(sectionOf(contact.sections, 'contactDetailsSection')?.phone?.title).toBeTruthy()
  })

  it('resolves a button to a fixed page to its type, without reading that page', async () => {
    const about = await getFixedPage('aboutPage')
    const action = sectionOf(about.sections, 'ctaBandSection')?.action
    expect(action).toMatchObject({ kind: 'page', page: { _type: 'contactPage' } })
    // No _id: the about page does not depend on the contact page's content (publishing tags).
    expect(action?.page).toEqual({ _type: 'contactPage' })
  })

  it('reads every site text, complete and with its placeholders filled', async () => {
    const texts = await getSiteTexts()
    expect(texts.navigation).toMatchObject({ label: 'Hauptnavigation' })
    expect(texts.header).toMatchObject({ homeLink: 'Startseite', quoteButton: 'Angebot anfragen' })
    expect(texts.forms.inquiry.successText).toContain('innerhalb von 24 Stunden')
    expect(texts.forms.application.stepTitles).toHaveLength(3)
    // The rating's slot is the one the component fills („5 von 5 Sternen“); nothing else stays open.
    expect(texts.elements.rating).toBe('{Anzahl} von 5 Sternen')
    const { rating: _slot, ...elements } = texts.elements
    expect(JSON.stringify({ ...texts, elements })).not.toMatch(/\{[A-ZÄÖÜ][^{}"]*\}|null/)
  })

  it('names a missing site text precisely instead of rendering a gap', () => {
    expect(() => complete({ header: { quoteButton: null } }, 'siteTexts')).toThrow(
      'siteTexts.header.quoteButton is empty',
    )
    expect(complete({ fields: { name: { label: 'Name', placeholder: null } } }, 'siteTexts')).toEqual({
      fields: { name: { label: 'Name', placeholder: '' } },
    })
  })

  it('has no landing pages yet and answers null for an unknown one', async () => {
    expect(await getLandingPageSlugs()).toEqual([])
    expect(await getLandingPage('gibt-es-nicht')).toBeNull()
  })

  it('offers every service plus the spec labels in the inquiry form', async () => {
    const options = await getInquiryServiceOptions()
    expect(options.map((option) => option.value)).toEqual(SPEC_SLUGS)
    const labels = Object.fromEntries(options.map((option) => [option.value, option.label]))
    expect(labels.bueroreinigung).toBe('Unterhaltsreinigung')
    expect(labels.entruempelung).toBe('Entrümpelung / Haushaltsauflösung')
    expect(labels['glas-fensterreinigung']).toBe('Glas- & Fensterreinigung')
  })

  it('has every legal page marked noindex', async () => {
    for (const slug of ['impressum', 'datenschutz', 'barrierefreiheit'] as const) {
      const page = await getLegalPage(slug)
      expect(page?.seo?.noIndex).toBe(true)
      expect(page?.body?.length).toBeGreaterThan(5)
    }
    const privacy = JSON.stringify((await getLegalPage('datenschutz'))?.body)
    for (const heading of [
      '1. Datenschutz auf einen Blick',
      '2. Hosting',
      '3. Allgemeine Hinweise',
      '4. Datenerfassung',
      '5. Analyse',
    ])
      expect(privacy).toContain(heading)
    expect(privacy).toContain('14 Monate')
  })

  it('gives a legal text a route only when the site has one (the sitemap lists no dead link)', () => {
    expect(documentPath({ _type: 'legalPage', slug: 'impressum' })).toBe('/impressum')
    expect(documentPath({ _type: 'legalPage', slug: 'datenschutz' })).toBe('/datenschutz')
    expect(documentPath({ _type: 'legalPage', slug: 'barrierefreiheit' })).toBe('/barrierefreiheit')
    expect(documentPath({ _type: 'legalPage', slug: 'agb' })).toBeNull()
  })

  it('lists every indexable page for the sitemap', async () => {
    const sitemap = await getSitemapData()
    expect(sitemap.pages).toHaveLength(5)
    expect(sitemap.services.map((service) => service.slug)).toEqual(SPEC_SLUGS)
    expect(sitemap.legalPages).toHaveLength(0)
    expect(sitemap.landingPages).toHaveLength(0)
  })
})
