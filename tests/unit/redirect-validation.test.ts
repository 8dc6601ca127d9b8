import { createClient } from '@sanity/client'
import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { schemaTypes } from '@schemas/index'
import { SANITY_API_VERSION } from '@shared/sanity'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'
import { createSchema } from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The Studio's rules for „Weiterleitungen“ and „Frühere Adressen“, run by Sanity's own validator.
 * The rules that look at the other documents query a Content Lake stand-in over HTTP that holds the
 * bundled dataset plus a renamed service and two redirects (one of them only as a draft).
 */
const schema = createSchema({ name: 'default', types: schemaTypes })

const content = [
  ...bundledDocuments().map((document) =>
    document._id === 'service-winterdienst' ? { ...document, previousSlugs: ['schneeraeumung'] } : document,
  ),
  { _id: 'redirect-a', _type: 'redirect', source: '/a.html', destination: '/b.html', permanent: true },
  { _id: 'redirect-b', _type: 'redirect', source: '/b.html', destination: '/kontakt', permanent: true },
  // Drafts are no published content: they neither take a source nor close a loop.
  { _id: 'drafts.redirect-c', _type: 'redirect', source: '/c.html', destination: '/a.html', permanent: true },
]

let lake: ContentLakeStandIn

beforeAll(async () => {
  lake = await startContentLake({ documents: content, projectId: 'validation', dataset: 'production' })
})

afterAll(async () => {
  await lake.close()
})

async function markers(document: Record<string, unknown>) {
  const client = createClient({
    projectId: 'validation',
    dataset: 'production',
    apiVersion: SANITY_API_VERSION,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
  })
  const result = await validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as SanityDocument,
    schema,
    client,
    getDocumentExists: async () => true,
  })
  return result.markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => `${JSON.stringify(marker.path)} ${marker.message}`)
}

const redirect = (source: string, destination: string, id = 'drafts.redirect-new') => ({
  _id: id,
  _type: 'redirect',
  source,
  destination,
  permanent: true,
})

describe('a redirect document in the Studio', () => {
  it('accepts an address of the previous website, a chain and an external destination', async () => {
    expect(await markers(redirect('/reinigung/glas.php', '/leistungen/glas-fensterreinigung'))).toEqual([])
    expect(await markers(redirect('/zu-a', '/a.html'))).toEqual([])
    expect(await markers(redirect('/partner', 'https://www.handwerkskammer.de'))).toEqual([])
    // The draft of redirect-c is checked against the published content, which has no loop with it.
    expect(await markers(redirect('/c.html', '/a.html', 'drafts.redirect-c'))).toEqual([])
  })

  it('rejects the address of a live page', async () => {
    expect(await markers(redirect('/leistungen/winterdienst', '/kontakt'))).toEqual([
      '["source"] Unter /leistungen/winterdienst gibt es eine Seite. Eine Weiterleitung von dort würde sie verdecken; bitte die Seite umbenennen oder eine andere alte Adresse wählen.',
    ])
    expect(await markers(redirect('/karriere/bewerbung', '/kontakt'))).toEqual([
      '["source"] /karriere/bewerbung ist eine feste Seite oder gehört zur Technik der Website und kann nicht weitergeleitet werden.',
    ])
  })

  it('rejects a previous slug, which redirects by itself, and a second rule for one address', async () => {
    expect(await markers(redirect('/leistungen/schneeraeumung', '/kontakt'))).toEqual([
      '["source"] /leistungen/schneeraeumung leitet schon automatisch auf /leistungen/winterdienst weiter (eine frühere Adresse dieser Seite, Feld „Frühere Adressen“).',
    ])
    expect(await markers(redirect('/a.html', '/kontakt'))).toEqual([
      '["source"] Für /a.html gibt es schon eine Weiterleitung. Bitte jene ändern statt eine zweite anzulegen.',
    ])
  })

  it('rejects loops, also through other redirects, and itself as destination', async () => {
    expect(await markers(redirect('/kontakt-alt', '/kontakt-alt'))).toEqual([
      '["source"] Diese Weiterleitung ergibt eine Schleife: /kontakt-alt → /kontakt-alt. Besucher kämen nie an.',
    ])
    // Editing redirect-b so that it points back to /a.html: /b.html → /a.html → /b.html.
    expect(await markers(redirect('/b.html', '/a.html', 'drafts.redirect-b'))).toEqual([
      '["source"] Diese Weiterleitung ergibt eine Schleife: /b.html → /a.html → /b.html. Besucher kämen nie an.',
    ])
  })

  it('asks for a normalised path and a usable destination', async () => {
    expect(await markers(redirect('/alte-seite/', 'http://www.beispiel.de'))).toEqual([
      '["source"] Bitte so schreiben: /alte-seite',
      '["destination"] Andere Websites bitte mit https:// angeben (unverschlüsselte Adressen und andere Protokolle sind nicht erlaubt).',
    ])
  })
})

describe('previous slugs in the Studio', () => {
  const service = bundledDocuments().find((document) => document._id === 'service-winterdienst')

  it('accepts slugs, rejects other shapes and the current slug', async () => {
    expect(await markers({ ...service, previousSlugs: ['schneeraeumung', 'winterdienst-goslar'] })).toEqual([])
    const errors = await markers({ ...service, previousSlugs: ['Schnee Räumung', 'winterdienst'] })
    expect(errors).toEqual([
      '["previousSlugs"] „winterdienst“ ist die aktuelle Adresse und kann nicht zugleich eine frühere sein.',
      '["previousSlugs",0] Nur der letzte Teil der Adresse, z. B. „glasreinigung“: Kleinbuchstaben, Ziffern und einzelne Bindestriche.',
    ])
  })
})
