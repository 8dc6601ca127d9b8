import {
  ACTION,
  auth,
  base,
  client,
  type Doc,
  failure,
  newId,
  startLakeForThisFile,
} from '@tests/support/content-lake-api'
import { LAKE_DATASET } from '@tests/support/local-content-lake'
import { describe, expect, it } from 'vitest'

/** The local Content Lake's HTTP contract: mutations and the Actions API (tests/support/content-lake-api.ts). */

startLakeForThisFile()

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
