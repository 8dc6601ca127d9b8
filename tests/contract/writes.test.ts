import { auth, base, client, type Doc, failure, newId, startLakeForThisFile } from '@tests/support/content-lake-api'
import { LAKE_DATASET } from '@tests/support/local-content-lake'
import { describe, expect, it } from 'vitest'

/**
 * The mutation API (`POST /data/mutate/<dataset>`) through @sanity/client, as Sanity documents it:
 * - MUTATE: https://www.sanity.io/docs/http-reference/mutation (types, parameters, transactions)
 * - PATCHES: https://www.sanity.io/docs/content-lake/http-patches
 * - IDS: https://www.sanity.io/docs/content-lake/ids
 * - DRAFTS: https://www.sanity.io/docs/content-lake/drafts-and-versions (references to drafts)
 * - REFERENCES: https://www.sanity.io/docs/studio/reference-type (strong and weak references)
 * - CLIENT: @sanity/client 8's own code (dataMethods.ts, http/errors.ts), where the docs are silent
 * Where Sanity's answer is not documented, what the lake answers is written down in docs/decisions.md,
 * „Local Content Lake answers as Sanity does (issue 41)“.
 */

startLakeForThisFile()

/** A published document nothing references, to point references at. */
async function target() {
  return client.create({ _id: newId('target'), _type: 'note', title: 'Ziel' })
}

const ref = (id: string, extra: Record<string, unknown> = {}) => ({ _type: 'reference', _ref: id, ...extra })

it('the seeded dataset, before any test writes, keeps the rules below: every strong reference points at an existing published document', async () => {
  const documents = await client.fetch<Doc[]>('*', {}, { perspective: 'raw' })
  const ids = new Set(documents.map(({ _id }) => _id))
  const strong: { from: string; to: string }[] = []
  const visit = (from: string, value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(from, item)
    else if (value && typeof value === 'object') {
      const reference = value as { _ref?: unknown; _weak?: unknown }
      if (typeof reference._ref === 'string' && reference._weak !== true) strong.push({ from, to: reference._ref })
      for (const item of Object.values(value)) visit(from, item)
    }
  }
  for (const document of documents) visit(document._id, document)
  expect(strong.length).toBeGreaterThan(50)
  expect(strong.filter(({ to }) => !ids.has(to) || to.startsWith('drafts.'))).toEqual([])
})

describe('creating documents (MUTATE, create/createIfNotExists/createOrReplace)', () => {
  it('create without an _id gets a new random id; an _id ending in "." is the prefix of one (MUTATE)', async () => {
    const generated = await client.create({ _type: 'note' })
    expect(generated._id).toMatch(/^[A-Za-z0-9][A-Za-z0-9-]{15,}$/)
    const prefixed = await client.create({ _id: 'notes.', _type: 'note' })
    expect(prefixed._id).toMatch(/^notes\.[A-Za-z0-9][A-Za-z0-9-]{15,}$/)
    expect(await client.getDocument(prefixed._id)).toMatchObject({ _type: 'note' })
  })

  it('create of an id that exists fails with 409 documentAlreadyExistsError; nothing changes (MUTATE, CLIENT)', async () => {
    const { _id } = await client.create({ _id: newId(), _type: 'note', title: 'erste' })
    const error = await failure(client.create({ _id, _type: 'note', title: 'zweite' }))
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'documentAlreadyExistsError', id: _id } }],
    })
    // @sanity/client's message: the description, then each item's.
    expect(error.message).toBe(
      `Mutation failed: Document by ID "${_id}" already exists:\n- Document by ID "${_id}" already exists`,
    )
    expect((await client.getDocument(_id))?.title).toBe('erste')
  })

  it('createIfNotExists silently leaves an existing document alone (MUTATE)', async () => {
    const created = await client.create({ _id: newId(), _type: 'note', title: 'bleibt' })
    await client.createIfNotExists({ _id: created._id, _type: 'note', title: 'anders' })
    expect(await client.getDocument(created._id)).toEqual(created)
  })

  it('createOrReplace of the same type replaces the whole document (MUTATE)', async () => {
    const created = await client.create({ _id: newId(), _type: 'note', title: 'alt', extra: 1 })
    const replaced = await client.createOrReplace({ _id: created._id, _type: 'note', title: 'neu' })
    expect(replaced).toMatchObject({ title: 'neu', _createdAt: created._createdAt })
    expect(replaced).not.toHaveProperty('extra')
  })

  it('createOrReplace of another type acts as delete then create: a new _createdAt (MUTATE)', async () => {
    const created = await client.create({ _id: newId(), _type: 'note', _createdAt: '2020-01-01T00:00:00Z' })
    const replaced = await client.createOrReplace({ _id: created._id, _type: 'memo', title: 'neu' })
    expect(replaced._type).toBe('memo')
    expect(replaced._createdAt).not.toBe(created._createdAt)
  })

  it('createOrReplace may not change the type of a document that is referenced strongly: 409, nothing changes (MUTATE)', async () => {
    const referenced = await target()
    const referrer = await client.create({ _id: newId(), _type: 'note', link: ref(referenced._id) })
    const error = await failure(client.createOrReplace({ _id: referenced._id, _type: 'memo' }))
    expect(error.statusCode).toBe(409)
    expect(error.details.items).toMatchObject([
      {
        index: 0,
        error: { type: 'documentHasExistingReferencesError', id: referenced._id, referencingIDs: [referrer._id] },
      },
    ])
    expect((await client.getDocument(referenced._id))?._type).toBe('note')
    // The same type may still be replaced.
    await client.createOrReplace({ _id: referenced._id, _type: 'note', title: 'ersetzt' })
  })
})

describe('document ids (IDS)', () => {
  it('accepts the characters a-zA-Z0-9._- with periods separating path segments', async () => {
    for (const id of [newId('a_b'), `animal.mammal.${newId('dog')}`, `${newId()}-x_y`])
      expect((await client.create({ _id: id, _type: 'note' }))._id).toBe(id)
  })

  it('refuses an id that starts with "-", a path segment that does, other characters and empty segments', async () => {
    for (const id of ['-abcde-12345', 'dog.-abcde-12345', 'a b', 'ä-umlaut', 'a..b', '.a', `${newId()}/x`]) {
      const error = await failure(client.create({ _id: id, _type: 'note' }))
      expect(error.statusCode, id).toBe(400)
      expect(error.details.type).toBe('mutationError')
      expect(await client.getDocument(id).catch(() => undefined)).toBeUndefined()
    }
  })
})

describe('deleting (MUTATE, delete)', () => {
  it('a delete of a document that does not exist succeeds and changes nothing (MUTATE)', async () => {
    const id = newId('missing')
    const result = await client.delete(id)
    expect(result.results).toMatchObject([{ id, operation: 'none' }])
  })

  it('deletes every document a query selects (MUTATE, delete by query)', async () => {
    const kind = newId('kind').replaceAll('-', '_')
    const documents: Doc[] = [
      { _id: newId(), _type: kind },
      { _id: newId(), _type: kind },
      { _id: newId(), _type: 'note', keep: kind },
    ]
    await client.mutate(documents.map((document) => ({ create: document })))
    await client.delete({ query: '*[_type == $kind]', params: { kind } })
    expect(await client.fetch('count(*[_type == $kind])', { kind })).toBe(0)
    expect(await client.fetch('count(*[keep == $kind])', { kind })).toBe(1)
  })
})

describe('transactions and request options (MUTATE, CLIENT)', () => {
  it('a request is one transaction: when one mutation fails, none is applied (MUTATE, "Transactions")', async () => {
    const [first, existing] = [newId(), (await client.create({ _id: newId(), _type: 'note' }))._id]
    await failure(
      client.mutate([{ create: { _id: first, _type: 'note' } }, { create: { _id: existing, _type: 'note' } }]),
    )
    expect(await client.getDocument(first)).toBeUndefined()
  })

  it('returnIds gives {id, operation} per mutation; returnDocuments adds the document as written (MUTATE)', async () => {
    const [a, b] = [newId(), newId()]
    const response = await fetch(
      `${base}/data/mutate/${LAKE_DATASET}?returnIds=true&returnDocuments=true&visibility=sync`,
      {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ mutations: [{ create: { _id: a, _type: 'note' } }, { delete: { id: b } }] }),
      },
    )
    const body = (await response.json()) as { transactionId: string; results: Record<string, unknown>[] }
    expect(body.results).toEqual([
      { id: a, operation: 'create', document: expect.objectContaining({ _id: a, _rev: body.transactionId }) },
      { id: b, operation: 'none', document: null },
    ])
    // What @sanity/client makes of it without returnDocuments: the ids.
    const ids = await client.mutate([{ delete: { id: a } }], { returnDocuments: false })
    expect(ids).toMatchObject({ transactionId: expect.any(String), documentIds: [a] })
  })

  it('dryRun answers as the write would, and writes nothing (MUTATE, dryRun)', async () => {
    const id = newId()
    const transactionId = newId('tx')
    const preview = await client.mutate([{ create: { _id: id, _type: 'note', title: 'Probe' } }], {
      dryRun: true,
      transactionId,
      returnDocuments: true,
    })
    expect(preview).toEqual([expect.objectContaining({ _id: id, title: 'Probe', _rev: transactionId })])
    expect(await client.getDocument(id)).toBeUndefined()
    // Errors are the same as without dryRun.
    const existing = (await client.create({ _id: newId(), _type: 'note' }))._id
    const error = await failure(client.create({ _id: existing, _type: 'note' }, { dryRun: true }))
    expect(error.statusCode).toBe(409)
  })

  it('transactionId names the transaction (_rev, history); one used before is a 409 (MUTATE)', async () => {
    const id = newId()
    const transactionId = newId('tx')
    await client.mutate([{ create: { _id: id, _type: 'note' } }], { transactionId })
    expect((await client.getDocument(id))?._rev).toBe(transactionId)
    const history = await client.request<string>({ url: `/data/history/${LAKE_DATASET}/transactions/${id}` })
    expect(String(history)).toContain(`"id":"${transactionId}"`)
    const second = newId()
    const error = await failure(client.mutate([{ create: { _id: second, _type: 'note' } }], { transactionId }))
    expect(error.statusCode).toBe(409)
    expect(error.details.type).toBe('transactionAlreadyExistsError')
    expect(await client.getDocument(second)).toBeUndefined()
  })

  it('visibility async and deferred are accepted; the write is done when answered (MUTATE, visibility)', async () => {
    for (const visibility of ['async', 'deferred'] as const) {
      const { _id } = await client.create({ _type: 'note', title: visibility }, { visibility })
      expect(await client.fetch('*[_id == $_id][0].title', { _id })).toBe(visibility)
    }
  })

  it('autoGenerateArrayKeys gives array items a _key unique within the array; without it none is added (MUTATE)', async () => {
    const items = [
      { _type: 'item', name: 'a' },
      { _type: 'item', name: 'b' },
      { _key: 'given', name: 'c' },
    ]
    const keyed = await client.create(
      { _type: 'note', items, nested: { list: [{ x: 1 }] }, tags: ['a', 'b'] },
      { autoGenerateArrayKeys: true },
    )
    const keys = (keyed.items as { _key: string }[]).map(({ _key }) => _key)
    expect(keys[2]).toBe('given')
    expect(new Set(keys).size).toBe(3)
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]+$/)
    expect((keyed.nested as { list: { _key?: string }[] }).list[0]?._key).toEqual(expect.any(String))
    expect(keyed.tags).toEqual(['a', 'b'])
    // A patch's inserted and set items get keys too.
    const patched = await client
      .patch(keyed._id)
      .append('items', [{ name: 'd' }])
      .set({ more: [{ name: 'e' }] })
      .commit({ autoGenerateArrayKeys: true })
    expect((patched.items as { _key?: string }[])[3]?._key).toEqual(expect.any(String))
    expect((patched.more as { _key?: string }[])[0]?._key).toEqual(expect.any(String))
    const plain = await client.create({ _type: 'note', items })
    expect((plain.items as { _key?: string }[])[0]).not.toHaveProperty('_key')
  })
})

describe('patches (PATCHES)', () => {
  it('set, unset, setIfMissing, inc, dec, insert and diffMatchPatch change only what they name', async () => {
    const { _id } = await client.create({
      _type: 'note',
      title: 'Hallo Welt',
      count: 5,
      stock: 10,
      gone: true,
      list: [
        { _key: 'a', n: 1 },
        { _key: 'c', n: 3 },
      ],
    })
    const patched = await client
      .patch(_id)
      .set({ 'list[_key=="a"].n': 10 })
      .unset(['gone'])
      .setIfMissing({ count: 99, fresh: 'neu' })
      .inc({ count: 2 })
      .dec({ stock: 3 })
      .insert('after', 'list[_key=="a"]', [{ _key: 'b', n: 2 }])
      .diffMatchPatch({ title: '@@ -3,8 +3,10 @@\n llo%20\n-Welt\n+Goslar\n' })
      .commit()
    expect(patched).toMatchObject({ title: 'Hallo Goslar', count: 7, stock: 7, fresh: 'neu' })
    expect(patched).not.toHaveProperty('gone')
    expect(patched.list).toEqual([
      { _key: 'a', n: 10 },
      { _key: 'b', n: 2 },
      { _key: 'c', n: 3 },
    ])
  })

  it('inc and dec of a field that is not there fail and write nothing; setIfMissing first makes it there', async () => {
    const created = await client.create({ _id: newId(), _type: 'note', title: 'Zähler' })
    for (const operation of ['inc', 'dec'] as const) {
      const error = await failure(client.patch(created._id)[operation]({ visits: 1 }).commit())
      expect(error.statusCode).toBe(409)
      expect(error.details.type).toBe('mutationError')
      expect(error.message).toContain('because it is not present')
    }
    // No new revision was written.
    expect((await client.getDocument(created._id))?._rev).toBe(created._rev)
    const counted = await client.patch(created._id).setIfMissing({ visits: 0 }).inc({ visits: 1 }).commit()
    expect(counted.visits).toBe(1)
  })

  it('ifRevisionID of another revision: 409 documentRevisionIDDoesNotMatchError naming both revisions; nothing written', async () => {
    const created = await client.create({ _id: newId(), _type: 'note', title: 'A' })
    const error = await failure(client.patch(created._id).ifRevisionId('not-the-revision').set({ title: 'B' }).commit())
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({
      type: 'mutationError',
      description: `Mutation failed: Document "${created._id}" has unexpected revision ID ("${created._rev}"), expected "not-the-revision"`,
      items: [
        {
          index: 0,
          error: {
            type: 'documentRevisionIDDoesNotMatchError',
            currentRevisionID: created._rev,
            expectedRevisionID: 'not-the-revision',
          },
        },
      ],
    })
    expect((await client.getDocument(created._id))?.title).toBe('A')
    // The current revision is accepted.
    expect((await client.patch(created._id).ifRevisionId(created._rev).set({ title: 'B' }).commit()).title).toBe('B')
  })

  it('patches every document a query selects (PATCHES, "query")', async () => {
    const kind = newId('kind').replaceAll('-', '_')
    await client.mutate([{ create: { _type: kind, n: 1 } }, { create: { _type: kind, n: 2 } }])
    await client.mutate([{ patch: { query: '*[_type == $kind]', params: { kind }, inc: { n: 10 } } }])
    expect(await client.fetch('*[_type == $kind] | order(n asc).n', { kind })).toEqual([11, 12])
  })
})

describe('references (REFERENCES, DRAFTS)', () => {
  it('a strong reference to a document that does not exist: 409 documentReferenceDoesNotExistError; nothing written', async () => {
    const [id, missing] = [newId(), newId('missing')]
    const error = await failure(client.create({ _id: id, _type: 'note', link: ref(missing) }))
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'documentReferenceDoesNotExistError', id, referenceID: missing } }],
    })
    expect(error.message).toContain(`Document "${id}" references non-existent document "${missing}"`)
    expect(await client.getDocument(id)).toBeUndefined()
  })

  it('also when the reference comes by a patch, deep in an array; the index names the mutation', async () => {
    const { _id } = await client.create({ _type: 'note', list: [] })
    const missing = newId('missing')
    const error = await failure(
      client.mutate([
        { patch: { id: _id, set: { title: 'erst' } } },
        { patch: { id: _id, insert: { after: 'list[-1]', items: [{ _key: 'k', person: ref(missing) }] } } },
      ]),
    )
    expect(error.details.items).toMatchObject([{ index: 1, error: { referenceID: missing } }])
    expect((await client.getDocument(_id))?.title).toBeUndefined()
  })

  it('a document and the document it references may be created in one transaction, in either order', async () => {
    const [a, b] = [newId(), newId()]
    const documents: Doc[] = [
      { _id: a, _type: 'note', link: ref(b) },
      { _id: b, _type: 'note' },
    ]
    await client.mutate(documents.map((document) => ({ create: document })))
    expect(await client.fetch('*[_id == $a][0].link->_id', { a })).toBe(b)
  })

  it('a weak reference may point at a document that does not exist (REFERENCES, weak)', async () => {
    const missing = newId('missing')
    const created = await client.create({ _type: 'note', link: ref(missing, { _weak: true }) })
    expect(created.link).toEqual(ref(missing, { _weak: true }))
  })

  it('a published document references a draft only weakly; a draft may reference a draft strongly (DRAFTS)', async () => {
    const draftTarget = `drafts.${newId()}`
    await client.create({ _id: draftTarget, _type: 'note' })
    const error = await failure(client.create({ _id: newId(), _type: 'note', link: ref(draftTarget) }))
    expect(error.statusCode).toBe(409)
    expect(error.details.items).toMatchObject([{ error: { type: 'documentReferenceDoesNotExistError' } }])
    await client.create({ _type: 'note', link: ref(draftTarget, { _weak: true }) })
    await client.create({ _id: `drafts.${newId()}`, _type: 'note', link: ref(draftTarget) })
  })

  it('a document referenced strongly cannot be deleted: 409 documentHasExistingReferencesError (REFERENCES)', async () => {
    const referenced = await target()
    const referrer = await client.create({ _type: 'note', link: ref(referenced._id) })
    const error = await failure(client.delete(referenced._id))
    expect(error.statusCode).toBe(409)
    expect(error.details.items).toMatchObject([
      { index: 0, error: { type: 'documentHasExistingReferencesError', referencingIDs: [referrer._id] } },
    ])
    // Deleted together with its referrer, it goes.
    await client.transaction().delete(referenced._id).delete(referrer._id).commit()
    expect(await client.getDocument(referenced._id)).toBeUndefined()
  })
})
