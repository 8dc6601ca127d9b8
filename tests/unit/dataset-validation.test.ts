import { createClient } from '@sanity/client'
import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { schemaTypes } from '@schemas/index'
import { SANITY_API_VERSION } from '@shared/sanity'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'
import { createSchema } from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webHost } from '@/lib/site-url'

/**
 * Runs the Studio's own validation rules over every seed document, as an
 * editor would see them after `sanity dataset import`. Rules that query the
 * dataset (slug uniqueness) go through a real client to the local Content Lake stand-in.
 */
const schema = createSchema({ name: 'default', types: schemaTypes })
const documents = bundledDocuments().filter((document) => !document._type.startsWith('sanity.'))
const ids = new Set(bundledDocuments().map((document) => document._id))

let lake: ContentLakeStandIn

beforeAll(async () => {
  lake = await startContentLake({ documents: bundledDocuments(), projectId: 'validation', dataset: 'production' })
})

afterAll(async () => {
  await lake.close()
})

describe('every seed document passes the schema validation', () => {
  it.each(documents.map((document) => [document._id, document] as const))('%s', async (_id, document) => {
    const client = createClient({
      projectId: 'validation',
      dataset: 'production',
      apiVersion: SANITY_API_VERSION,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    })
    const result = await validateDocument({
      document: {
        _createdAt: '2026-01-01T00:00:00Z',
        _updatedAt: '2026-01-01T00:00:00Z',
        _rev: 'seed',
        ...document,
      } as SanityDocument,
      schema,
      client,
      getDocumentExists: async ({ id }) => ids.has(id),
    })
    const markers = result.markers
      .filter((marker) => marker.level === 'error' || marker.level === 'warning')
      .map((marker) => `${marker.level} at ${JSON.stringify(marker.path)}: ${marker.message}`)
    // The example job postings are flagged on purpose, so an editor checks them before going live.
    const expected = document.isExample
      ? [expect.stringMatching(/^warning at \[\]: Beispiel aus dem mitgelieferten Datensatz: vor dem Livegang/)]
      : []
    expect(markers).toEqual(expected)
    // The validator reports any warning as "failed"; only the examples carry one.
    if (!document.isExample) expect(result.status).toBe('passed')
  })
})

describe('the validation rules catch what editors get wrong', () => {
  const validate = async (document: Record<string, unknown>) => {
    const result = await validateDocument({
      document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as SanityDocument,
      schema,
    })
    return result.markers.map((marker) => `${marker.level}: ${marker.message}`)
  }

  it('rejects an agency link that is not a web address (the Impressum shows only the name then)', async () => {
    const settings = bundledDocuments().find((document) => document._id === 'siteSettings') as Record<string, unknown>
    const markers = await validate({
      ...settings,
      agencyCredit: { ...(settings.agencyCredit as object), url: 'www.agentur .de' },
    })
    expect(markers).toContain('error: Bitte eine Web-Adresse mit https:// angeben.')
    expect(webHost('www.agentur .de')).toBeNull()
    expect(webHost('javascript:alert(1)')).toBeNull()
    expect(webHost('https://www.agentur.de/kontakt')).toBe('www.agentur.de')
  })

  it('requires every site text, in German', async () => {
    const texts = bundledDocuments().find((document) => document._id === 'siteTexts') as Record<string, unknown>
    const markers = await validate({ ...texts, header: { ...(texts.header as object), quoteButton: '' } })
    expect(markers).toContain('error: Bitte ausfüllen: dieser Text erscheint auf der Website.')
  })

  it('flags a rating outside 1–5', async () => {
    const markers = await validate({
      _id: 't',
      _type: 'testimonial',
      name: 'A',
      town: 'Goslar',
      text: 'Gut',
      rating: 6,
    })
    expect(markers.some((marker) => marker.startsWith('error'))).toBe(true)
  })

  it('flags a service card with three features and a too long SEO title', async () => {
    const service = documents.find((document) => document._id === 'service-winterdienst')
    if (!service) throw new Error('seed lacks service-winterdienst')
    const card = service.card as { features: string[] }
    const seo = service.seo as Record<string, unknown>
    const markers = await validate({
      ...service,
      card: { ...card, features: card.features.slice(0, 3) },
      seo: { ...seo, title: 'x'.repeat(61) },
    })
    expect(markers).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^error: Genau 4 Merkmale/),
        expect.stringMatching(/^warning: Länger als 60/),
      ]),
    )
  })

  it('flags a job posting that ends before it starts, pays „bis“ below „ab“ or takes the application page’s address', async () => {
    const posting = documents.find((document) => document._id === 'jobPosting-reinigungskraft-goslar-minijob')
    if (!posting) throw new Error('seed lacks the Minijob example posting')
    // Without a client the validator skips a document with a slug (it checks uniqueness): use the stand-in.
    const client = createClient({
      projectId: 'validation',
      dataset: 'production',
      apiVersion: SANITY_API_VERSION,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    })
    const result = await validateDocument({
      document: {
        _createdAt: '',
        _updatedAt: '',
        _rev: '',
        ...posting,
        slug: { _type: 'slug', current: 'bewerbung' },
        datePosted: '2027-02-01',
        validThrough: '2027-01-31',
        salary: { min: 16, max: 15, unit: 'HOUR' },
      } as SanityDocument,
      schema,
      client,
      getDocumentExists: async () => true,
    })
    expect(result.markers.map((marker) => `${marker.level}: ${marker.message}`)).toEqual(
      expect.arrayContaining([
        'error: „Gültig bis“ darf nicht vor „Ausgeschrieben am“ liegen.',
        expect.stringMatching(/: „bis“ muss mindestens „ab“ sein\.$/),
        expect.stringMatching(/: „\/karriere\/bewerbung“ ist schon eine feste Seite der Website/),
      ]),
    )
  })
})
