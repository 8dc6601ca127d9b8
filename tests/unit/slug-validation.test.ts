import { createRequire } from 'node:module'
import { createClient } from '@sanity/client'
import type { SanityDocument, SlugSchemaType } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { schemaTypes } from '@schemas/index'
import { SANITY_API_VERSION } from '@shared/sanity'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import { createSchema } from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitemapEntries } from '@/lib/seo/sitemap'

/**
 * Issue 42, L5: a service slug was only required, not checked, and `glas&fenster` made /sitemap.xml
 * malformed XML (a search engine then rejects the whole file). Every slug field an editor can type
 * into is now checked by the Studio's own validation, and the sitemap escapes its addresses anyway.
 */
const schema = createSchema({ name: 'default', types: schemaTypes })

/**
 * What the slug input's „Generieren“ writes: the field's own `slugify`, else Sanity's default, speakingurl
 * with `symbols: true` (node_modules/sanity/lib, `defaultSlugify`), which spells „&“ as „and“.
 */
const speakingurl = createRequire(import.meta.url)('speakingurl') as (
  input: string,
  options: { truncate: number; symbols: boolean },
) => string
function generated(type: SlugSchemaType, source: string): string {
  const { slugify, maxLength } = type.options ?? {}
  if (slugify) return slugify(source, type, {} as never) as string
  return speakingurl(source, { truncate: typeof maxLength === 'number' ? maxLength : 200, symbols: true })
}

/** Every document type whose address an editor can generate from a title, with its slug field's type. */
const generatedSlugFields = schema
  .getTypeNames()
  .map((name) => schema.get(name))
  .flatMap((type) => {
    if (type?.type?.name !== 'document' || !('fields' in type)) return []
    const field = type.fields.find((candidate) => candidate.name === 'slug')
    const slugType = field?.type as SlugSchemaType | undefined
    return slugType?.options?.source ? [[type.name, slugType] as const] : []
  })

let lake: ContentLakeStandIn
beforeAll(async () => {
  lake = await startContentLake({ documents: bundledDocuments(), projectId: 'slugs', dataset: 'production' })
})
afterAll(async () => {
  await lake.close()
})

async function slugProblems(type: string, slug: string): Promise<string[]> {
  // The seed has no landing page: a new one, as an editor creates it.
  const document = bundledDocuments().find((candidate) => candidate._type === type) ?? { _type: type, title: 'Neu' }
  const result = await validateDocument({
    document: {
      _createdAt: '2026-01-01T00:00:00Z',
      _updatedAt: '2026-01-01T00:00:00Z',
      _rev: 'seed',
      ...document,
      _id: `drafts.slug-check-${type}`,
      slug: { _type: 'slug', current: slug },
    } as SanityDocument,
    schema,
    // Uniqueness asks the dataset, as in the Studio.
    client: createClient({
      projectId: 'slugs',
      dataset: 'production',
      apiVersion: SANITY_API_VERSION,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    }),
    getDocumentExists: async () => true,
  })
  return result.markers.filter((marker) => marker.path[0] === 'slug').map((marker) => marker.message)
}

describe('slugs', () => {
  it.each(['service', 'jobPosting'])(
    'a %s slug with characters outside a-z, 0-9 and hyphens is refused in German',
    async (type) => {
      for (const slug of ['glas&fenster', 'Glas-Fenster', 'glas fenster', 'glas--fenster', 'glas/fenster', 'glas<b>'])
        expect(await slugProblems(type, slug), slug).toEqual([
          expect.stringMatching(/^Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche/),
        ])
      expect(await slugProblems(type, 'glas-fensterreinigung-2')).toEqual([])
    },
  )

  it('„Generieren“ writes German addresses: „&“ dropped, umlauts spelled out, valid at once', async () => {
    expect(generatedSlugFields.map(([name]) => name).sort()).toEqual(['jobPosting', 'page', 'service'])
    for (const [name, slugType] of generatedSlugFields) {
      const slug = generated(slugType, 'Glas- & Fensterreinigung für Büros')
      expect(slug, name).toBe('glas-fensterreinigung-fuer-bueros')
      expect(await slugProblems(name, slug), name).toEqual([])
    }
  })

  it('the sitemap is well-formed XML whatever an address holds', () => {
    const pages = [
      { path: '/leistungen/glas&fenster', documentId: 'service-x', kind: 'service' as const, reads: [] },
      { path: `/leistungen/a<b>"c'`, documentId: 'service-y', kind: 'service' as const, reads: [] },
    ]
    const xml = resolveSitemap(sitemapEntries(pages, []))
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(locations).toHaveLength(2)
    expect(locations[0]).toMatch(/\/leistungen\/glas&amp;fenster$/)
    // Every & starts an entity, and no markup comes from an address.
    expect(xml.match(/&(?!amp;|lt;|gt;|quot;|apos;)/g)).toBeNull()
    expect(xml.match(/<(?!\/?(?:urlset|url|loc|priority|lastmod)\b|\?xml)/g)).toBeNull()
  })
})
