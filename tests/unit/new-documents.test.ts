import { createClient, type SanityClient } from '@sanity/client'
import type { InitialValueResolverContext, SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { schemaTypes } from '@schemas/index'
import { SANITY_API_VERSION } from '@shared/sanity'
import schemaJson from '@studio/schema.json'
import { exportedForTests, newDocumentTemplates } from '@studio/templates'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'
import { createSchema, type Template } from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * „Neues Dokument“ as an editor meets it: the templates' titles, and a new service that is publishable
 * once its name, address, category and its own texts are written, with every missing one named at
 * once. Validated by the Studio's own rules (@sanity/validation), queries through a real client.
 */

const { serviceTemplate, landingPageTemplate, jobPostingTemplate } = exportedForTests
const schema = createSchema({ name: 'default', types: schemaTypes })
const ids = new Set(bundledDocuments().map((document) => document._id))

let lake: ContentLakeStandIn
let client: SanityClient

beforeAll(async () => {
  lake = await startContentLake({ documents: bundledDocuments(), projectId: 'templates', dataset: 'production' })
  client = createClient({
    projectId: 'templates',
    dataset: 'production',
    apiVersion: SANITY_API_VERSION,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
  })
})

afterAll(async () => {
  await lake.close()
})

async function initialValue(template: Template): Promise<Record<string, unknown>> {
  const context = { getClient: () => client } as unknown as InitialValueResolverContext
  const value = typeof template.value === 'function' ? await template.value({}, context) : template.value
  return value as Record<string, unknown>
}

/** The Studio's markers for a draft of `type`: `level path: message`. */
async function markers(type: string, value: Record<string, unknown>) {
  const result = await validateDocument({
    document: {
      _id: `drafts.new-${type}`,
      _type: type,
      _createdAt: '',
      _updatedAt: '',
      _rev: '',
      ...value,
    } as SanityDocument,
    schema,
    client,
    getDocumentExists: async ({ id }) => ids.has(id),
  })
  const path = (parts: unknown[]) =>
    parts
      .map((part) => (typeof part === 'object' ? `[${(part as { _key: string })._key}]` : part))
      .join('.')
      .replaceAll('.[', '[')
  return result.markers.map((marker) => `${marker.level} ${path(marker.path)}: ${marker.message}`)
}

const errors = (list: string[]) => list.filter((marker) => marker.startsWith('error '))

/**
 * The service's required top-level fields (studio/schema.json, required fields typed as required) apart from
 * the objects and sections the tests below name field by field: a field made required later (an „Einsatzgebiet“)
 * is expected and filled without an edit here.
 */
const NAMED_BELOW = new Set(['slug', 'card', 'seo', 'sections'])
const serviceAttributes = (schemaJson as { name: string; attributes?: Record<string, { optional?: boolean }> }[]).find(
  (declaration) => declaration.name === 'service',
)?.attributes
if (!serviceAttributes) throw new Error('studio/schema.json declares no service')
const requiredFields = Object.entries(serviceAttributes)
  .filter(([name, attribute]) => !name.startsWith('_') && !attribute.optional && !NAMED_BELOW.has(name))
  .map(([name]) => name)
/** What an editor wrote for a bundled service, the values a new one's other required fields take. */
const written = bundledDocuments().find((document) => document._id === 'service-winterdienst') as Record<
  string,
  unknown
>

/** What is the new service's own: what an editor writes for it. */
function ownTexts(value: Record<string, unknown>) {
  const sections = (value.sections as { _type: string; _key: string }[]).map((section) => {
    if (section._type === 'heroSection') return { ...section, headline: 'Dachrinnenreinigung in Goslar und im Harz' }
    if (section._type === 'cardsSection')
      return {
        ...section,
        heading: 'Freie Rinnen, trockene Fassade',
        cards: ['Reinigung', 'Kontrolle', 'Fotos'].map((title, index) => ({
          _type: 'featureItem',
          _key: `card${index}`,
          icon: 'droplet',
          title,
          text: `${title} der Dachrinnen und Fallrohre.`,
        })),
      }
    return section
  })
  const own = {
    ...value,
    title: 'Dachrinnenreinigung',
    slug: { _type: 'slug', current: 'dachrinnenreinigung' },
    category: { _type: 'reference', _ref: 'category-aussenanlagen' },
    card: {
      description: 'Laub und Schmutz raus, damit das Wasser abläuft.',
      features: ['Mit Hubsteiger', 'Fallrohre inklusive', 'Fotos vorher und nachher', 'Im Frühjahr und Herbst'],
    },
    sections,
    seo: {
      ...(value.seo as object),
      title: 'Dachrinnenreinigung Goslar & Harz',
      description: 'Dachrinnen und Fallrohre im Harz gereinigt – Angebot in {Antwortzeit}.',
    },
  }
  const others = requiredFields.filter((name) => !(name in own)).map((name) => [name, written[name]])
  return { ...own, ...Object.fromEntries(others) }
}

describe('„Neues Dokument“', () => {
  it('offers each type under a German title that reads right, and no singleton', () => {
    const defaults: Template[] = [...schemaTypes]
      .filter((type) => type.type === 'document')
      .map((type) => ({ id: type.name, title: String(type.title), schemaType: type.name, value: {} }))
    const titles = Object.fromEntries(newDocumentTemplates(defaults).map((template) => [template.id, template.title]))
    expect(titles).toEqual({
      service: 'Neue Leistung',
      serviceCategory: 'Neue Leistungskategorie',
      testimonial: 'Neue Kundenstimme',
      award: 'Neue Auszeichnung',
      membership: 'Neue Mitgliedschaft',
      legalPage: 'Neuer Rechtstext',
      page: 'Neue Aktionsseite',
      jobPosting: 'Neues Stellenangebot',
      redirect: 'Neue Weiterleitung',
    })
  })
})

describe('a new service from its template', () => {
  it('starts with the sections of a service page, shared parts written, and sorts after the last service', async () => {
    const value = await initialValue(serviceTemplate)
    expect((value.sections as { _type: string }[]).map((section) => section._type)).toEqual([
      'heroSection',
      'cardsSection',
      'processSection',
      'testimonialsSection',
      'ctaBandSection',
      'whyChooseSection',
      'inquirySection',
    ])
    const orders = bundledDocuments()
      .filter((document) => document._type === 'service')
      .map((document) => document.order as number)
    expect(value.order).toBe(Math.max(...orders) + 10)
  })

  it('names everything still missing at once: exactly the service’s own texts', async () => {
    const value = await initialValue(serviceTemplate)
    const found = errors(await markers('service', value))
    const paths = found.map((marker) => marker.replace(/^error ([^:]*):.*$/, '$1'))
    expect(requiredFields).toEqual(expect.arrayContaining(['title', 'category', 'order']))
    expect(new Set(paths), 'the required fields of a new service, as the Studio names them').toEqual(
      new Set([
        // title, category and any other required field the template leaves empty
        ...requiredFields.filter((name) => !(name in value)),
        'slug.current',
        'card.description',
        'card.features',
        'sections[section1].headline',
        'sections[section2].heading',
        'sections[section2].cards',
        // The SEO title follows the name while it is empty („One name, one field“).
        'seo.description',
      ]),
    )
    // No alt text for pictures nobody uploaded, no label for a button nobody added.
    expect(found.join('\n')).not.toMatch(/Alternativtext|Beschriftung/)
  })

  it('is publishable once they are written: no error, and the warnings say what the page does without the rest', async () => {
    const found = await markers('service', ownTexts(await initialValue(serviceTemplate)))
    expect(
      errors(found),
      'a required field of a service that ownTexts() does not fill (in the card, SEO, slug or sections)',
    ).toEqual([])
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warning card\.image: Noch kein Bild/),
        expect.stringMatching(/^warning sections.*testimonials: Bitte mindestens eine Kundenstimme auswählen/),
      ]),
    )
  })
})

describe('the other templates', () => {
  it('a landing page starts with a hero, a text and the inquiry form, and asks only for its own texts', async () => {
    const value = await initialValue(landingPageTemplate)
    expect((value.sections as { _type: string }[]).map((section) => section._type)).toEqual([
      'heroSection',
      'textSection',
      'inquirySection',
    ])
    const found = errors(await markers('page', value))
    expect(found.join('\n')).not.toMatch(/Alternativtext|Beschriftung|Abschnitt/)
  })

  it('a job posting runs eight weeks and brings the company’s „Wir bieten“ from the newest posting', async () => {
    const value = await initialValue(jobPostingTemplate)
    const newest = bundledDocuments()
      .filter((document) => document._type === 'jobPosting' && Array.isArray(document.benefits))
      .sort((a, b) => String(b.datePosted).localeCompare(String(a.datePosted)))[0]
    expect(value.benefits).toEqual(newest?.benefits)
    const weeks = (Date.parse(String(value.validThrough)) - Date.now()) / (7 * 24 * 60 * 60 * 1000)
    expect(Math.round(weeks)).toBe(8)
  })
})

describe('one message per broken rule', () => {
  it('an empty list of testimonials asks for one; a doubled one says so', async () => {
    const home = bundledDocuments().find((document) => document._id === 'homePage') as Record<string, unknown>
    const sections = home.sections as { _type: string; testimonials?: unknown[] }[]
    const withTestimonials = (testimonials: unknown[]) =>
      sections.map((section) => (section._type === 'testimonialsSection' ? { ...section, testimonials } : section))
    const empty = await markers('homePage', { ...home, sections: withTestimonials([]) })
    expect(empty.filter((marker) => marker.includes('testimonials'))).toEqual([
      expect.stringMatching(/^warning .*: Bitte mindestens eine Kundenstimme auswählen/),
    ])
    const first = (sections.find((section) => section.testimonials)?.testimonials ?? [])[0] as { _ref: string }
    const twice = await markers('homePage', {
      ...home,
      sections: withTestimonials([
        { _type: 'reference', _key: 'a', _ref: first._ref },
        { _type: 'reference', _key: 'b', _ref: first._ref },
      ]),
    })
    const doubled = twice.filter((marker) => marker.includes('testimonials'))
    expect(doubled.length).toBeGreaterThan(0)
    for (const marker of doubled)
      expect(marker).toMatch(/^error .*: Jede Kundenstimme nur einmal: Bitte die doppelte entfernen\.$/)
  })

  it('a heading that is too long is told so, not asked for', async () => {
    const home = bundledDocuments().find((document) => document._id === 'homePage') as Record<string, unknown>
    const sections = (home.sections as { _type: string; heading?: string }[]).map((section, index) =>
      index === 1 ? { ...section, heading: 'Lang '.repeat(30) } : section,
    )
    const found = await markers('homePage', { ...home, sections })
    expect(found.filter((marker) => marker.includes('heading'))).toEqual([
      expect.not.stringMatching(/Bitte eine Überschrift eingeben/),
    ])
  })

  it('a page missing several required sections names them all', async () => {
    const contact = bundledDocuments().find((document) => document._id === 'contactPage') as Record<string, unknown>
    const sections = (contact.sections as { _type: string }[]).filter(
      (section) => section._type !== 'inquirySection' && section._type !== 'mapSection',
    )
    const found = (await markers('contactPage', { ...contact, sections })).filter((marker) =>
      marker.includes('sections:'),
    )
    expect(found).toEqual([
      'error sections: Die Kontaktseite braucht das Anfrageformular.',
      'error sections: Die Kontaktseite braucht die Karte (Ziel #map).',
    ])
  })
})
