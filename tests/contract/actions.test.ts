import type { Action } from '@sanity/client'
import { ACTION, client, type Doc, failure, newId, startLakeForThisFile } from '@tests/support/content-lake-api'
import { LAKE_DATASET } from '@tests/support/local-content-lake'
import { describe, expect, it } from 'vitest'

/**
 * The Actions API (`POST /data/actions/<dataset>`) through @sanity/client's `action()`, with which the
 * Studio edits, publishes, unpublishes, discards and deletes:
 * - ACTIONS: https://www.sanity.io/docs/http-reference/actions (types, dryRun, transactionId,
 *   autoGenerateArrayKeys, one transaction per request)
 * - TYPES: @sanity/client 8's action types (types.ts: CreateAction, EditAction, PublishAction,
 *   UnpublishAction, DeleteAction, DiscardAction, ReplaceDraftAction), where the docs are silent
 * - DRAFTS: https://www.sanity.io/docs/content-lake/drafts-and-versions ("A published document can't hold
 *   a strong reference to unpublished content")
 * - STUDIO: what sanity 6.16 sends and expects (node_modules/sanity/lib: `strengthenOnPublish` of its
 *   document operations; the reference input's `_strengthenOnPublish`; sanity-io/sanity#8609: "Content
 *   Lake will only strengthen the reference if both `_strengthenOnPublish` and `_weak` are truthy")
 */

startLakeForThisFile()

const act = (actions: Record<string, unknown> | Record<string, unknown>[], options = {}) =>
  client.action(actions as unknown as Action | Action[], options)

const draftOf = (id: string) => `drafts.${id}`

async function publishedNote(fields: Record<string, unknown> = {}) {
  return client.create({ _id: newId('note'), _type: 'note', title: 'Veröffentlicht', ...fields })
}

const publish = (id: string, extra: Record<string, unknown> = {}) =>
  act({ actionType: `${ACTION}.publish`, draftId: draftOf(id), publishedId: id, ...extra })

describe('create and edit (ACTIONS, TYPES)', () => {
  it('create makes the draft; ifExists "ignore" leaves an existing one, "fail" is a 409', async () => {
    const id = newId('note')
    const create = (title: string, ifExists: string) => ({
      actionType: `${ACTION}.create`,
      publishedId: id,
      attributes: { _id: draftOf(id), _type: 'note', title },
      ifExists,
    })
    await act(create('erste', 'fail'))
    expect(await client.getDocument(draftOf(id))).toMatchObject({ title: 'erste' })
    await act(create('zweite', 'ignore'))
    expect((await client.getDocument(draftOf(id)))?.title).toBe('erste')
    expect((await failure(act(create('dritte', 'fail')))).statusCode).toBe(409)
  })

  it('edit patches the draft, making it from the published document first (TYPES, EditAction)', async () => {
    const published = await publishedNote({ body: 'Text' })
    await act({
      actionType: `${ACTION}.edit`,
      draftId: draftOf(published._id),
      publishedId: published._id,
      patch: { set: { title: 'Entwurf' } },
    })
    expect(await client.getDocument(draftOf(published._id))).toMatchObject({ title: 'Entwurf', body: 'Text' })
    expect((await client.getDocument(published._id))?.title).toBe('Veröffentlicht')
  })

  it('autoGenerateArrayKeys gives the items a write sets a _key (ACTIONS, "AutoGenerateArrayKeys")', async () => {
    const published = await publishedNote()
    // @sanity/client's action() does not pass the option on; the endpoint takes it as a query parameter.
    await client.request({
      method: 'POST',
      url: `/data/actions/${LAKE_DATASET}`,
      query: { autoGenerateArrayKeys: 'true' },
      body: {
        actions: [
          {
            actionType: `${ACTION}.edit`,
            draftId: draftOf(published._id),
            publishedId: published._id,
            patch: { set: { items: [{ name: 'a' }, { name: 'b' }] } },
          },
        ],
      },
    })
    const items = (await client.getDocument(draftOf(published._id)))?.items as { _key?: string }[]
    expect(new Set(items.map(({ _key }) => _key)).size).toBe(2)
    expect(items.every(({ _key }) => typeof _key === 'string')).toBe(true)
  })
})

describe('publish (ACTIONS, TYPES: PublishAction)', () => {
  it('replaces the published document with the draft and deletes the draft; _createdAt stays', async () => {
    const published = await publishedNote()
    await client.create({ _id: draftOf(published._id), _type: 'note', title: 'Neu' })
    await publish(published._id, { ifPublishedRevisionId: published._rev })
    expect(await client.getDocument(published._id)).toMatchObject({
      title: 'Neu',
      _createdAt: published._createdAt,
    })
    expect(await client.getDocument(draftOf(published._id))).toBeUndefined()
  })

  it('a stale ifPublishedRevisionId or ifDraftRevisionId is a 409; nothing changes', async () => {
    const published = await publishedNote()
    const draft = await client.create({ _id: draftOf(published._id), _type: 'note', title: 'Neu' })
    expect((await failure(publish(published._id, { ifPublishedRevisionId: 'stale' }))).statusCode).toBe(409)
    expect((await failure(publish(published._id, { ifDraftRevisionId: 'stale' }))).statusCode).toBe(409)
    expect(await client.getDocument(draft._id)).toEqual(draft)
  })

  it('strengthens a reference the Studio made weak until publishing, and drops _strengthenOnPublish (STUDIO)', async () => {
    const target = await publishedNote()
    const id = newId('note')
    const studioReference = {
      _type: 'reference',
      _ref: target._id,
      _weak: true,
      _strengthenOnPublish: { type: 'note' },
    }
    const weakBySchema = { ...studioReference, _strengthenOnPublish: { type: 'note', weak: true } }
    await client.create({
      _id: draftOf(id),
      _type: 'note',
      link: studioReference,
      list: [{ _key: 'k', ...studioReference }],
      weakLink: weakBySchema,
    })
    await publish(id)
    const result = (await client.getDocument(id)) as Doc
    expect(result.link).toEqual({ _type: 'reference', _ref: target._id })
    expect(result.list).toEqual([{ _key: 'k', _type: 'reference', _ref: target._id }])
    // The schema wants this one weak (_strengthenOnPublish.weak): it stays weak.
    expect(result.weakLink).toEqual({ _type: 'reference', _ref: target._id, _weak: true })
    // Strong now: the target can no longer be deleted.
    const error = await failure(client.delete(target._id))
    expect(error.details.items).toMatchObject([{ error: { type: 'documentHasExistingReferencesError' } }])
  })

  it('refuses when a reference to be strengthened points at a document that is only a draft: 409; nothing changes (DRAFTS)', async () => {
    const draftOnly = newId('note')
    await client.create({ _id: draftOf(draftOnly), _type: 'note', title: 'Nur Entwurf' })
    const id = newId('note')
    const draft = await client.create({
      _id: draftOf(id),
      _type: 'note',
      link: { _type: 'reference', _ref: draftOnly, _weak: true, _strengthenOnPublish: { type: 'note' } },
    })
    const error = await failure(publish(id))
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'documentReferenceDoesNotExistError', id, referenceID: draftOnly } }],
    })
    expect(await client.getDocument(id)).toBeUndefined()
    expect(await client.getDocument(draft._id)).toEqual(draft)
    // Published together with its target, in one request, it goes through.
    await act([
      { actionType: `${ACTION}.publish`, draftId: draftOf(draftOnly), publishedId: draftOnly },
      { actionType: `${ACTION}.publish`, draftId: draftOf(id), publishedId: id },
    ])
    expect(await client.fetch('*[_id == $id][0].link->title', { id })).toBe('Nur Entwurf')
  })

  it('refuses a draft whose strong reference points at a document that does not exist', async () => {
    const id = newId('note')
    const missing = newId('missing')
    // A draft may hold such a reference only weakly; written by a script into the raw dataset, it is refused.
    expect(
      (await failure(client.create({ _id: draftOf(id), _type: 'note', link: { _type: 'reference', _ref: missing } })))
        .statusCode,
    ).toBe(409)
    await client.create({ _id: draftOf(id), _type: 'note', link: { _type: 'reference', _ref: missing, _weak: true } })
    await publish(id)
    expect((await client.getDocument(id))?.link).toEqual({ _type: 'reference', _ref: missing, _weak: true })
  })
})

describe('unpublish, discard, delete, replaceDraft (ACTIONS, TYPES)', () => {
  it('unpublish makes the published document the draft (TYPES: UnpublishAction)', async () => {
    const published = await publishedNote()
    await act({ actionType: `${ACTION}.unpublish`, draftId: draftOf(published._id), publishedId: published._id })
    expect(await client.getDocument(published._id)).toBeUndefined()
    expect(await client.getDocument(draftOf(published._id))).toMatchObject({ title: 'Veröffentlicht' })
  })

  it('discard and version.discard delete the draft; one that does not exist is an error (TYPES: DiscardAction)', async () => {
    const published = await publishedNote()
    for (const action of [
      { actionType: `${ACTION}.discard`, draftId: draftOf(published._id) },
      { actionType: `${ACTION}.version.discard`, versionId: draftOf(published._id) },
    ]) {
      await client.create({ _id: draftOf(published._id), _type: 'note', title: 'Entwurf' })
      await act(action)
      expect(await client.getDocument(draftOf(published._id))).toBeUndefined()
      expect((await failure(act(action))).statusCode).toBe(409)
    }
    expect(await client.getDocument(published._id)).toBeDefined()
  })

  it('delete removes the published document and the drafts it names (TYPES: DeleteAction)', async () => {
    const published = await publishedNote()
    await client.create({ _id: draftOf(published._id), _type: 'note' })
    await act({ actionType: `${ACTION}.delete`, publishedId: published._id, includeDrafts: [draftOf(published._id)] })
    expect(await client.getDocuments([published._id, draftOf(published._id)])).toEqual([null, null])
  })

  it('delete refuses when a draft exists that includeDrafts does not name: nothing is left orphaned (TYPES: DeleteAction)', async () => {
    const published = await publishedNote()
    const draft = await client.create({ _id: draftOf(published._id), _type: 'note', title: 'Entwurf' })
    const error = await failure(act({ actionType: `${ACTION}.delete`, publishedId: published._id, includeDrafts: [] }))
    expect(error.statusCode).toBe(409)
    expect(error.message).toContain(draft._id)
    expect(await client.getDocuments([published._id, draft._id])).toEqual([published, draft])
  })

  it('replaceDraft replaces the draft, and needs the draft or the published document to exist (TYPES: ReplaceDraftAction)', async () => {
    const published = await publishedNote()
    const replace = (id: string) => ({
      actionType: `${ACTION}.replaceDraft`,
      publishedId: id,
      attributes: { _id: draftOf(id), _type: 'note', title: 'Wiederhergestellt' },
    })
    await act(replace(published._id))
    expect((await client.getDocument(draftOf(published._id)))?.title).toBe('Wiederhergestellt')
    const nowhere = newId('note')
    expect((await failure(act(replace(nowhere)))).statusCode).toBe(409)
    expect(await client.getDocument(draftOf(nowhere))).toBeUndefined()
  })
})

describe('the request (ACTIONS)', () => {
  it('all actions of a request are one transaction: when one fails, none applies', async () => {
    const published = await publishedNote()
    const id = newId('note')
    await failure(
      act([
        {
          actionType: `${ACTION}.create`,
          publishedId: id,
          attributes: { _id: draftOf(id), _type: 'note' },
          ifExists: 'fail',
        },
        { actionType: `${ACTION}.publish`, draftId: draftOf(published._id), publishedId: published._id },
      ]),
    )
    expect(await client.getDocument(draftOf(id))).toBeUndefined()
  })

  it('dryRun answers as the request would, errors included, and changes nothing (ACTIONS, dryRun)', async () => {
    const published = await publishedNote()
    await client.create({ _id: draftOf(published._id), _type: 'note', title: 'Entwurf' })
    const answer = await act(
      { actionType: `${ACTION}.publish`, draftId: draftOf(published._id), publishedId: published._id },
      { dryRun: true },
    )
    expect(answer.transactionId).toEqual(expect.any(String))
    expect((await client.getDocument(published._id))?.title).toBe('Veröffentlicht')
    expect(await client.getDocument(draftOf(published._id))).toBeDefined()
    const error = await failure(
      act({ actionType: `${ACTION}.discard`, draftId: draftOf(newId('none')) }, { dryRun: true }),
    )
    expect(error.statusCode).toBe(409)
  })

  it('transactionId names the transaction: the revision of what it wrote (ACTIONS, transactionId)', async () => {
    const id = newId('note')
    const transactionId = newId('tx')
    const answer = await act(
      {
        actionType: `${ACTION}.create`,
        publishedId: id,
        attributes: { _id: draftOf(id), _type: 'note' },
        ifExists: 'fail',
      },
      { transactionId },
    )
    expect(answer.transactionId).toBe(transactionId)
    expect((await client.getDocument(draftOf(id)))?._rev).toBe(transactionId)
  })

  it('release actions answer 400, marked unsupported: the local lake has no releases (its documented difference)', async () => {
    const error = await failure(
      act({ actionType: 'sanity.action.release.create', releaseId: newId('release'), metadata: {} }),
    )
    expect(error.statusCode).toBe(400)
    expect(error.message).toContain('not supported')
  })
})
