import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { schemaTypes } from '@schemas/index'
import { auth, base, client, failure, newId, startLakeForThisFile } from '@tests/support/content-lake-api'
import { API_VERSION, LAKE_DATASET } from '@tests/support/local-content-lake'
import { firstValueFrom } from 'rxjs'
import { createSchema, createSearch, getSearchableTypes } from 'sanity'
import { describe, expect, it } from 'vitest'

/**
 * The query API (`GET|POST /data/query/<dataset>`) and the doc API through @sanity/client:
 * - QUERY: https://www.sanity.io/docs/http-reference/query (parameters, perspective, returnQuery, the
 *   response, errors)
 * - PERSPECTIVES: https://www.sanity.io/docs/content-lake/perspectives
 * - CSM: https://www.sanity.io/docs/visual-editing/content-source-maps
 * - GROQ: https://www.sanity.io/docs/specifications/groq-functions (text::query, score, boost)
 * - CLIENT: @sanity/client 8's types and code (`SanityDocument._originalId`: "present when perspective
 *   is set to previewDrafts"; `formatQueryParseError`)
 * - STUDIO: the search of sanity 6.16 itself (`createSearch`, the groq2024 strategy the Studio uses by
 *   default), over the project's schema
 */

startLakeForThisFile()

/** What a query answers with `resultSourceMap=true` (@sanity/client's ContentSourceMap, as the lake maps values). */
type SourceMap = {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<string, { source: { document: number; path: number } } | undefined>
}

async function mapped(query: string) {
  const answer = await client.fetch(query, {}, { filterResponse: false, resultSourceMap: true })
  return { result: answer.result as Record<string, string>, sourceMap: answer.resultSourceMap as unknown as SourceMap }
}

describe('parameters (QUERY)', () => {
  it('$params are filled in, sent in the URL or, for a long query, in the body', async () => {
    const { _id } = await client.create({ _type: 'note', title: 'Parameter' })
    expect(await client.fetch('*[_id == $id][0].title', { id: _id })).toBe('Parameter')
    const long = `*[_id == $id && !(_id in ${JSON.stringify(Array.from({ length: 1500 }, (_, index) => `x-${index}`))})][0].title`
    // Beyond this the client POSTs the query (@sanity/client getQuerySizeLimit).
    expect(encodeURIComponent(long).length).toBeGreaterThan(11_264)
    expect(await client.fetch(long, { id: _id })).toBe('Parameter')
  })

  it('a parameter the query names but the request does not give is a 400 queryParseError', async () => {
    const query = '*[_type == "service" && slug.current == $slug][0]'
    const error = await failure(client.fetch(query))
    expect(error.statusCode).toBe(400)
    expect(error.details).toMatchObject({
      type: 'queryParseError',
      description: 'param $slug referenced, but not provided',
      query,
      start: query.indexOf('$slug'),
      end: query.indexOf('$slug') + '$slug'.length,
    })
    // @sanity/client shows where, as for any parse error.
    expect(error.message).toContain('param $slug referenced, but not provided')
    expect(error.message).toContain('^^^^^')
    // Given as null, it is given.
    expect(await client.fetch(query, { slug: null })).toBeNull()
  })

  it('a query that does not parse is a 400 queryParseError', async () => {
    const error = await failure(client.fetch('*[_type == ]'))
    expect(error.statusCode).toBe(400)
    expect(error.details.type).toBe('queryParseError')
  })
})

describe('the answer (QUERY)', () => {
  it('is {query, result, ms}; returnQuery=false leaves the query out', async () => {
    const full = await client.fetch('count(*[_type == "service"])', {}, { filterResponse: false })
    expect(full).toMatchObject({
      query: 'count(*[_type == "service"])',
      result: expect.any(Number),
      ms: expect.any(Number),
    })
    const lean = await client.fetch('1', {}, { filterResponse: false, returnQuery: false })
    expect(lean).not.toHaveProperty('query')
    expect(lean.result).toBe(1)
  })
})

describe('perspectives (PERSPECTIVES)', () => {
  async function draftOverPublished() {
    const id = newId('note')
    await client.create({ _id: id, _type: 'note', title: 'veröffentlicht' })
    await client.create({ _id: `drafts.${id}`, _type: 'note', title: 'Entwurf' })
    const onlyPublished = (await client.create({ _id: newId('note'), _type: 'note', title: 'nur so' }))._id
    return { id, onlyPublished }
  }

  it('published (the default from API version 2025-02-19) sees no drafts and adds no _originalId', async () => {
    const { id } = await draftOverPublished()
    const documents = await client.fetch('*[_id in [$id, $draft]]', { id, draft: `drafts.${id}` })
    expect(documents.map(({ _id }: { _id: string }) => _id)).toEqual([id])
    expect(documents[0]).not.toHaveProperty('_originalId')
  })

  it('drafts shows a draft in place of its document; every document names its source in _originalId (CLIENT)', async () => {
    const { id, onlyPublished } = await draftOverPublished()
    const drafts = client.withConfig({ perspective: 'drafts' })
    expect(await drafts.fetch('*[_id == $id][0]{_id, _originalId, title}', { id })).toEqual({
      _id: id,
      _originalId: `drafts.${id}`,
      title: 'Entwurf',
    })
    expect(await drafts.fetch('*[_id == $id][0]{_id, _originalId}', { id: onlyPublished })).toEqual({
      _id: onlyPublished,
      _originalId: onlyPublished,
    })
    // Its older name, previewDrafts, is the same perspective.
    expect(await client.fetch('*[_id == $id][0].title', { id }, { perspective: 'previewDrafts' })).toBe('Entwurf')
  })

  it('raw sees both, as stored', async () => {
    const { id } = await draftOverPublished()
    const ids = await client.fetch('*[_id in [$id, $draft]]._id', { id, draft: `drafts.${id}` }, { perspective: 'raw' })
    expect(ids.sort()).toEqual([`drafts.${id}`, id])
  })

  it('a release perspective is a 400 that says the local lake has no releases (its documented difference)', async () => {
    const error = await failure(client.fetch('1', {}, { perspective: ['rSomeRelease', 'drafts'] }))
    expect(error.statusCode).toBe(400)
    expect(error.message).toContain('releases')
  })
})

describe('content source maps (CSM)', () => {
  it('map projected strings to their document and path, also when the projection leaves out _id', async () => {
    const { result, sourceMap } = await mapped('*[_id == "service-winterdienst"][0]{title, "short": card.description}')
    expect(Object.keys(result).sort()).toEqual(['short', 'title'])
    expect(sourceMap.documents).toEqual([{ _id: 'service-winterdienst', _type: 'service' }])
    const title = sourceMap.mappings["$['title']"]?.source
    expect(sourceMap.paths[title?.path ?? -1]).toBe("$['title']")
    // @sanity/client's own stega encodes an edit link for the title, naming the document.
    const encoded = stegaEncodeSourceMap(result, sourceMap as never, {
      enabled: true,
      studioUrl: 'https://studio.example',
    }) as { title: string }
    expect(encoded.title).not.toBe(result.title)
    expect(encoded.title.startsWith(String(result.title))).toBe(true)
  })

  it('map the strings of a dereferenced document to that document', async () => {
    const { sourceMap } = await mapped('*[_id == "service-winterdienst"][0]{"category": category->{title}}')
    const mapping = sourceMap.mappings["$['category']['title']"]
    expect(sourceMap.documents[mapping?.source.document ?? -1]?._type).toBe('serviceCategory')
  })
})

describe('full-text search (GROQ, STUDIO)', () => {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  const types = getSearchableTypes(schema)

  async function studioSearch(query: string) {
    const search = createSearch(types, client, { strategy: 'groq2024', perspective: 'drafts', unique: true })
    const results = await firstValueFrom(search({ query, types }, {}))
    return results.hits.map(({ hit }) => hit._id)
  }

  it('the Studio search ranks the service named „Winterdienst“ first for „Winterdienst“', async () => {
    const ids = await studioSearch('Winterdienst')
    expect(ids[0]).toBe('service-winterdienst')
    // Every document that mentions it is found.
    expect(ids).toEqual(expect.arrayContaining(['service-hausmeisterdienst', 'testimonial-winterdienst-1']))
  })

  it('a prefix finds it as the editor types; every word searched for must occur', async () => {
    expect((await studioSearch('Winterd'))[0]).toBe('service-winterdienst')
    expect(await studioSearch('Winterdienst Zahnarztpraxis-Quatsch')).toEqual([])
  })

  it('text::query in a filter: every term, -term excludes, term* is a prefix, "a phrase" in its order', async () => {
    const word = newId('Kobold').replaceAll('-', '')
    await client.mutate([
      { create: { _type: 'note', text: `${word} fegt die Treppe` } },
      { create: { _type: 'note', text: `Die Treppe fegt ${word}` } },
      { create: { _type: 'note', text: `${word} putzt Fenster` } },
    ])
    const count = (q: string) => client.fetch('count(*[[@, _id] match text::query($q)])', { q })
    expect(await count(word)).toBe(3)
    expect(await count(`${word} Treppe`)).toBe(2)
    expect(await count(`${word} -Treppe`)).toBe(1)
    expect(await count(`${word.slice(0, -3)}*`)).toBe(3)
    expect(await count(`"${word} fegt"`)).toBe(1)
  })
})

describe('the doc API (QUERY, getDocument)', () => {
  it('answers the documents asked for; the ones that do not exist are listed in omitted', async () => {
    const { _id } = await client.create({ _type: 'note' })
    const missing = newId('missing')
    expect(await client.getDocuments([_id, missing])).toEqual([expect.objectContaining({ _id }), null])
    const response = await fetch(`${base}/data/doc/${LAKE_DATASET}/${_id},${missing}`, { headers: auth() })
    expect(await response.json()).toMatchObject({
      documents: [{ _id }],
      omitted: [{ id: missing, reason: 'existence' }],
    })
  })

  it('includeAllVersions answers every version of the document: published and draft', async () => {
    const { _id } = await client.create({ _id: newId('note'), _type: 'note', title: 'veröffentlicht' })
    await client.create({ _id: `drafts.${_id}`, _type: 'note', title: 'Entwurf' })
    const versions = await client.getDocument(_id, { includeAllVersions: true })
    expect(versions.map(({ _id }) => _id).sort()).toEqual([`drafts.${_id}`, _id])
  })
})

it('the data ping the Studio reads without credentials is answered (sanity 6.16: reportLatency fetches /data/ping/<dataset>)', async () => {
  const response = await fetch(`${base}/data/ping/${LAKE_DATASET}`)
  expect(response.status).toBe(200)
})

it('queries are answered on every API version the clients use (v1, dated, vX)', async () => {
  for (const apiVersion of ['1', API_VERSION, 'X']) {
    const versioned = client.withConfig({ apiVersion })
    expect(await versioned.fetch('count(*[_id == "service-winterdienst"])')).toBe(1)
  }
})
