import type { ContentSourceMap, SanityClient } from '@sanity/client'
import { type ContentSourceMapParsedPath, resolveEditInfo } from '@sanity/client/csm'
import { stegaClean } from '@sanity/client/stega'
import { type RunningLake, startLocalLake } from '@tests/support/local-content-lake'
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXED_PAGE_QUERY, MENUS_QUERY, SERVICE_QUERY, SETTINGS_QUERY } from '@/lib/sanity/queries'

/**
 * Content Source Maps of the local Content Lake (content-lake/source-map.ts) for the site's own
 * queries, read with @sanity/client's own resolver (`resolveEditInfo`, @sanity/client/csm), which
 * is what stega and the Presentation tool's overlays use. Format: sanity.io/docs/visual-editing/
 * content-source-maps; `documents` name the version shown (`drafts.x` when the draft is shown),
 * keyed arrays `[?(@._key=='k')]` with `withKeyArraySelector` (read in @sanity/client 8.15).
 */

const SERVICE = 'service-winterdienst'
const TEXT_SECTION_KEY = '7bd1f73812a0'
const CTA_SECTION_KEY = '22040c95eb8f'

let running: RunningLake
let client: SanityClient

beforeAll(async () => {
  running = await startLocalLake()
  client = running.client()
  // A draft of the service that changes its title and one section's heading.
  await client.action({
    actionType: 'sanity.action.document.edit',
    draftId: `drafts.${SERVICE}`,
    publishedId: SERVICE,
    patch: {
      set: {
        title: 'Winterdienst (Entwurf)',
        [`sections[_key=="${CTA_SECTION_KEY}"].heading`]: 'Jetzt buchen (Entwurf)',
      },
    },
  })
})

afterAll(async () => {
  await running?.stop()
})

type Segment = ContentSourceMapParsedPath[number]

async function withSourceMap(query: string, params: Record<string, unknown>, perspective: 'drafts' | 'published') {
  const response = (await client.fetch(query, params, {
    perspective,
    resultSourceMap: 'withKeyArraySelector',
    filterResponse: false,
  })) as unknown as { result: unknown; resultSourceMap: ContentSourceMap }
  expect(response.resultSourceMap).toBeDefined()
  return response
}

/** Every string of a result with its path, except system attributes (`_id`, `_key`, `_type`, …). */
function strings(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : strings(item, [...path, key])))
  return []
}

/** The value at a source-map path in a document (keyed segments by `_key`). */
function valueAt(document: unknown, path: ContentSourceMapParsedPath | string): unknown {
  if (typeof path === 'string') throw new Error(`unparsed path ${path}`)
  let node = document
  for (const segment of path as Segment[]) {
    if (node === null || node === undefined) return undefined
    if (typeof segment === 'object' && '_key' in segment)
      node = (node as { _key?: string }[]).find?.((item) => item?._key === segment._key)
    else node = (node as Record<string | number, unknown>)[segment as string | number]
  }
  return node
}

function source(csm: ContentSourceMap, resultPath: (string | number)[]) {
  return resolveEditInfo({ resultSourceMap: csm, resultPath, studioUrl: '/studio' })
}

const rawDocuments = new Map<string, unknown>()
async function raw(id: string) {
  if (!rawDocuments.has(id)) rawDocuments.set(id, await client.getDocument(id))
  return rawDocuments.get(id)
}

/** Every mapped string: the source document holds exactly this string at the mapped path. */
async function expectEveryMappingExact(result: unknown, csm: ContentSourceMap) {
  let mapped = 0
  const all = strings(result)
  for (const { path, text } of all) {
    const info = source(csm, path)
    if (!info) continue
    mapped++
    const document = await raw(info.id)
    expect(document, `${info.id} (mapped from ${path.join('.')})`).toBeDefined()
    expect(valueAt(document, info.path), `${path.join('.')} → ${info.id} ${JSON.stringify(info.path)}`).toBe(text)
  }
  return { mapped, total: all.length }
}

describe('Content Source Maps for the site queries', () => {
  it('SERVICE_QUERY (drafts): title, section heading and portable-text span map to the draft, at the right path', async () => {
    const { result, resultSourceMap: csm } = await withSourceMap(SERVICE_QUERY, { slug: 'winterdienst' }, 'drafts')
    const service = result as {
      title: string
      sections: {
        _key: string
        heading?: string
        body?: { _key: string; children: { _key: string; text: string }[] }[]
      }[]
      category: { title: string }
    }
    expect(service.title).toBe('Winterdienst (Entwurf)')
    // The draft is what is shown: the map names the draft, never the published document of the service.
    const ids = csm.documents.map(({ _id }) => _id)
    expect(ids).toContain(`drafts.${SERVICE}`)
    expect(ids).not.toContain(SERVICE)

    expect(source(csm, ['title'])).toMatchObject({ id: `drafts.${SERVICE}`, type: 'service', path: ['title'] })

    const ctaIndex = service.sections.findIndex(({ _key }) => _key === CTA_SECTION_KEY)
    expect(service.sections[ctaIndex]?.heading).toBe('Jetzt buchen (Entwurf)')
    expect(source(csm, ['sections', ctaIndex, 'heading'])).toMatchObject({
      id: `drafts.${SERVICE}`,
      path: ['sections', { _key: CTA_SECTION_KEY }, 'heading'],
    })

    const textIndex = service.sections.findIndex(({ _key }) => _key === TEXT_SECTION_KEY)
    const block = service.sections[textIndex]?.body?.[0]
    const span = block?.children[0]
    expect(span?.text).toMatch(/Reinigungspflicht/)
    expect(source(csm, ['sections', textIndex, 'body', 0, 'children', 0, 'text'])).toMatchObject({
      id: `drafts.${SERVICE}`,
      path: [
        'sections',
        { _key: TEXT_SECTION_KEY },
        'body',
        { _key: block?._key },
        'children',
        { _key: span?._key },
        'text',
      ],
    })

    // A projected field (`"slug": slug.current`) maps to where the value is stored.
    expect(source(csm, ['slug'])).toMatchObject({ path: ['slug', 'current'] })
    // A dereferenced document (category->{_id, title}) maps to that document, published (no draft).
    const category = await client.fetch<{ _ref: string }>('*[_id == $id][0].category', { id: SERVICE })
    expect(source(csm, ['category', 'title'])).toMatchObject({ id: category._ref, path: ['title'] })

    const { mapped, total } = await expectEveryMappingExact(result, csm)
    // Every string of this page comes from a document field (system attributes aside), so each
    // one gets its edit link.
    expect(mapped).toBe(total)
  })

  it('SERVICE_QUERY (published) names only published documents', async () => {
    const { result, resultSourceMap: csm } = await withSourceMap(SERVICE_QUERY, { slug: 'winterdienst' }, 'published')
    expect((result as { title: string }).title).not.toContain('Entwurf')
    expect(csm.documents.map(({ _id }) => _id)).toContain(SERVICE)
    expect(csm.documents.every(({ _id }) => !_id.startsWith('drafts.'))).toBe(true)
    await expectEveryMappingExact(result, csm)
  })

  it.each([
    ['SETTINGS_QUERY', SETTINGS_QUERY, {}],
    ['MENUS_QUERY', MENUS_QUERY, {}],
    ['FIXED_PAGE_QUERY (home)', FIXED_PAGE_QUERY, { id: 'homePage' }],
    ['SERVICE_QUERY (another service)', SERVICE_QUERY, { slug: 'bauschlussreinigung' }],
  ] as const)('%s: no string is mapped to a place that holds another value', async (_name, query, params) => {
    const { result, resultSourceMap: csm } = await withSourceMap(query, params, 'drafts')
    const { mapped } = await expectEveryMappingExact(result, csm)
    expect(mapped).toBeGreaterThan(0)
  })

  it('a string that appears in several places of its document and is not at its own path is left unmapped', async () => {
    const id = `csm-${Date.now()}`
    await client.create({ _id: id, _type: 'note', a: 'gleich', b: 'gleich', c: 'einmalig' })
    const { result, resultSourceMap: csm } = await withSourceMap(
      '*[_id == $id][0]{_id, "x": a, "y": c, a}',
      { id },
      'published',
    )
    expect(result).toEqual({ _id: id, x: 'gleich', y: 'einmalig', a: 'gleich' })
    // Ambiguous (a or b): no edit link rather than a wrong one.
    expect(source(csm, ['x'])).toBeUndefined()
    expect(source(csm, ['y'])).toMatchObject({ id, path: ['c'] })
    expect(source(csm, ['a'])).toMatchObject({ id, path: ['a'] })
  })

  it('a string taken from another document (no _id projected) is not mapped into the document around it', async () => {
    const [outer, other] = [`csm-outer-${Date.now()}`, `csm-other-${Date.now()}`]
    await client
      .transaction()
      .create({ _id: outer, _type: 'note', title: 'Gleicher Text', own: 'nur hier' })
      .create({ _id: other, _type: 'note', title: 'Gleicher Text' })
      .commit()
    const { result, resultSourceMap: csm } = await withSourceMap(
      '*[_id == $outer][0]{_id, "borrowed": *[_id == $other][0].title, "renamed": own}',
      { outer, other },
      'published',
    )
    expect(result).toEqual({ _id: outer, borrowed: 'Gleicher Text', renamed: 'nur hier' })
    // The text shown comes from `other`; an edit link to outer.title would edit something else.
    expect(source(csm, ['borrowed'])?.id).not.toBe(outer)
    // A field renamed by the projection still finds its place.
    expect(source(csm, ['renamed'])).toMatchObject({ id: outer, path: ['own'] })
  })
})

describe('stega through @sanity/client (what draft mode renders)', () => {
  it('encodes edit intents into the draft text; stegaClean removes them', async () => {
    const stega = running.client({ perspective: 'drafts', stega: { enabled: true, studioUrl: '/studio' } })
    const service = await stega.fetch<{
      title: string
      sections: { _key: string; heading?: string }[]
      category: { title: string }
    }>(SERVICE_QUERY, { slug: 'winterdienst' })
    expect(service.title).not.toBe('Winterdienst (Entwurf)')
    expect(stegaClean(service.title)).toBe('Winterdienst (Entwurf)')
    const split = vercelStegaSplit(service.title)
    expect(split.cleaned).toBe('Winterdienst (Entwurf)')
    expect(split.encoded.length).toBeGreaterThan(0)

    const decoded = vercelStegaDecode(service.title) as { origin: string; href: string }
    expect(decoded.origin).toBe('sanity.io')
    // The Studio opens the document (published id in the URL) in the drafts perspective: no
    // `perspective=published`, which createEditUrl adds for a published source document.
    expect(decoded.href).toMatch(
      new RegExp(`^/studio/intent/edit/mode=presentation;id=${SERVICE};type=service;path=title`),
    )
    expect(decoded.href).not.toContain('perspective=published')

    const heading = service.sections.find(({ _key }) => _key === CTA_SECTION_KEY)?.heading ?? ''
    expect(stegaClean(heading)).toBe('Jetzt buchen (Entwurf)')
    const headingHref = (vercelStegaDecode(heading) as { href: string }).href
    expect(decodeURIComponent(headingHref)).toContain(`path=sections[_key=="${CTA_SECTION_KEY}"].heading`)

    // A referenced document without a draft: edited in its published version.
    const categoryHref = (vercelStegaDecode(service.category.title) as { href: string }).href
    expect(categoryHref).toContain('perspective=published')
    expect(categoryHref).toContain('path=title')
  })
})
