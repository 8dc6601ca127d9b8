import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import {
  API_VERSION,
  LAKE_DATASET,
  LAKE_PRIVATE_DATASET,
  LAKE_PROJECT_ID,
  type RunningLake,
  rawRequest,
  startLocalLake,
} from '@tests/support/local-content-lake'
import { applyPatch } from 'mendoza'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The HTTP contract of the local Content Lake (content-lake/server.ts) as the real @sanity/client
 * 8.15 and the Studio use it, over real HTTP on 127.0.0.1 against a working copy seeded from
 * content/dataset. Sources of the expected behaviour are named per test: sanity.io/docs pages, or
 * what was read in the installed @sanity/client / sanity / @sanity/sdk code (summarised in the
 * lake's research notes).
 */

let running: RunningLake
let client: SanityClient
let base: string

beforeAll(async () => {
  running = await startLocalLake()
  client = running.client()
  base = `${running.apiHost}/v${API_VERSION}`
})

afterAll(async () => {
  await running?.stop()
})

type Doc = Record<string, unknown> & { _id: string; _type: string; _rev?: string }
type ListenerEvent = Record<string, unknown> & { type: string }

const auth = () => ({ authorization: `Bearer ${running.token}` })

async function getJson(path: string, headers: Record<string, string> = auth()) {
  const response = await fetch(`${base}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The error a client call rejects with (ClientError: statusCode, details = the body's `error`). */
async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as Error & { statusCode: number; details: Record<string, unknown>; response: { body: unknown } }
  }
  throw new Error('expected the request to fail')
}

let unique = 0
const newId = (prefix = 'test') => `${prefix}-${Date.now().toString(36)}-${++unique}`

/** A listener through @sanity/client, collecting its events. */
function listen(query: string, params: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  const events: ListenerEvent[] = []
  let failed: unknown
  const subscription = client
    .listen(query, params, { events: ['welcome', 'mutation'], ...options } as never)
    .subscribe({
      next: (event) => events.push(event as unknown as ListenerEvent),
      error: (error: unknown) => {
        failed = error
      },
    })
  const until = async (predicate: (list: ListenerEvent[]) => boolean, what: string, timeout = 5000) => {
    const deadline = Date.now() + timeout
    while (!predicate(events)) {
      if (failed) throw failed
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  return {
    events,
    mutations: () => events.filter(({ type }) => type === 'mutation'),
    welcomed: () => until((list) => list.some(({ type }) => type === 'welcome'), 'welcome'),
    until,
    close: () => subscription.unsubscribe(),
  }
}

const withoutRev = (document: unknown) => {
  if (!document || typeof document !== 'object') return document ?? null
  const { _rev, ...rest } = document as Doc
  return rest
}

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

// ---- mutations ---------------------------------------------------------------------------------

describe('mutations (sanity.io/docs/http-reference/mutation)', () => {
  it('create returns the document with _rev = the transaction id, _createdAt and _updatedAt', async () => {
    const id = newId('note')
    const transactionId = `tx-${id}`
    const result = await client.mutate([{ create: { _id: id, _type: 'note', title: 'A' } }], {
      transactionId,
      returnDocuments: true,
    })
    const [created] = result as unknown as Doc[]
    expect(created).toMatchObject({ _id: id, _type: 'note', title: 'A', _rev: transactionId })
    expect(created?._createdAt).toBe(created?._updatedAt)
    expect(Date.parse(String(created?._createdAt))).toBeGreaterThan(Date.now() - 60_000)
    // A created document without an id gets one; `prefix.` asks for one under a path.
    const generated = await client.create({ _type: 'note', title: 'no id' })
    expect(generated._id).toMatch(/^[A-Za-z0-9-]{16,}$/)
    const underPath = await client.create({ _id: 'drafts.', _type: 'note' })
    expect(underPath._id).toMatch(/^drafts\.[A-Za-z0-9-]{16,}$/)
  })

  it('create of an existing id is a 409 mutationError naming the document; nothing changes', async () => {
    const id = newId('note')
    await client.create({ _id: id, _type: 'note', title: 'first' })
    const error = await failure(client.create({ _id: id, _type: 'note', title: 'second' }))
    expect(error.statusCode).toBe(409)
    expect(error.details.type).toBe('mutationError')
    // "Document by ID … already exists" / documentAlreadyExistsError: strings matched by
    // @sanity/workflow-engine, so the real server's.
    expect(error.message).toContain(`Document by ID "${id}" already exists`)
    expect(JSON.stringify(error.details.items)).toContain('documentAlreadyExistsError')
    expect((await client.getDocument(id))?.title).toBe('first')
  })

  it('createIfNotExists leaves an existing document alone; createOrReplace replaces it but keeps _createdAt', async () => {
    const id = newId('note')
    const created = await client.create({ _id: id, _type: 'note', title: 'one', extra: true })
    await client.createIfNotExists({ _id: id, _type: 'note', title: 'two' })
    expect(await client.getDocument(id)).toEqual(created)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const replaced = await client.createOrReplace({ _id: id, _type: 'note', title: 'three' })
    expect(replaced).toMatchObject({ title: 'three', _createdAt: created._createdAt })
    expect((replaced as Doc).extra).toBeUndefined()
    expect(replaced._rev).not.toBe(created._rev)
    expect(replaced._updatedAt > created._updatedAt).toBe(true)
  })

  it('patch applies set, unset, inc, setIfMissing, insert and diffMatchPatch', async () => {
    const id = newId('note')
    await client.create({
      _id: id,
      _type: 'note',
      title: 'Hallo Welt',
      count: 1,
      gone: 'x',
      items: [{ _key: 'a', n: 1 }],
    })
    const patched = await client
      .patch(id)
      .set({ 'nested.value': 'v' })
      .unset(['gone'])
      .inc({ count: 2 })
      .setIfMissing({ tags: [] })
      .insert('after', 'items[-1]', [{ _key: 'b', n: 2 }])
      .diffMatchPatch({ title: '@@ -1,10 +1,11 @@\n Hallo W\n+u\n elt\n' })
      .commit()
    expect(patched).toMatchObject({
      title: 'Hallo Wuelt',
      count: 3,
      nested: { value: 'v' },
      tags: [],
      items: [
        { _key: 'a', n: 1 },
        { _key: 'b', n: 2 },
      ],
    })
    expect(patched.gone).toBeUndefined()
  })

  it('patch with ifRevisionID of another revision is a 409 mutationError and changes nothing', async () => {
    const id = newId('note')
    const created = await client.create({ _id: id, _type: 'note', title: 'A' })
    const error = await failure(client.patch(id).ifRevisionId('not-the-revision').set({ title: 'B' }).commit())
    expect(error.statusCode).toBe(409)
    expect(error.details.type).toBe('mutationError')
    expect(await client.getDocument(id)).toEqual(created)
    // The right revision applies.
    const patched = await client.patch(id).ifRevisionId(String(created._rev)).set({ title: 'B' }).commit()
    expect(patched.title).toBe('B')
  })

  it('deletes by id and by query', async () => {
    const tag = newId('tag')
    const ids = [newId('note'), newId('note'), newId('note')]
    await client
      .transaction()
      .create({ _id: ids[0] as string, _type: 'note', tag })
      .create({ _id: ids[1] as string, _type: 'note', tag })
      .create({ _id: ids[2] as string, _type: 'note', tag: 'keep' })
      .commit()
    await client.delete(ids[0] as string)
    expect(await client.getDocument(ids[0] as string)).toBeUndefined()
    const result = await client.delete({ query: '*[_type == "note" && tag == $tag]', params: { tag } })
    expect(result.results.map(({ id }) => id)).toEqual([ids[1]])
    expect(await client.getDocuments(ids)).toEqual([null, null, expect.objectContaining({ _id: ids[2] })])
  })

  it('one request is one transaction: when a mutation fails, the earlier ones are not applied', async () => {
    const existing = newId('note')
    await client.create({ _id: existing, _type: 'note' })
    const fresh = newId('note')
    const error = await failure(
      client
        .transaction()
        .create({ _id: fresh, _type: 'note' })
        .patch(existing, (patch) => patch.set({ touched: true }))
        .create({ _id: existing, _type: 'note' })
        .commit(),
    )
    expect(error.statusCode).toBe(409)
    expect(await client.getDocument(fresh)).toBeUndefined()
    expect((await client.getDocument(existing))?.touched).toBeUndefined()
    // A patch of a missing document fails the transaction the same way.
    const missing = await failure(
      client
        .transaction()
        .create({ _id: fresh, _type: 'note' })
        .patch(newId('missing'), (patch) => patch.set({ a: 1 }))
        .commit(),
    )
    expect(missing.statusCode).toBeGreaterThanOrEqual(400)
    expect(missing.statusCode).toBeLessThan(500)
    expect(await client.getDocument(fresh)).toBeUndefined()
  })

  it('all mutations of a request share the transaction id as _rev; returnDocuments returns them', async () => {
    const [a, b] = [newId('note'), newId('note')]
    const response = await fetch(`${base}/data/mutate/${LAKE_DATASET}?returnIds=true&returnDocuments=true`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({
        mutations: [{ create: { _id: a, _type: 'note' } }, { create: { _id: b, _type: 'note' } }],
      }),
    })
    const body = (await response.json()) as {
      transactionId: string
      results: { id: string; operation: string; document: Doc }[]
    }
    expect(body.results.map(({ id, operation }) => ({ id, operation }))).toEqual([
      { id: a, operation: 'create' },
      { id: b, operation: 'create' },
    ])
    for (const { document } of body.results) expect(document._rev).toBe(body.transactionId)
    // Without returnDocuments: ids only (the client maps them to documentIds).
    const ids = await client.mutate([{ delete: { id: a } }, { delete: { id: b } }], { returnDocuments: false })
    expect(ids).toMatchObject({ documentIds: [a, b] })
  })

  it('a transaction id used before is a 409 transactionAlreadyExistsError (what @sanity/sdk treats as "accepted")', async () => {
    const transactionId = newId('tx')
    // client.create() does not send a transactionId (@sanity/client 8.15 `_create`); mutate() does.
    await client.mutate([{ create: { _id: newId('note'), _type: 'note' } }], { transactionId })
    const second = newId('note')
    const error = await failure(client.mutate([{ create: { _id: second, _type: 'note' } }], { transactionId }))
    expect(error.statusCode).toBe(409)
    // @sanity/sdk classifySubmissionError: 409 + transactionAlreadyExistsError = accepted.
    expect(error.details.type).toBe('transactionAlreadyExistsError')
    expect(await client.getDocument(second)).toBeUndefined()
  })
})

// ---- actions -----------------------------------------------------------------------------------

const ACTION = 'sanity.action.document'

describe('the Actions API (sanity.io/docs/http-reference/actions)', () => {
  async function published(fields: Record<string, unknown> = {}) {
    const id = newId('page')
    await client.create({ _id: id, _type: 'note', title: 'Veröffentlicht', ...fields })
    return id
  }

  it('edit creates the draft from the published document, then patches it', async () => {
    const id = await published({ body: 'unverändert' })
    const before = (await client.getDocument(id)) as Doc
    const result = await client.action({
      actionType: `${ACTION}.edit`,
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { title: 'Entwurf' } },
    })
    expect(typeof result.transactionId).toBe('string')
    const draft = await client.getDocument(`drafts.${id}`)
    expect(draft).toMatchObject({
      _id: `drafts.${id}`,
      title: 'Entwurf',
      body: 'unverändert',
      _rev: result.transactionId,
    })
    // The published document is untouched; draft and published share _createdAt (sanity.io/docs/drafts).
    expect(await client.getDocument(id)).toEqual(before)
    expect(draft?._createdAt).toBe(before._createdAt)
  })

  it('publish moves the draft to the published id and deletes the draft, in one transaction', async () => {
    const id = await published()
    const before = (await client.getDocument(id)) as Doc
    await client.action({
      actionType: `${ACTION}.edit`,
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { title: 'Neu' } },
    })
    const { transactionId } = await client.action({
      actionType: `${ACTION}.publish`,
      draftId: `drafts.${id}`,
      publishedId: id,
      ifPublishedRevisionId: before._rev,
    })
    const after = await client.getDocument(id)
    expect(after).toMatchObject({ _id: id, title: 'Neu', _rev: transactionId, _createdAt: before._createdAt })
    expect(await client.getDocument(`drafts.${id}`)).toBeUndefined()
    const history = await fetch(
      `${base}/data/history/${LAKE_DATASET}/transactions/${id},drafts.${id}?limit=10&reverse=true`,
      {
        headers: auth(),
      },
    ).then((response) => response.text())
    const newest = JSON.parse(history.split('\n')[0] ?? '{}') as { id: string; documentIDs: string[] }
    expect(newest.id).toBe(transactionId)
    expect([...newest.documentIDs].sort()).toEqual([`drafts.${id}`, id].sort())
  })

  it('a stale ifPublishedRevisionId is a 409 actionError; nothing changes', async () => {
    const id = await published()
    await client.action({
      actionType: `${ACTION}.edit`,
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { title: 'X' } },
    })
    const error = await failure(
      client.action({
        actionType: `${ACTION}.publish`,
        draftId: `drafts.${id}`,
        publishedId: id,
        ifPublishedRevisionId: 'an-old-revision',
      }),
    )
    // 409, not 5xx: the Studio treats 409 as terminal and a 5xx as "retry" (sanity datastores).
    expect(error.statusCode).toBe(409)
    expect(error.details.type).toBe('actionError')
    expect((await client.getDocument(id))?.title).toBe('Veröffentlicht')
    expect((await client.getDocument(`drafts.${id}`))?.title).toBe('X')
    // Publishing without a draft is an error too.
    await client.action({ actionType: `${ACTION}.discard`, draftId: `drafts.${id}` })
    const noDraft = await failure(
      client.action({ actionType: `${ACTION}.publish`, draftId: `drafts.${id}`, publishedId: id }),
    )
    expect(noDraft.statusCode).toBe(409)
  })

  it('unpublish turns the published document into the draft; an existing draft is kept', async () => {
    const id = await published({ body: 'b' })
    await client.action({ actionType: `${ACTION}.unpublish`, draftId: `drafts.${id}`, publishedId: id })
    expect(await client.getDocument(id)).toBeUndefined()
    expect(await client.getDocument(`drafts.${id}`)).toMatchObject({ title: 'Veröffentlicht', body: 'b' })

    const other = await published()
    await client.action({
      actionType: `${ACTION}.edit`,
      draftId: `drafts.${other}`,
      publishedId: other,
      patch: { set: { title: 'Mein Entwurf' } },
    })
    await client.action({ actionType: `${ACTION}.unpublish`, draftId: `drafts.${other}`, publishedId: other })
    expect(await client.getDocument(other)).toBeUndefined()
    expect((await client.getDocument(`drafts.${other}`))?.title).toBe('Mein Entwurf')
    // Unpublishing what is not published fails.
    const error = await failure(
      client.action({ actionType: `${ACTION}.unpublish`, draftId: `drafts.${other}`, publishedId: other }),
    )
    expect(error.statusCode).toBe(409)
  })

  it('discard deletes the draft; delete with includeDrafts removes the published document and its draft', async () => {
    const id = await published()
    await client.action({
      actionType: `${ACTION}.edit`,
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { a: 1 } },
    })
    await client.action({ actionType: `${ACTION}.discard`, draftId: `drafts.${id}` })
    expect(await client.getDocument(`drafts.${id}`)).toBeUndefined()
    expect(await client.getDocument(id)).toBeDefined()

    await client.action({
      actionType: `${ACTION}.edit`,
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { a: 2 } },
    })
    await client.action({ actionType: `${ACTION}.delete`, publishedId: id, includeDrafts: [`drafts.${id}`] })
    expect(await client.getDocuments([id, `drafts.${id}`])).toEqual([null, null])
  })

  it('create makes a draft; all actions of a request are one transaction', async () => {
    const id = newId('page')
    const other = await published()
    const error = await failure(
      client.action([
        {
          actionType: `${ACTION}.create`,
          publishedId: id,
          attributes: { _id: `drafts.${id}`, _type: 'note', title: 'neu' },
          ifExists: 'fail',
        },
        { actionType: `${ACTION}.publish`, draftId: `drafts.${other}`, publishedId: other },
      ]),
    )
    expect(error.statusCode).toBe(409)
    expect(await client.getDocument(`drafts.${id}`)).toBeUndefined()
    await client.action({
      actionType: `${ACTION}.create`,
      publishedId: id,
      attributes: { _id: `drafts.${id}`, _type: 'note', title: 'neu' },
      ifExists: 'fail',
    })
    expect(await client.getDocument(`drafts.${id}`)).toMatchObject({ _type: 'note', title: 'neu' })
  })

  it('release and version actions are refused with a 400 that says why', async () => {
    for (const action of [
      { actionType: 'sanity.action.release.create', releaseId: 'r1' },
      { actionType: `${ACTION}.version.create`, publishedId: 'x', document: { _id: 'versions.r1.x', _type: 'note' } },
    ]) {
      const error = await failure(client.action(action as never))
      expect(error.statusCode).toBe(400)
      expect(error.message).toMatch(/not supported by the local Content Lake/)
    }
  })
})

// ---- listener ----------------------------------------------------------------------------------

describe('the listener (client.listen; sanity.io/docs/content-lake/realtime-updates)', () => {
  it('sends welcome, then one mutation event per document with transactionId, chained revisions and mendoza effects', async () => {
    const id = newId('listened')
    const listener = listen('*[_id == $id]', { id }, { includePreviousRevision: true, effectFormat: 'mendoza' })
    await listener.welcomed()
    expect(listener.events[0]?.type).toBe('welcome')
    expect(typeof listener.events[0]?.listenerName).toBe('string')

    const [created] = (await client.mutate([{ create: { _id: id, _type: 'note', title: 'A', list: [1, 2] } }], {
      transactionId: `${id}-1`,
      returnDocuments: true,
    })) as unknown as Doc[]
    await client
      .patch(id)
      .set({ title: 'B', nested: { x: 1 } })
      .unset(['list'])
      .commit({ transactionId: `${id}-2` })
    await client
      .patch(id)
      .set({ 'nested.x': 2 })
      .commit({ transactionId: `${id}-3` })
    await client.mutate([{ delete: { id } }], { transactionId: `${id}-4` })
    await listener.until((events) => events.filter(({ type }) => type === 'mutation').length === 4, '4 mutations')
    const events = listener.mutations()
    listener.close()

    expect(events.map(({ transactionId }) => transactionId)).toEqual([`${id}-1`, `${id}-2`, `${id}-3`, `${id}-4`])
    expect(events.map(({ transition }) => transition)).toEqual(['appear', 'update', 'update', 'disappear'])
    // A created document has no previousRev (the key is absent, not null: the Studio compares with undefined).
    expect('previousRev' in (events[0] as object)).toBe(false)
    expect(events[0]?.resultRev).toBe(created?._rev)
    for (let index = 1; index < events.length; index++)
      expect(events[index]?.previousRev).toBe(events[index - 1]?.resultRev)
    // A deletion has a result revision too, the transaction's id (Sanity's events do: the Studio chains
    // events by previousRev → resultRev and holds back one without it, leaving a discarded draft on screen).
    expect(events[3]?.resultRev).toBe(`${id}-4`)

    for (const event of events) {
      expect(event).toMatchObject({
        documentId: id,
        eventId: `${event.transactionId}#${id}`,
        identity: expect.any(String),
      })
      expect(Array.isArray(event.mutations)).toBe(true)
      const effects = event.effects as { apply: unknown[]; revert: unknown[] }
      const previous = withoutRev(event.previous)
      const result = withoutRev(event.result)
      expect(applyPatch(previous as never, effects.apply as never)).toEqual(result)
      expect(applyPatch(result as never, effects.revert as never)).toEqual(previous)
      // The Studio copies the event's timestamp into _updatedAt: the same string.
      if (event.result) expect((event.result as Doc)._updatedAt).toBe(event.timestamp)
    }
    // A creation's revert is exactly [0, null] (sanity PerspectiveProvider checks it).
    expect((events[0]?.effects as { revert: unknown[] } | undefined)?.revert).toEqual([0, null])
  })

  it('counts transactionTotalEvents per listener (only its matching documents), transactionCurrentEvent from 0', async () => {
    const tag = newId('tag')
    const narrow = listen('*[_type == "note" && tag == $tag]', { tag })
    const wide = listen('*[tag == $tag]', { tag })
    await Promise.all([narrow.welcomed(), wide.welcomed()])
    const transactionId = newId('tx')
    await client
      .transaction()
      .create({ _id: newId('n'), _type: 'note', tag })
      .create({ _id: newId('n'), _type: 'note', tag })
      .create({ _id: newId('o'), _type: 'other', tag })
      .create({ _id: newId('u'), _type: 'note', tag: 'unrelated' })
      .commit({ transactionId })
    await narrow.until((events) => events.filter(({ type }) => type === 'mutation').length === 2, 'narrow events')
    await wide.until((events) => events.filter(({ type }) => type === 'mutation').length === 3, 'wide events')
    narrow.close()
    wide.close()
    for (const [listener, total] of [
      [narrow, 2],
      [wide, 3],
    ] as const) {
      const events = listener.mutations()
      expect(events.every((event) => event.transactionId === transactionId)).toBe(true)
      expect(events.map(({ transactionTotalEvents }) => transactionTotalEvents)).toEqual(Array(total).fill(total))
      // "the index is zero-based" (@sanity/client 8.15 MutationEvent.transactionCurrentEvent).
      expect(events.map(({ transactionCurrentEvent }) => transactionCurrentEvent).sort()).toEqual([
        ...Array(total).keys(),
      ])
    }
  })

  it('transition: appear when a document starts matching, disappear when it stops; nothing while outside', async () => {
    const tag = newId('tag')
    const id = newId('t')
    const listener = listen('*[tag == $tag && status == "open"]', { tag })
    await listener.welcomed()
    await client.create({ _id: id, _type: 'note', tag, status: 'closed' })
    await client.patch(id).set({ status: 'open' }).commit()
    await client.patch(id).set({ title: 'x' }).commit()
    await client.patch(id).set({ status: 'closed' }).commit()
    await client.patch(id).set({ title: 'y' }).commit()
    await client.patch(id).set({ status: 'open' }).commit()
    await client.delete(id)
    await listener.until((events) => events.filter(({ type }) => type === 'mutation').length >= 5, 'transitions')
    await new Promise((resolve) => setTimeout(resolve, 100))
    listener.close()
    expect(listener.mutations().map(({ transition }) => transition)).toEqual([
      'appear',
      'update',
      'disappear',
      'appear',
      'disappear',
    ])
  })

  it('includeResult (the client default) carries the new document; includeMutations=false leaves mutations out', async () => {
    const id = newId('r')
    const listener = listen('*[_id == $id]', { id }, { includeMutations: false })
    await listener.welcomed()
    await client.create({ _id: id, _type: 'note', title: 'R' })
    await listener.until((events) => events.some(({ type }) => type === 'mutation'), 'event')
    listener.close()
    const [event] = listener.mutations()
    expect(event?.result).toMatchObject({ _id: id, title: 'R' })
    expect(event?.mutations).toBeUndefined()
  })

  it('the stream ports serve the same listener (docs/architecture.md, "Local Content Lake")', async () => {
    const [port] = running.lake.streamPorts
    expect(port).toBeGreaterThan(0)
    const id = newId('s')
    const events: ListenerEvent[] = []
    const subscription = running
      .client({ apiHost: `http://127.0.0.1:${port}` })
      .listen('*[_id == $id]', { id }, { events: ['welcome', 'mutation'] } as never)
      .subscribe((event) => events.push(event as unknown as ListenerEvent))
    const deadline = Date.now() + 5000
    const wait = async (count: number) => {
      while (events.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await wait(1)
    await client.create({ _id: id, _type: 'note' })
    await wait(2)
    subscription.unsubscribe()
    expect(events.map(({ type }) => type)).toEqual(['welcome', 'mutation'])
  })

  it('resume: with enableResume and Last-Event-ID it sends welcomeback and the missed events; an unknown id gets reset', async () => {
    const id = newId('resume')
    const query = `*[_id == ${JSON.stringify(id)}]`
    await client.mutate([{ create: { _id: id, _type: 'note', n: 0 } }], { transactionId: `${id}-0` })
    await client
      .patch(id)
      .set({ n: 1 })
      .commit({ transactionId: `${id}-1` })
    await client
      .patch(id)
      .set({ n: 2 })
      .commit({ transactionId: `${id}-2` })
    /** Reads SSE events from the raw stream until `count` have arrived (sanity.io/docs/content-lake/listening). */
    const read = async (lastEventId: string, count: number) => {
      const controller = new AbortController()
      const response = await fetch(
        `${base}/data/listen/${LAKE_DATASET}?query=${encodeURIComponent(query)}&enableResume=true`,
        {
          headers: { ...auth(), accept: 'text/event-stream', 'last-event-id': lastEventId },
          signal: controller.signal,
        },
      )
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const reader = (response.body as ReadableStream<Uint8Array>).getReader()
      const decoder = new TextDecoder()
      let text = ''
      const events: { event: string; id?: string; data: Record<string, unknown> }[] = []
      const deadline = Date.now() + 5000
      while (events.length < count && Date.now() < deadline) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
        let end = text.indexOf('\n\n')
        while (end >= 0) {
          const block = text.slice(0, end)
          text = text.slice(end + 2)
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          )
          if (fields.event) events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? '{}') })
          end = text.indexOf('\n\n')
        }
      }
      controller.abort()
      return events
    }
    const resumed = await read(`${id}-0#${id}`, 3)
    expect(resumed.map(({ event }) => event)).toEqual(['welcomeback', 'mutation', 'mutation'])
    expect(resumed.slice(1).map(({ id: eventId }) => eventId)).toEqual([`${id}-1#${id}`, `${id}-2#${id}`])
    expect(resumed.slice(1).map(({ data }) => (data.result as { n: number }).n)).toEqual([1, 2])
    const unknown = await read('no-such-transaction#x', 1)
    expect(unknown.map(({ event }) => event)).toEqual(['reset'])
  })
})

// ---- assets ------------------------------------------------------------------------------------

describe('image assets (client.assets.upload; sanity.io/docs/http-reference/assets)', () => {
  let png: Buffer
  beforeAll(async () => {
    png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: Date.now() % 255 } },
    })
      .png()
      .toBuffer()
  })

  const local = (url: string) => url.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:')

  it('an upload becomes image-<sha1>-<w>x<h>-<ext>, served publicly at its url, with w and rect transforms', async () => {
    const sha1 = createHash('sha1').update(png).digest('hex')
    const asset = await client.assets.upload('image', png, { filename: 'probe.png' })
    expect(asset).toMatchObject({
      _id: `image-${sha1}-40x30-png`,
      _type: 'sanity.imageAsset',
      sha1hash: sha1,
      assetId: sha1,
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      originalFilename: 'probe.png',
      path: `images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${sha1}-40x30.png`,
      metadata: { dimensions: { width: 40, height: 30, aspectRatio: 40 / 30 } },
    })
    expect(asset.url).toBe(`${running.lake.origin}/images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${sha1}-40x30.png`)

    // No token: images of a public dataset are public (as on cdn.sanity.io).
    const original = await fetch(local(asset.url))
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)

    const resized = await fetch(`${local(asset.url)}?w=20`)
    expect(resized.status).toBe(200)
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ width: 20, height: 15 })
    const cropped = await fetch(`${local(asset.url)}?rect=5,5,10,8&fm=png`)
    expect(await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()).toMatchObject({
      width: 10,
      height: 8,
      format: 'png',
    })
    // The Studio dedupes by sha1hash before uploading (a query it runs itself).
    expect(await client.fetch('*[_type == "sanity.imageAsset" && sha1hash == $hash][0]._id', { hash: sha1 })).toBe(
      asset._id,
    )
  })

  it('the same bytes uploaded again return the same asset document', async () => {
    const first = await client.assets.upload('image', png)
    const second = await client.assets.upload('image', png, { filename: 'other-name.png' })
    expect(second._id).toBe(first._id)
    expect(second._rev).toBe(first._rev)
    expect(await client.fetch('count(*[_id == $id])', { id: first._id })).toBe(1)
  })

  it('images of a private dataset need the token; a file that is not there is a 404', async () => {
    const asset = await running.client({ dataset: LAKE_PRIVATE_DATASET }).assets.upload('image', png)
    expect((await fetch(local(asset.url))).status).toBe(401)
    expect((await fetch(local(asset.url), { headers: auth() })).status).toBe(200)
    expect(
      (await fetch(`${running.apiHost}/images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${'0'.repeat(40)}-1x1.png`)).status,
    ).toBe(404)
  })

  it('bytes that are not an image are a 400', async () => {
    const error = await failure(client.assets.upload('image', Buffer.from('not an image at all')))
    expect(error.statusCode).toBe(400)
  })
})

// ---- history -----------------------------------------------------------------------------------

describe('history (sanity.io/docs/http-reference/history)', () => {
  it('returns a document at a revision, the transactions as NDJSON with effects, and document events newest first', async () => {
    const id = newId('hist')
    const first = await client.create({ _id: `drafts.${id}`, _type: 'note', title: 'v1' })
    const second = await client.patch(`drafts.${id}`).set({ title: 'v2' }).commit()
    const { transactionId: publish } = await client.action({
      actionType: `${ACTION}.publish`,
      draftId: `drafts.${id}`,
      publishedId: id,
    })

    const atFirst = await getJson(`/data/history/${LAKE_DATASET}/documents/drafts.${id}?revision=${first._rev}`)
    expect(atFirst.status).toBe(200)
    expect(atFirst.body.documents).toEqual([
      expect.objectContaining({ _id: `drafts.${id}`, title: 'v1', _rev: first._rev }),
    ])
    const atSecond = await getJson(`/data/history/${LAKE_DATASET}/documents/drafts.${id}?revision=${second._rev}`)
    expect((atSecond.body.documents as Doc[])[0]?.title).toBe('v2')
    const atPublish = await getJson(`/data/history/${LAKE_DATASET}/documents/${id}?revision=${publish}`)
    expect((atPublish.body.documents as Doc[])[0]).toMatchObject({ _id: id, title: 'v2' })
    const byTime = await getJson(
      `/data/history/${LAKE_DATASET}/documents/drafts.${id}?time=${encodeURIComponent(String(first._updatedAt))}`,
    )
    expect((byTime.body.documents as Doc[])[0]?.title).toBeDefined()

    const response = await fetch(
      `${base}/data/history/${LAKE_DATASET}/transactions/drafts.${id},${id}?effectFormat=mendoza&excludeContent=true`,
      { headers: auth() },
    )
    expect(response.headers.get('content-type')).toMatch(/ndjson/)
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown[] }>; mutations: unknown[] },
      )
    expect(lines.map(({ id: transaction }) => transaction)).toEqual([first._rev, second._rev, publish])
    // Replaying the effects from nothing gives each document's history.
    let draft: unknown = null
    for (const line of lines) {
      expect(Array.isArray(line.mutations)).toBe(true)
      const effects = line.effects[`drafts.${id}`]
      if (effects) draft = applyPatch(draft as never, effects.apply as never)
    }
    expect(draft).toBeNull()
    const publishedEffects = lines[2]?.effects[id]
    expect(applyPatch(null, publishedEffects?.apply as never)).toEqual(withoutRev(await client.getDocument(id)))

    const events = await getJson(`/data/history/${LAKE_DATASET}/events/documents/${id}`)
    const list = (events.body.events as Record<string, { type: string; timestamp: string }[]>)[id] ?? []
    expect(list.map(({ type }) => type)).toEqual(['publishDocumentVersion', 'createDocumentVersion'])
    expect(String(list[0]?.timestamp) >= String(list[1]?.timestamp)).toBe(true)
  })
})

// ---- errors and access ------------------------------------------------------------------------

describe('access and errors', () => {
  const endpoints: [string, string][] = [
    ['GET', `/v${API_VERSION}/data/query/${LAKE_DATASET}?query=*%5B0%5D`],
    ['GET', `/v${API_VERSION}/data/doc/${LAKE_DATASET}/siteSettings`],
    ['POST', `/v${API_VERSION}/data/mutate/${LAKE_DATASET}`],
    ['POST', `/v${API_VERSION}/data/actions/${LAKE_DATASET}`],
    ['GET', `/v${API_VERSION}/data/listen/${LAKE_DATASET}?query=*`],
    ['GET', `/v${API_VERSION}/data/history/${LAKE_DATASET}/transactions/siteSettings`],
    ['GET', `/v${API_VERSION}/data/history/${LAKE_DATASET}/events/documents/siteSettings`],
    ['POST', `/v${API_VERSION}/assets/images/${LAKE_DATASET}`],
    ['GET', `/v${API_VERSION}/users/me`],
    ['GET', `/v2021-06-07/projects/${LAKE_PROJECT_ID}/datasets/${LAKE_DATASET}/acl`],
    ['GET', `/v${API_VERSION}/projects/${LAKE_PROJECT_ID}`],
    ['GET', `/v${API_VERSION}/users/me/keyvalue/a`],
    ['GET', `/v${API_VERSION}/data/query/${LAKE_PRIVATE_DATASET}?query=*`],
  ]

  it.each(endpoints)(
    '%s %s without the token (or with a wrong one) is a 401 {statusCode, error, message}',
    async (method, path) => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong-token' },
        { authorization: running.token },
      ]
      for (const headers of attempts) {
        const response = await fetch(`${running.apiHost}${path}`, {
          method,
          headers,
          body: method === 'POST' ? '{}' : undefined,
        })
        expect(response.status).toBe(401)
        const body = (await response.json()) as Record<string, unknown>
        expect(body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) })
      }
    },
  )

  it('a malformed JSON body is a 400; so is a body that is not an object', async () => {
    for (const body of ['{"mutations": [', '[1, 2]', '']) {
      const response = await fetch(`${base}/data/mutate/${LAKE_DATASET}`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body,
      })
      expect(response.status, body).toBe(400)
      expect(((await response.json()) as { error: { description: string } }).error.description).toEqual(
        expect.any(String),
      )
    }
  })

  it('an unknown dataset is a 404 the client reports', async () => {
    const error = await failure(running.client({ dataset: 'staging' }).fetch('*[0]'))
    expect(error.statusCode).toBe(404)
    expect(error.message).toMatch(/Dataset "staging" not found/)
    for (const path of [`/data/doc/staging/x`, `/data/history/staging/transactions/x`]) {
      expect((await getJson(path)).status).toBe(404)
    }
  })

  it('a Host that is not a loopback name is refused with 403 (DNS rebinding)', async () => {
    for (const host of ['evil.example', 'evil.example:80', `localhost.evil.example`, '127.0.0.1.nip.io']) {
      const response = await rawRequest(`${base}/data/query/${LAKE_DATASET}?query=*%5B0%5D`, {
        headers: { host, ...auth() },
      })
      expect(response.status, host).toBe(403)
      expect(response.body).not.toContain(running.token)
    }
    for (const host of [
      'localhost',
      `localhost:${running.lake.port}`,
      `local.localhost:${running.lake.port}`,
      '127.0.0.1',
      '[::1]:1',
    ]) {
      const response = await rawRequest(`${base}/data/query/${LAKE_DATASET}?query=*%5B0%5D._id`, {
        headers: { host, ...auth() },
      })
      expect(response.status, host).toBe(200)
    }
  })

  it('CORS: a preflight from a foreign origin is a 403 without CORS headers; the site’s origins are allowed with credentials', async () => {
    const preflight = (origin: string) =>
      rawRequest(`${base}/data/query/${LAKE_DATASET}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization, content-type, x-sanity-app',
        },
      })
    const evil = await preflight('https://evil.example')
    expect(evil.status).toBe(403)
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined()

    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const allowed = await preflight(origin)
      expect(allowed.status).toBe(204)
      expect(allowed.headers['access-control-allow-origin']).toBe(origin)
      expect(allowed.headers['access-control-allow-credentials']).toBe('true')
      // The Studio sends x-sanity-app on every request (read in sanity 6.16).
      expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('x-sanity-app')
      expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST')
    }
    // Actual responses carry the CORS headers only for the site's origins.
    const answered = await rawRequest(`${base}/data/query/${LAKE_DATASET}?query=1`, {
      headers: { origin: 'https://evil.example', ...auth() },
    })
    expect(answered.headers['access-control-allow-origin']).toBeUndefined()
    const local = await rawRequest(`${base}/data/query/${LAKE_DATASET}?query=1`, {
      headers: { origin: 'http://localhost:3000', ...auth() },
    })
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000')
  })

  it('/local/session hands the token to the site’s pages only', async () => {
    const foreign = await rawRequest(`${running.apiHost}/local/session`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.body).not.toContain(running.token)
    for (const origin of ['null', 'http://localhost.evil.example', 'file://']) {
      const response = await rawRequest(`${running.apiHost}/local/session`, { headers: { origin } })
      expect(response.status, origin).toBe(403)
    }
    const local = await rawRequest(`${running.apiHost}/local/session`, { headers: { origin: 'http://localhost:3000' } })
    expect(local.status).toBe(200)
    expect(local.json()).toMatchObject({ token: running.token, projectId: LAKE_PROJECT_ID })
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000')
  })

  it('a listener query that is not a filter is a 400, not a stream', async () => {
    for (const query of ['count(*)', '"text"', '{"a": *[0]}', '*[_type == ']) {
      const response = await fetch(`${base}/data/listen/${LAKE_DATASET}?query=${encodeURIComponent(query)}`, {
        headers: { ...auth(), accept: 'text/event-stream' },
      })
      expect(response.status, query).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/json/)
      await response.body?.cancel()
    }
  })

  it('a body over the limit is refused with 413 before it is read', async () => {
    const response = await rawRequest(`${base}/data/mutate/${LAKE_DATASET}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{"mutations":',
      declaredLength: 9 * 1024 * 1024,
    })
    expect(response.status).toBe(413)
    expect(response.json()).toMatchObject({ statusCode: 413 })
    // Without a declared length (chunked) the lake stops reading at the limit and drops the
    // connection; it keeps answering others.
    const chunked = await rawRequest(`${base}/data/mutate/${LAKE_DATASET}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: Buffer.alloc(9 * 1024 * 1024, 32),
    }).catch((error: Error) => ({ status: 0, error }))
    expect([0, 413]).toContain(chunked.status)
    expect(await client.fetch('1 + 1')).toBe(2)
  })

  it('nothing crashes the server: after malformed requests a valid query still answers', async () => {
    const answers: { path: string; status: number; body: string }[] = []
    const send = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${running.apiHost}${path}`, {
        ...init,
        headers: { ...auth(), 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      })
      answers.push({
        path: `${init.method ?? 'GET'} ${path} ${init.body ?? ''}`,
        status: response.status,
        body: await response.text(),
      })
    }
    await send(`/v${API_VERSION}/data/doc/${LAKE_DATASET}/%E0%A4%A`)
    await send(`/v${API_VERSION}/data/query/${LAKE_DATASET}?query=*&%24p=%7Bnot-json`)
    await send(`/v${API_VERSION}/data/query/${LAKE_DATASET}?query=*&perspective=rABC`)
    await send(`/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, { method: 'POST', body: '{"mutations": "x"}' })
    await send(`/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, { method: 'POST', body: '{"mutations": [null, 1]}' })
    // Malformed patches (the Studio's own mutator would apply some of them leniently: `null` items,
    // string concatenation for `inc`).
    const target = await client.create({ _id: newId('target'), _type: 'note', n: 1, list: [1] })
    for (const patch of [
      { set: 'not an object' },
      { unset: 'list' },
      { insert: { before: 'list[0]' } },
      { insert: { before: 'list[0]', after: 'list[0]', items: [2] } },
      { inc: { n: 'a' } },
      { diffMatchPatch: { n: 'garbage' } },
    ])
      await send(`/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, {
        method: 'POST',
        body: JSON.stringify({ mutations: [{ patch: { id: target._id, ...patch } }] }),
      })
    await send(`/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, {
      method: 'POST',
      body: JSON.stringify({ mutations: [{ create: { _id: '../../etc', _type: 'x' } }] }),
    })
    await send(`/v${API_VERSION}/data/actions/${LAKE_DATASET}`, { method: 'POST', body: '{"actions": [{}]}' })
    await send(`/v${API_VERSION}/data/actions/${LAKE_DATASET}`, {
      method: 'POST',
      body: JSON.stringify({ actions: [{ actionType: `${ACTION}.edit`, draftId: 'drafts.x', publishedId: 'y' }] }),
    })
    await send(`/v${API_VERSION}/data/history/${LAKE_DATASET}/documents/x`)
    await send(`/v${API_VERSION}/users/me/keyvalue`, { method: 'PUT', body: '{not json' })
    await send(`/v${API_VERSION}/assets/images/${LAKE_DATASET}`, { method: 'POST', body: '' })
    await send(`/images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/..%2F..%2Flake.sqlite`)
    await send('/v2025-02-19/nothing/here')
    // Every one is answered as a client error, none as a crash (5xx).
    expect(answers.filter(({ status }) => status >= 500)).toEqual([])
    for (const { path, status } of answers) expect(status, path).toBeGreaterThanOrEqual(400)
    // Options it does not understand are ignored (the history API is lenient about its options).
    const lenient = await fetch(`${base}/data/history/${LAKE_DATASET}/transactions/x?limit=abc&fromTransaction=nope`, {
      headers: auth(),
    })
    expect(lenient.status).toBe(200)
    await lenient.arrayBuffer()
    expect(await client.fetch('*[_id == "siteSettings"][0]._id')).toBe('siteSettings')
    expect(await client.getDocument(target._id)).toEqual(target)
  })
})
