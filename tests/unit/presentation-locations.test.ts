import { schemaTypes } from '@schemas/index'
import { FIXED_PAGES, isFixedPageType, LEGAL_PAGE_SLUGS, LEGAL_PAGES, SINGLETON_TYPES } from '@shared/documents'
import { ROUTES } from '@shared/routes'
import {
  DOCUMENT_LISTEN_QUERY,
  DOCUMENT_QUERY,
  jobPostingLocations,
  legalPageLocations,
  locate,
  REFERRERS_QUERY,
  STATIC_LOCATIONS,
  serviceLocations,
  testimonialLocations,
} from '@studio/presentation/resolve'
import { groq, ofType } from '@tests/support/presentation'
import { firstValueFrom, from, isObservable, type Observable } from 'rxjs'
import type { DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation'
import { describe, expect, it } from 'vitest'

/**
 * The Studio's document store, as far as `locate` uses it: listenQuery runs the GROQ over the
 * bundled dataset (published documents only) and records the options it was called with.
 */
function documentStore() {
  type Query = string | { fetch: string; listen: string }
  const calls: { query: Query; params: Record<string, unknown>; options: Record<string, unknown> }[] = []
  const store = {
    listenQuery: (query: Query, params: Record<string, unknown>, options: Record<string, unknown>) => {
      calls.push({ query, params, options })
      return from(groq(typeof query === 'string' ? query : query.fetch, params))
    },
  }
  return { calls, context: { documentStore: store } as unknown as Parameters<DocumentLocationResolver>[1] }
}

async function locationsOf(id: string, type: string): Promise<DocumentLocationsState | null | undefined> {
  const { context } = documentStore()
  const result = locate({ id, type, version: undefined, perspectiveStack: ['drafts'] }, context)
  return isObservable(result) ? firstValueFrom(result as Observable<DocumentLocationsState>) : result
}

const hrefs = (state: DocumentLocationsState | null | undefined) => state?.locations?.map((location) => location.href)

describe('document locations (the "Auf … Seiten verwendet" banner)', () => {
  it('every document type of the schema is located', () => {
    const documentTypes: string[] = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
    const dynamic = ['service', 'legalPage', 'testimonial', 'page', 'jobPosting']
    for (const type of documentTypes) expect(type in STATIC_LOCATIONS || dynamic.includes(type), type).toBe(true)
    expect(Object.keys(STATIC_LOCATIONS).every((type) => documentTypes.includes(type))).toBe(true)
  })

  it.each([
    ['homePage', [['Startseite', '/']]],
    ['servicesPage', [['Leistungen (Übersicht)', '/leistungen']]],
    ['aboutPage', [['Über uns', '/ueber-uns']]],
    ['careersPage', [['Karriere', '/karriere']]],
    ['contactPage', [['Kontakt', '/kontakt']]],
    ['award', [['Über uns', '/ueber-uns']]],
    ['membership', [['Über uns', '/ueber-uns']]],
  ])('%s is shown on %j', async (type, expected) => {
    const state = await locationsOf(type, type)
    expect(state?.locations?.map(({ title, href }) => [title, href])).toEqual(expected)
    expect(state?.message).toBeUndefined()
  })

  it.each(['siteSettings', 'serviceCategory'])('%s says "Alle Seiten" and links a few pages', async (type) => {
    const state = await locationsOf(type, type)
    expect(state?.message).toMatch(/^Alle Seiten \(.+\)$/)
    expect(state?.locations?.length).toBeGreaterThanOrEqual(3)
    expect(hrefs(state)).toContain('/')
  })

  it('every singleton page is located on its own page', () => {
    const pageOf: Record<string, string> = {
      homePage: '/',
      servicesPage: '/leistungen',
      aboutPage: '/ueber-uns',
      careersPage: '/karriere',
      contactPage: '/kontakt',
    }
    const pages = SINGLETON_TYPES.filter(isFixedPageType)
    expect(pages).toEqual(Object.keys(pageOf))
    for (const type of pages) expect(hrefs(STATIC_LOCATIONS[type])).toEqual([pageOf[type]])
  })

  it('a service: its page (titled with its name), the overview and the home page, from a live query', async () => {
    const service = ofType('service').find((document) => document.slug?.current === 'winterdienst')
    if (!service) throw new Error('bundled dataset without "winterdienst"')
    const { calls, context } = documentStore()
    const result = locate(
      { id: `drafts.${service._id}`, type: 'service', version: undefined, perspectiveStack: ['drafts'] },
      context,
    )
    if (!isObservable(result)) throw new Error('a service is located by a query')
    const state = await firstValueFrom(result as Observable<DocumentLocationsState>)
    expect(state.locations).toEqual([
      { title: service.title, href: '/leistungen/winterdienst' },
      { title: 'Leistungen (Übersicht)', href: '/leistungen' },
      { title: 'Startseite', href: '/' },
    ])
    // The draft's id is looked up as the published document, in the Studio's perspective.
    expect(calls).toEqual([
      {
        // Fetched as the published id in the editor's perspective; heard also when the draft changes.
        query: { fetch: DOCUMENT_QUERY, listen: DOCUMENT_LISTEN_QUERY },
        params: { id: service._id, draftId: `drafts.${service._id}` },
        options: expect.objectContaining({ perspective: ['drafts'] }),
      },
    ])
  })

  it('a service without slug says so instead of linking nowhere', () => {
    expect(serviceLocations({ title: 'Neu', slug: null })).toEqual({
      message: 'Diese Leistung hat noch keine Adresse und erscheint auf keiner Seite.',
      tone: 'caution',
    })
    expect(serviceLocations(null).locations).toBeUndefined()
  })

  it('a job posting: its own page and the careers page with the list', async () => {
    const posting = ofType('jobPosting').find((document) => document.slug?.current === 'reinigungskraft-goslar-minijob')
    if (!posting) throw new Error('bundled dataset without the Minijob example posting')
    expect(await locationsOf(posting._id, 'jobPosting')).toEqual({
      locations: [
        { title: posting.title, href: '/karriere/reinigungskraft-goslar-minijob' },
        { title: 'Karriere', href: '/karriere' },
      ],
    })
    expect(jobPostingLocations({ title: 'Neu', slug: null })).toMatchObject({ tone: 'caution' })
  })

  it.each(LEGAL_PAGE_SLUGS)('the legal page "%s" is located on its route', async (slug) => {
    const page = ofType('legalPage').find((document) => document.slug?.current === slug)
    if (!page) throw new Error(`bundled dataset without legal page ${slug}`)
    const state = await locationsOf(page._id, 'legalPage')
    const route = { impressum: '/impressum', datenschutz: '/datenschutz', barrierefreiheit: '/barrierefreiheit' }[slug]
    expect(state?.locations).toEqual([{ title: page.title, href: route }])
  })

  it('every legal page slug the schema allows has a page, and an unknown slug has none', () => {
    expect(Object.keys(LEGAL_PAGES).sort()).toEqual(['barrierefreiheit', 'datenschutz', 'impressum'])
    expect(legalPageLocations({ title: 'AGB', slug: 'agb' })).toMatchObject({ tone: 'caution' })
    expect(legalPageLocations({ title: null, slug: 'datenschutz' }).locations).toEqual([
      { title: 'Datenschutz', href: '/datenschutz' },
    ])
  })

  it('a testimonial: exactly the home page and the service pages that reference it', async () => {
    const references = (document: unknown, id: string): boolean => JSON.stringify(document).includes(`"_ref":"${id}"`)
    const services = ofType('service')
    const home = ofType('homePage')[0]
    let checked = 0
    let onHome = 0
    for (const testimonial of ofType('testimonial')) {
      const expectedServices = services
        .filter((service) => references(service, testimonial._id))
        .map((service) => `/leistungen/${service.slug?.current}`)
      const expectedHome = references(home, testimonial._id) ? ['/'] : []
      const state = await locationsOf(testimonial._id, 'testimonial')
      if (expectedHome.length + expectedServices.length === 0) {
        expect(state).toMatchObject({ message: expect.stringMatching(/^Diese Kundenstimme ist noch auf keiner Seite/) })
        continue
      }
      expect(hrefs(state)?.slice(0, expectedHome.length)).toEqual(expectedHome)
      expect(new Set(hrefs(state))).toEqual(new Set([...expectedHome, ...expectedServices]))
      expect(state?.locations?.every((location) => location.title.length > 0)).toBe(true)
      checked += 1
      onHome += expectedHome.length
    }
    // The bundled dataset has testimonials on services and on the home page: both paths ran.
    expect(checked).toBeGreaterThan(10)
    expect(onHome).toBe(4)
  })

  it('a testimonial used nowhere says how it gets onto the site and names the pages with a section „Kundenstimmen“', async () => {
    const state = await locationsOf('testimonial-not-referenced-anywhere', 'testimonial')
    expect(state?.tone).toBe('caution')
    expect(state?.message).toBe(
      'Diese Kundenstimme ist noch auf keiner Seite zu sehen. Öffnen Sie eine dieser Seiten und wählen Sie sie im Abschnitt „Kundenstimmen“ aus:',
    )
    const withSection = ofType('service').filter((service) =>
      (service as unknown as { sections: { _type: string }[] }).sections.some(
        (section) => section._type === 'testimonialsSection',
      ),
    )
    // The home page first, then the service pages that have the section (Tatortreinigung has a confidentiality notice instead).
    expect(hrefs(state)?.[0]).toBe('/')
    expect(new Set(hrefs(state)?.slice(1))).toEqual(
      new Set(withSection.map((service) => `/leistungen/${service.slug?.current}`)),
    )
    expect(hrefs(state)).not.toContain('/leistungen/tatortreinigung')
    // With no such page anywhere, the message says to add the section.
    expect(testimonialLocations([], [])).toEqual({
      message: expect.stringMatching(/Fügen Sie einer Seite den Abschnitt „Kundenstimmen“ hinzu/),
      tone: 'caution',
    })
  })

  it('the testimonial query finds referrers the way the Content Lake does', async () => {
    const homeSections = (ofType('homePage')[0] as unknown as { sections: { testimonials?: { _ref: string }[] }[] })
      .sections
    const homeTestimonial = homeSections.find((section) => section.testimonials)?.testimonials?.[0]?._ref
    if (!homeTestimonial) throw new Error('home page without testimonials')
    const referrers = await groq<{ _type: string }[]>(REFERRERS_QUERY, { id: homeTestimonial })
    expect(referrers.map((referrer) => referrer._type)).toContain('homePage')
    expect(testimonialLocations(referrers).locations?.[0]).toEqual({ title: 'Startseite', href: '/' })
  })

  it('every location title is German and every href a route of the site', () => {
    const routes = new Set<unknown>(Object.values(ROUTES))
    for (const state of Object.values(STATIC_LOCATIONS))
      for (const location of state.locations ?? []) {
        expect(routes.has(location.href), location.href).toBe(true)
        expect(location.title).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+( [a-zäöüß]+)*( \([A-ZÄÖÜ][a-zäöüß]+\))?$/)
      }
    expect(Object.values(FIXED_PAGES).map((page) => page.title)).toEqual([
      'Startseite',
      'Leistungen (Übersicht)',
      'Über uns',
      'Karriere',
      'Kontakt',
    ])
  })
})
