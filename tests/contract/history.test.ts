import { client, type Doc, failure, newId, startLakeForThisFile } from '@tests/support/content-lake-api'
import { LAKE_DATASET } from '@tests/support/local-content-lake'
import { describe, expect, it } from 'vitest'

/**
 * The history API through @sanity/client's `request()`, as the Studio's history panel and scripts use it:
 * - HISTORY: https://www.sanity.io/docs/http-reference/history (revision, time, lastRevision; the
 *   transactions NDJSON and its parameters)
 * - RESTORE: https://www.sanity.io/docs/developer-guides/find-and-restore-deleted-documents (all of a
 *   dataset's transactions, newest first, to find a deletion; the last revision before it)
 * - STUDIO: what sanity 6.16 asks (datastores: `reverse=true&limit=50&toTransaction=…` for its timeline,
 *   `excludeContent=true` with the mutations still read)
 */

startLakeForThisFile()

type Transaction = {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  mutations?: Record<string, unknown>[]
  effects?: Record<string, unknown>
}

async function transactions(ids: string[], query: Record<string, string> = {}): Promise<Transaction[]> {
  const text = await client.request<string | Buffer>({
    url: `/data/history/${LAKE_DATASET}/transactions/${ids.join(',')}`,
    query,
  })
  return String(text ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Transaction)
}

const revisions = (ids: string, query: Record<string, string>) =>
  client.request<{ documents: Doc[] }>({ url: `/data/history/${LAKE_DATASET}/documents/${ids}`, query })

/** A document written three times: its ids and revisions, oldest first. */
async function threeRevisions() {
  const id = newId('note')
  const first = await client.create({ _id: id, _type: 'note', title: 'eins' })
  const second = await client.patch(id).set({ title: 'zwei' }).commit()
  const third = await client.patch(id).set({ title: 'drei' }).commit()
  return { id, revs: [first._rev, second._rev, third._rev] as string[], docs: [first, second, third] }
}

describe('documents at a point in the past (HISTORY)', () => {
  it('revision gives the document as it was at that revision', async () => {
    const { id, revs } = await threeRevisions()
    expect((await revisions(id, { revision: revs[1] as string })).documents).toEqual([
      expect.objectContaining({ _id: id, _rev: revs[1], title: 'zwei' }),
    ])
  })

  it('time gives the document as it was then', async () => {
    const { id, docs } = await threeRevisions()
    const { documents } = await revisions(id, { time: String(docs[0]?._updatedAt) })
    expect(documents[0]?.title).toBe('eins')
  })

  it('lastRevision gives a deleted document as it was before it was deleted', async () => {
    const { id } = await threeRevisions()
    await client.delete(id)
    expect((await revisions(id, { lastRevision: 'true' })).documents).toEqual([
      expect.objectContaining({ _id: id, title: 'drei' }),
    ])
  })

  it('only one of revision, time and lastRevision may be given: else a 400', async () => {
    const { id, revs, docs } = await threeRevisions()
    const both = await failure(revisions(id, { revision: revs[0] as string, time: String(docs[0]?._updatedAt) }))
    expect(both.statusCode).toBe(400)
    expect((await failure(revisions(id, {}))).statusCode).toBe(400)
  })
})

describe('transactions (HISTORY, STUDIO)', () => {
  it('are NDJSON, oldest first, each with id, timestamp, author, documentIDs and mutations', async () => {
    const { id, revs } = await threeRevisions()
    const list = await transactions([id])
    expect(list.map((transaction) => transaction.id)).toEqual(revs)
    expect(list[1]).toMatchObject({
      documentIDs: [id],
      author: expect.any(String),
      mutations: [{ patch: expect.objectContaining({ id, set: { title: 'zwei' } }) }],
    })
    expect(Date.parse(String(list[1]?.timestamp))).toBeGreaterThan(0)
  })

  it('reverse, limit and toTransaction page backwards as the Studio timeline does; excludeMutations and effectFormat', async () => {
    const { id, revs } = await threeRevisions()
    const page = await transactions([id], {
      reverse: 'true',
      limit: '2',
      toTransaction: revs[1] as string,
      excludeMutations: 'true',
      effectFormat: 'mendoza',
    })
    expect(page.map((transaction) => transaction.id)).toEqual([revs[1], revs[0]])
    expect(page[0]).not.toHaveProperty('mutations')
    expect(page[0]?.effects?.[id]).toMatchObject({ apply: expect.any(Array), revert: expect.any(Array) })
    // excludeContent keeps the mutations: the Studio reads them from such an answer.
    expect((await transactions([id], { excludeContent: 'true' }))[0]?.mutations).toBeDefined()
  })

  it('fromTransaction, fromTime and toTime narrow the list; authors filters by who wrote', async () => {
    const { id, revs } = await threeRevisions()
    expect((await transactions([id], { fromTransaction: revs[1] as string })).map(({ id }) => id)).toEqual(
      revs.slice(1),
    )
    const all = await transactions([id])
    const ids = async (query: Record<string, string>) => (await transactions([id], query)).map(({ id }) => id)
    expect(await ids({ fromTime: String(all[2]?.timestamp) })).toContain(revs[2])
    expect(await ids({ toTime: String(all[0]?.timestamp) })).toContain(revs[0])
    expect(await ids({ fromTime: new Date(Date.now() + 60_000).toISOString() })).toEqual([])
    expect(await ids({ toTime: '2000-01-01T00:00:00Z' })).toEqual([])
    expect(await transactions([id], { authors: 'someone-else' })).toEqual([])
    expect(await transactions([id], { authors: String(all[0]?.author) })).toHaveLength(3)
  })
})

describe('finding and restoring a deleted document (RESTORE)', () => {
  it('every transaction of the dataset, newest first, shows the deletion; its last revision restores the document', async () => {
    const { id } = await threeRevisions()
    await client.delete(id)
    const recent = await transactions([], { reverse: 'true', limit: '1000', excludeContent: 'true' })
    const deletion = recent.find(
      (transaction) =>
        transaction.documentIDs.includes(id) && transaction.mutations?.some((mutation) => 'delete' in mutation),
    )
    expect(deletion).toBeDefined()
    expect(recent[0]?.id).toBe(deletion?.id)
    const [last] = (await revisions(id, { lastRevision: 'true' })).documents
    const { _rev, _updatedAt, ...restored } = last as Doc
    await client.createOrReplace(restored)
    expect((await client.getDocument(id))?.title).toBe('drei')
  })
})
