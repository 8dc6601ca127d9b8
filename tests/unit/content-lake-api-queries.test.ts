import {
  client,
  type Doc,
  failure,
  getJson,
  newId,
  running,
  startLakeForThisFile,
} from '@tests/support/content-lake-api'
import { LAKE_DATASET } from '@tests/support/local-content-lake'
import { beforeAll, describe, expect, it } from 'vitest'

/** The local Content Lake's HTTP contract: queries, perspectives, text search and the doc endpoint (tests/support/content-lake-api.ts). */

startLakeForThisFile()

// ---- queries -----------------------------------------------------------------------------------

describe('queries and perspectives (sanity.io/docs/content-lake/perspectives)', () => {
  const serviceId = 'service-bauschlussreinigung'
  let draftOnlyId: string
  let publishedTitle: string

  beforeAll(async () => {
    const published = await client.getDocument(serviceId)
    publishedTitle = String(published?.title)
    draftOnlyId = newId('draftonly')
    await client
      .transaction()
      .createOrReplace({ ...(published as Doc), _id: `drafts.${serviceId}`, title: 'Entwurf: Bauschluss' })
      .create({ _id: `drafts.${draftOnlyId}`, _type: 'note', title: 'Nur ein Entwurf' })
      .commit()
  })

  it('raw sees drafts and published documents as stored', async () => {
    const ids = await client.fetch<string[]>(
      '*[_id in $ids]._id',
      { ids: [serviceId, `drafts.${serviceId}`] },
      {
        perspective: 'raw',
      },
    )
    expect([...ids].sort()).toEqual([`drafts.${serviceId}`, serviceId])
  })

  it('published (the default from API 2025-02-19) sees no drafts', async () => {
    expect(await client.fetch('count(*[_id in path("drafts.**")])')).toBe(0)
    expect(await client.fetch('*[_id == $id][0].title', { id: serviceId })).toBe(publishedTitle)
    expect(await client.fetch('count(*[_id in path("drafts.**")])', {}, { perspective: 'published' })).toBe(0)
    // Without any perspective parameter at all (the client above sends none either).
    const raw = await getJson(
      `/data/query/${LAKE_DATASET}?query=${encodeURIComponent('count(*[_id in path("drafts.**")])')}`,
    )
    expect(raw.body.result).toBe(0)
  })

  it('before 2025-02-19 the default is raw (API v2021-06-07 sees drafts)', async () => {
    const old = running.client({ apiVersion: '2021-06-07' })
    expect(await old.fetch('count(*[_id == $id])', { id: `drafts.${serviceId}` })).toBe(1)
  })

  it('drafts: a draft stands in under the published id, with _originalId naming the draft', async () => {
    const drafts = running.client({ perspective: 'drafts' })
    const service = await drafts.fetch('*[_id == $id][0]{_id, _originalId, title}', { id: serviceId })
    expect(service).toEqual({ _id: serviceId, _originalId: `drafts.${serviceId}`, title: 'Entwurf: Bauschluss' })
    // One document per id: the draft replaces the published version, it is not added to it.
    const publishedCount = await client.fetch<number>('count(*[_type == "service"])')
    expect(await drafts.fetch('count(*[_type == "service"])')).toBe(publishedCount)
    expect(await drafts.fetch('count(*[_id in path("drafts.**")])')).toBe(0)
    // A draft without a published document is seen too, under the published id.
    expect(await drafts.fetch('*[_id == $id][0]{_id, _originalId, title}', { id: draftOnlyId })).toEqual({
      _id: draftOnlyId,
      _originalId: `drafts.${draftOnlyId}`,
      title: 'Nur ein Entwurf',
    })
    // A stack `drafts,published` is the same perspective (the Studio sends stacks).
    expect(await running.client({ perspective: ['drafts'] }).fetch('*[_id == $id][0].title', { id: serviceId })).toBe(
      'Entwurf: Bauschluss',
    )
  })

  it('answers in the query endpoint shape {query, result, ms} and by POST for long queries', async () => {
    const response = await getJson(
      `/data/query/${LAKE_DATASET}?query=${encodeURIComponent('*[_id == $id][0]._id')}&%24id=%22siteSettings%22`,
    )
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ query: '*[_id == $id][0]._id', result: 'siteSettings' })
    expect(typeof response.body.ms).toBe('number')
    // @sanity/client switches to POST above 11264 characters.
    const long = `*[_id == $id && "${'x'.repeat(12_000)}" != ""][0]._id`
    expect(await client.fetch(long, { id: 'siteSettings' })).toBe('siteSettings')
  })

  it('a query error is a 400 queryParseError the client reports', async () => {
    const error = await failure(client.fetch('*[_type == ]'))
    expect(error.statusCode).toBe(400)
    expect(error.details.type).toBe('queryParseError')
  })
})

describe('text::query (the Studio search: `[@, _id] match text::query($q)`)', () => {
  const word = `zebrafink${Date.now().toString(36)}`
  const ids = { both: newId('search'), one: newId('search'), none: newId('search') }

  beforeAll(async () => {
    await client
      .transaction()
      .create({ _id: ids.both, _type: 'note', title: `${word} und Kranich`, body: [{ _type: 'block', text: 'Harz' }] })
      .create({ _id: ids.one, _type: 'note', title: `Nur ${word}` })
      .create({ _id: ids.none, _type: 'note', title: 'Anderes Thema' })
      .commit()
  })

  it('finds documents whose text has every term; `-term` excludes, `term*` is a prefix', async () => {
    const search = (q: string) =>
      client
        .fetch<string[]>('*[_type == "note" && [@, _id] match text::query($q)]._id', { q })
        .then((list) => list.sort())
    expect(await search(word)).toEqual([ids.both, ids.one].sort())
    expect(await search(`${word} kranich`)).toEqual([ids.both])
    expect(await search(`${word} -kranich`)).toEqual([ids.one])
    expect(await search(`${word.slice(0, 7)}*`)).toEqual(expect.arrayContaining([ids.both, ids.one]))
    // Text in nested objects and arrays counts.
    expect(await search(`${word} harz`)).toEqual([ids.both])
  })

  it('a joined term is its words in order, as an editor types a hyphenated name', async () => {
    const joined = newId('search')
    await client.create({ _id: joined, _type: 'note', title: `${word}-Aktion im Frühjahr` })
    const search = (q: string) =>
      client.fetch<string[]>('*[_type == "note" && [@, _id] match text::query($q)]._id', { q })
    expect(await search(`${word}-Aktion`)).toEqual([joined])
    expect(await search(`"${word} aktion"`)).toEqual([joined])
    expect(await search(`${word}-Akt*`)).toEqual([joined])
    expect(await search(`Aktion-${word}`)).toEqual([])
    await client.delete(joined)
  })

  it('works inside score(): matching documents score above the others and come first', async () => {
    const scored = await client.fetch<{ _id: string; _score: number }[]>(
      '*[_id in $ids] | score([@, _id] match text::query($q)) | order(_score desc){_id, _score}',
      { ids: Object.values(ids), q: word },
    )
    expect(scored).toHaveLength(3)
    expect(scored.at(-1)).toEqual({ _id: ids.none, _score: 0 })
    for (const entry of scored.slice(0, 2)) expect(entry._score).toBeGreaterThan(0)
  })
})

// ---- documents ---------------------------------------------------------------------------------

describe('the doc endpoint (client.getDocument/getDocuments)', () => {
  it('returns documents by id and names the missing ones in `omitted` with reason existence', async () => {
    const settings = await client.getDocument('siteSettings')
    expect(settings).toMatchObject({ _id: 'siteSettings', _type: 'siteSettings' })
    expect(typeof settings?._rev).toBe('string')
    expect(await client.getDocument('does-not-exist')).toBeUndefined()
    const [first, second] = await client.getDocuments(['siteSettings', 'does-not-exist'])
    expect(first?._id).toBe('siteSettings')
    expect(second).toBeNull()
    // The wire format the Studio reads (datastores: reason must be existence or permission).
    const raw = await getJson(`/data/doc/${LAKE_DATASET}/siteSettings,${encodeURIComponent('drafts.nope')}`)
    expect(raw.body.documents).toHaveLength(1)
    expect(raw.body.omitted).toEqual([{ id: 'drafts.nope', reason: 'existence' }])
  })
})
