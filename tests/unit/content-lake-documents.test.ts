import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { getDraftId } from '@sanity/client/csm'
import { LAKE_DATASET, LAKE_PRIVATE_DATASET, type RunningLake, startLocalLake } from '@tests/support/local-content-lake'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The document operations of the real Studio 6.16 against the local Content Lake, sent as the
 * Studio sends them (read in node_modules/sanity/lib: datastores-*.js `serverOperationImpls`,
 * structureTool-*.js `useReferringDocuments`), with the real @sanity/client over HTTP; and the
 * Content Lake's referential integrity: a strong reference refuses delete and unpublish with a 409
 * `mutationError` whose item is a `documentHasExistingReferencesError` naming `referencingIDs`.
 */

let running: RunningLake
let client: SanityClient
let journalFile: string

beforeAll(async () => {
  journalFile = path.join(mkdtempSync(path.join(tmpdir(), 'lake-journal-')), 'journal.ndjson')
  running = await startLocalLake({ journalFile })
  // The Studio's actions client (actionsApiClient: apiVersion 2025-02-19).
  client = running.client({ apiVersion: '2025-02-19' })
})

afterAll(async () => {
  await running?.stop()
})

const ACTION = 'sanity.action.document'
type Failure = Error & { statusCode: number; details: Record<string, unknown> }

async function failure(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise
  } catch (error) {
    return error as Failure
  }
  throw new Error('expected the request to fail')
}

const newId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

/** A published note, and (with `refs`) references to other documents in it. */
async function note(fields: Record<string, unknown> = {}, id = newId('note')) {
  await client.create({ _id: id, _type: 'note', title: id, ...fields })
  return id
}

const ref = (id: string, weak = false) => ({ _type: 'reference', _ref: id, ...(weak ? { _weak: true } : {}) })

describe('strong references refuse delete and unpublish (as on the Content Lake)', () => {
  // The seed: the home page shows this testimonial through a strong reference.
  const testimonial = 'testimonial-home-1'

  it('the delete mutation is a 409 mutationError naming the document and its referrers; nothing changes', async () => {
    const error = await failure(client.delete(testimonial))
    expect(error.statusCode).toBe(409)
    expect(error.details).toEqual({
      type: 'mutationError',
      description: `Mutation failed: Document "${testimonial}" cannot be deleted as there are references to it from "homePage"`,
      items: [
        {
          index: 0,
          error: {
            type: 'documentHasExistingReferencesError',
            description: `Document "${testimonial}" cannot be deleted as there are references to it from "homePage"`,
            id: testimonial,
            referencingIDs: ['homePage'],
          },
        },
      ],
    })
    expect(await client.getDocument(testimonial)).toBeDefined()
  })

  it('the delete and unpublish actions the Studio sends are refused the same way', async () => {
    const deletion = await failure(
      client.action(
        { actionType: `${ACTION}.delete`, publishedId: testimonial, includeDrafts: [] },
        { tag: 'document.delete', skipCrossDatasetReferenceValidation: true },
      ),
    )
    expect(deletion.statusCode).toBe(409)
    expect(deletion.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'documentHasExistingReferencesError', referencingIDs: ['homePage'] } }],
    })
    const unpublish = await failure(
      client.action({ actionType: `${ACTION}.unpublish`, draftId: getDraftId(testimonial), publishedId: testimonial }),
    )
    expect(unpublish.statusCode).toBe(409)
    expect(unpublish.message).toMatch(/cannot be deleted as there are references to it from "homePage"/)
    expect(await client.getDocument(testimonial)).toBeDefined()
    expect(await client.getDocument(getDraftId(testimonial))).toBeUndefined()
  })

  it('drafts count as referrers; the index names the action that deleted the document', async () => {
    const target = await note()
    const draft = getDraftId(newId('referrer'))
    await client.create({ _id: draft, _type: 'note', link: { nested: [ref(target)] } })
    const other = await note()
    const error = await failure(
      client.action([
        { actionType: `${ACTION}.delete`, publishedId: other, includeDrafts: [] },
        { actionType: `${ACTION}.delete`, publishedId: target, includeDrafts: [] },
      ]),
    )
    expect(error.statusCode).toBe(409)
    expect(error.details.items).toEqual([
      expect.objectContaining({ index: 1, error: expect.objectContaining({ id: target, referencingIDs: [draft] }) }),
    ])
    // One transaction: the first delete did not happen either.
    expect(await client.getDocument(other)).toBeDefined()
  })

  it('a document deleted in one transaction with every document that references it is deleted', async () => {
    const target = await note()
    const referrer = await note({ link: ref(target) })
    await client.transaction().delete(target).delete(referrer).commit()
    expect(await client.getDocuments([target, referrer])).toEqual([null, null])
  })

  it('weak references never block', async () => {
    const target = await note()
    await note({ link: ref(target, true) })
    await client.action({ actionType: `${ACTION}.unpublish`, draftId: getDraftId(target), publishedId: target })
    expect(await client.getDocument(target)).toBeUndefined()
    expect(await client.getDocument(getDraftId(target))).toMatchObject({ title: target })
  })
})

describe('the document menu and history of Studio 6.16, as it sends them', () => {
  it('„Änderungen verwerfen“: version.discard of the draft; the published document stays', async () => {
    const id = await note()
    await client.action({
      actionType: `${ACTION}.edit`,
      draftId: getDraftId(id),
      publishedId: id,
      patch: { set: { title: 'neu' } },
    })
    await client.action(
      { actionType: `${ACTION}.version.discard`, versionId: getDraftId(id) },
      { tag: 'document.discard-changes' },
    )
    expect(await client.getDocument(getDraftId(id))).toBeUndefined()
    expect(await client.getDocument(id)).toMatchObject({ title: id })
    const again = await failure(client.action({ actionType: `${ACTION}.version.discard`, versionId: getDraftId(id) }))
    expect(again.statusCode).toBe(409)
    expect(again.details.type).toBe('actionError')
    const published = await failure(client.action({ actionType: `${ACTION}.version.discard`, versionId: id }))
    expect(published.statusCode).toBe(400)
  })

  it('„Löschen“ of a document never published: version.discard of each version', async () => {
    const draft = getDraftId(newId('draft-only'))
    await client.create({ _id: draft, _type: 'note', title: 'nur Entwurf' })
    await client.action([{ actionType: `${ACTION}.version.discard`, versionId: draft }], {
      skipCrossDatasetReferenceValidation: true,
    })
    expect(await client.getDocument(draft)).toBeUndefined()
  })

  it('„Duplizieren“: a create mutation of the new draft, answered with the document', async () => {
    const id = await note({ body: 'Text' })
    const source = (await client.getDocument(id)) as Record<string, unknown>
    const { _createdAt, _updatedAt, _rev, ...rest } = source
    const dupe = randomUUID()
    const created = await client.create(
      { ...rest, _id: getDraftId(dupe), _type: 'note' },
      { tag: 'document.duplicate' },
    )
    expect(created).toMatchObject({ _id: getDraftId(dupe), body: 'Text' })
  })

  it('„Wiederherstellen“ in the history: the revision read, then replaceDraft', async () => {
    const id = await note({ title: 'Fassung 1' })
    const first = (await client.getDocument(id))?._rev as string
    await client.patch(id).set({ title: 'Fassung 2' }).commit()
    // getDocumentAtRevision: published and draft id at once.
    const { documents } = await client.request<{ documents: Record<string, unknown>[] }>({
      url: `/data/history/${LAKE_DATASET}/documents/${id},${getDraftId(id)}?revision=${first}`,
      tag: 'history-revision',
    })
    expect(documents).toEqual([expect.objectContaining({ _id: id, _rev: first, title: 'Fassung 1' })])
    const { _updatedAt, ...restored } = documents[0] as Record<string, unknown>
    await client.action({
      actionType: `${ACTION}.replaceDraft`,
      publishedId: id,
      attributes: { ...restored, _id: getDraftId(id), _type: 'note' },
    })
    expect(await client.getDocument(getDraftId(id))).toMatchObject({ title: 'Fassung 1' })
    await client.action({ actionType: `${ACTION}.publish`, draftId: getDraftId(id), publishedId: id })
    expect(await client.getDocument(id)).toMatchObject({ title: 'Fassung 1' })
  })

  it('„Wiederherstellen“ of a deleted document: its last revision, then create and replaceDraft in one request', async () => {
    const id = await note({ title: 'Gelöscht' })
    await client.action({ actionType: `${ACTION}.delete`, publishedId: id, includeDrafts: [] })
    const { documents } = await client.request<{ documents: Record<string, unknown>[] }>({
      url: `/data/history/${LAKE_DATASET}/documents/${id},${getDraftId(id)}?lastRevision=true`,
    })
    expect(documents).toEqual([expect.objectContaining({ _id: id, title: 'Gelöscht' })])
    const { _updatedAt, ...restored } = documents[0] as Record<string, unknown>
    const attributes = { ...restored, _id: getDraftId(id) }
    await client.action([
      { actionType: `${ACTION}.create`, publishedId: id, attributes, ifExists: 'fail' },
      { actionType: `${ACTION}.replaceDraft`, publishedId: id, attributes },
    ] as never)
    expect(await client.getDocument(getDraftId(id))).toMatchObject({ title: 'Gelöscht' })
  })

  it('the delete dialog’s reference checks: the existence probe, cross-dataset references, the GROQ of internal ones', async () => {
    const testimonial = 'testimonial-home-2'
    const { omitted } = await client.request<{ omitted: { id: string; reason: string }[] }>({
      url: client.getDataUrl('doc', `${getDraftId(testimonial)},${testimonial}`),
      query: { excludeContent: 'true' },
    })
    expect(omitted).toEqual([{ id: getDraftId(testimonial), reason: 'existence' }])
    const url = `/data/references/${LAKE_DATASET}/documents/${testimonial}/to?excludeInternalReferences=true&excludePaths=true`
    expect(await client.request({ url })).toEqual({ totalCount: 0, references: [] })
    // A cross-dataset reference from the project's other dataset is one.
    const other = running.client({ dataset: LAKE_PRIVATE_DATASET })
    const from = await other.create({
      _type: 'note',
      about: { _type: 'crossDatasetReference', _ref: testimonial, _dataset: LAKE_DATASET },
    })
    expect(await client.request({ url })).toEqual({
      totalCount: 1,
      references: [{ documentId: from._id, datasetName: LAKE_PRIVATE_DATASET, projectId: 'local' }],
    })
    const internal = await client.fetch('*[references($documentId) && _system.group._ref != $documentId]._id', {
      documentId: testimonial,
    })
    expect(internal).toEqual(['homePage'])
  })
})

describe('the request journal (CONTENT_LAKE_JOURNAL): what the Studio tests check', () => {
  const entries = () =>
    readFileSync(journalFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)

  it('tells an unknown endpoint (route null) from a known one answering 404, and marks what is not supported', async () => {
    const base = `${running.apiHost}/v2025-02-19`
    const auth = { authorization: `Bearer ${running.token}` }
    await fetch(`${base}/data/nothing/${LAKE_DATASET}`, { headers: auth })
    await fetch(`${base}/data/doc/staging/x`, { headers: auth })
    await fetch(`${base}/data/mutate/${LAKE_DATASET}`, { headers: auth })
    await failure(client.action({ actionType: 'sanity.action.release.create', releaseId: 'r1' } as never))
    const last = entries().slice(-4)
    expect(last).toEqual([
      {
        method: 'GET',
        path: `/v2025-02-19/data/nothing/${LAKE_DATASET}`,
        route: null,
        status: 404,
        error: 'Not Found',
      },
      {
        method: 'GET',
        path: '/v2025-02-19/data/doc/staging/x',
        route: '/v{version}/data/doc/:dataset/*ids',
        status: 404,
        error: 'Not Found',
      },
      {
        method: 'GET',
        path: `/v2025-02-19/data/mutate/${LAKE_DATASET}`,
        route: '/v{version}/data/mutate/:dataset',
        status: 405,
        error: 'Method Not Allowed',
      },
      {
        method: 'POST',
        path: `/v2025-02-19/data/actions/${LAKE_DATASET}`,
        route: '/v{version}/data/actions/:dataset',
        status: 400,
        error: 'actionError',
        unsupported: true,
      },
    ])
    // Nothing of a request's content is written: no query, no token.
    expect(readFileSync(journalFile, 'utf8')).not.toContain(running.token)
  })
})
