import type { LiveEvent } from '@sanity/client'
import {
  ACTION,
  auth,
  base,
  client,
  type ListenerEvent,
  listen,
  newId,
  running,
  startLakeForThisFile,
  withoutRev,
} from '@tests/support/content-lake-api'
import { LAKE_DATASET, startLocalLake } from '@tests/support/local-content-lake'
import { applyPatch } from 'mendoza'
import { describe, expect, it } from 'vitest'

/**
 * The listener and the Live Content API as @sanity/client uses them (`client.listen`, `client.live.events`),
 * each documented behaviour once. Sources: the Listen API reference (sanity.io/docs/listening),
 * the Live Content API (sanity.io/docs/content-lake/live-content-api) and @sanity/client 8.15's
 * `ListenOptions` and `MutationEvent` (src/types.ts, src/data/listen.ts, src/data/live.ts).
 */

startLakeForThisFile()

/** Waits until a listener has `count` mutation events, then closes it and returns them. */
async function mutations(listener: ReturnType<typeof listen>, count: number) {
  await listener.until((events) => events.filter(({ type }) => type === 'mutation').length >= count, `${count} events`)
  listener.close()
  return listener.mutations()
}

/** The status and body of a listener request the API refuses (sent as the client would, with the token). */
async function refused(search: string) {
  const response = await fetch(`${base}/data/listen/${LAKE_DATASET}?query=${encodeURIComponent('*')}&${search}`, {
    headers: { ...auth(), accept: 'text/event-stream' },
    // An accepted listener never ends: a stream that opens is cut off and fails the test quickly.
    signal: AbortSignal.timeout(5000),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('client.listen (sanity.io/docs/listening)', () => {
  it('sends `welcome` with the listener’s name first (docs: “welcome event”)', async () => {
    const listener = listen('*[_id == "nothing"]')
    await listener.welcomed()
    listener.close()
    expect(listener.events[0]).toMatchObject({ type: 'welcome', listenerName: expect.any(String) })
  })

  it('a mutation event has the fields of @sanity/client’s MutationEvent', async () => {
    const id = newId('fields')
    const listener = listen('*[_id == $id]', { id })
    await listener.welcomed()
    const { transactionId } = await client.create({ _id: id, _type: 'note', title: 'A' }, { returnDocuments: false })
    const [event] = await mutations(listener, 1)
    expect(event).toMatchObject({
      type: 'mutation',
      eventId: `${transactionId}#${id}`,
      documentId: id,
      transactionId,
      transition: 'appear',
      identity: expect.any(String),
      mutations: [{ create: expect.objectContaining({ _id: id, title: 'A' }) }],
      resultRev: transactionId,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      transactionTotalEvents: 1,
      transactionCurrentEvent: 0,
      visibility: expect.stringMatching(/^(query|transaction)$/),
    })
    // "previousRev: the revision ID of the document before the mutation": a new document had none.
    expect(event).not.toHaveProperty('previousRev')
  })

  it('includeResult: the document after the change with the client’s default (true); none with false', async () => {
    const id = newId('result')
    const withResult = listen('*[_id == $id]', { id })
    // The client sends no parameter for a false option (src/data/encodeQueryString.ts): the API must not
    // include the result unless asked. The Studio listens so, with includeResult: false.
    const without = listen('*[_id == $id]', { id }, { includeResult: false })
    await Promise.all([withResult.welcomed(), without.welcomed()])
    await client.create({ _id: id, _type: 'note', title: 'R' })
    const [[carried], [bare]] = await Promise.all([mutations(withResult, 1), mutations(without, 1)])
    expect(carried?.result).toMatchObject({ _id: id, _type: 'note', title: 'R' })
    expect(bare).not.toHaveProperty('result')
  })

  it('includePreviousRevision: the document before the change, null for a new one; nothing unless asked', async () => {
    const id = newId('previous')
    const listener = listen('*[_id == $id]', { id }, { includePreviousRevision: true })
    const plain = listen('*[_id == $id]', { id })
    await Promise.all([listener.welcomed(), plain.welcomed()])
    const created = await client.create({ _id: id, _type: 'note', title: 'before' })
    await client.patch(id).set({ title: 'after' }).commit()
    const [[first, second], plainEvents] = await Promise.all([mutations(listener, 2), mutations(plain, 2)])
    // "may be null in the case of a new document" (ListenOptions.includePreviousRevision).
    expect(first?.previous).toBeNull()
    expect(second?.previous).toEqual(created)
    for (const event of plainEvents) expect(event).not.toHaveProperty('previous')
  })

  it('includeMutations: the mutations by default; none with false (“to reduce bandwidth usage”)', async () => {
    const id = newId('mutations')
    const listener = listen('*[_id == $id]', { id }, { includeMutations: false })
    const plain = listen('*[_id == $id]', { id })
    await Promise.all([listener.welcomed(), plain.welcomed()])
    await client.create({ _id: id, _type: 'note' })
    const [[bare], [full]] = await Promise.all([mutations(listener, 1), mutations(plain, 1)])
    expect(bare).not.toHaveProperty('mutations')
    expect(full?.mutations).toEqual([{ create: expect.objectContaining({ _id: id }) }])
  })

  it('effectFormat mendoza: `effects.apply` turns the previous document into the result, `revert` back', async () => {
    const id = newId('effects')
    const listener = listen(
      '*[_id == $id]',
      { id },
      { effectFormat: 'mendoza', includePreviousRevision: true, includeResult: true },
    )
    const plain = listen('*[_id == $id]', { id })
    await Promise.all([listener.welcomed(), plain.welcomed()])
    await client.create({ _id: id, _type: 'note', title: 'A', list: [1, 2], nested: { a: 1, b: 2 } })
    await client.patch(id).set({ title: 'B', 'nested.b': 3 }).unset(['list']).commit()
    await client.delete(id)
    const [events, plainEvents] = await Promise.all([mutations(listener, 3), mutations(plain, 3)])
    for (const event of events) {
      const effects = event.effects as { apply: unknown[]; revert: unknown[] }
      const before = withoutRev(event.previous)
      const after = withoutRev(event.result)
      expect(applyPatch(before as never, effects.apply as never)).toEqual(after)
      expect(applyPatch(after as never, effects.revert as never)).toEqual(before)
    }
    for (const event of plainEvents) expect(event).not.toHaveProperty('effects')
  })

  it('effectFormat: any format but mendoza is refused (“the only allowed value”)', async () => {
    const { status } = await refused('effectFormat=json')
    expect(status).toBe(400)
  })

  it('visibility: asked for `query`, an event is visible to queries when it arrives; unknown values are refused', async () => {
    const id = newId('visible')
    const listener = listen('*[_id == $id]', { id }, { visibility: 'query' })
    await listener.welcomed()
    await client.create({ _id: id, _type: 'note', title: 'seen' })
    const [event] = await mutations(listener, 1)
    // "The visibility event field will indicate the actual visibility."
    expect(event?.visibility).toBe('query')
    expect(await client.getDocument(id)).toMatchObject({ title: 'seen' })
    expect((await refused('visibility=sometimes')).status).toBe(400)
  })

  it('tag: a tagged listener (“to identify the request in logs”) hears what an untagged one hears', async () => {
    const id = newId('tagged')
    const listener = listen('*[_id == $id]', { id }, { tag: 'contract.listen' })
    await listener.welcomed()
    await client.create({ _id: id, _type: 'note' })
    const [event] = await mutations(listener, 1)
    expect(event).toMatchObject({ documentId: id, transition: 'appear' })
  })

  it('includeAllVersions: from API 2025-02-19 drafts only with it; before that version drafts by default', async () => {
    const id = newId('versions')
    const draftId = `drafts.${id}`
    const published = listen('*[_id in $ids]', { ids: [id, draftId] })
    const all = listen('*[_id in $ids]', { ids: [id, draftId] }, { includeAllVersions: true })
    const legacy: ListenerEvent[] = []
    const subscription = running
      .client({ apiVersion: '2021-06-07' })
      .listen('*[_id in $ids]', { ids: [id, draftId] }, { events: ['welcome', 'mutation'] } as never)
      .subscribe((event) => legacy.push(event as unknown as ListenerEvent))
    await Promise.all([published.welcomed(), all.welcomed()])
    await expect.poll(() => legacy.length).toBe(1)
    await client.create({ _id: draftId, _type: 'note', title: 'draft' })
    await client.create({ _id: id, _type: 'note', title: 'published' })
    const [onlyPublished, everything] = await Promise.all([mutations(published, 1), mutations(all, 2)])
    await expect.poll(() => legacy.length).toBe(3)
    subscription.unsubscribe()
    // "As of API Version >= v2025-02-19, only events for published documents will be included by default".
    expect(onlyPublished.map(({ documentId }) => documentId)).toEqual([id])
    expect(everything.map(({ documentId }) => documentId)).toEqual([draftId, id])
    expect(legacy.slice(1).map(({ documentId }) => documentId)).toEqual([draftId, id])
  })

  it('transactionTotalEvents counts this listener’s events of the transaction; transactionCurrentEvent is zero-based', async () => {
    const tag = newId('tx')
    const narrow = listen('*[_type == "note" && tag == $tag]', { tag })
    const wide = listen('*[tag == $tag]', { tag })
    await Promise.all([narrow.welcomed(), wide.welcomed()])
    await client
      .transaction()
      .create({ _id: newId('n'), _type: 'note', tag })
      .create({ _id: newId('n'), _type: 'note', tag })
      .create({ _id: newId('o'), _type: 'other', tag })
      .commit()
    const [narrowEvents, wideEvents] = await Promise.all([mutations(narrow, 2), mutations(wide, 3)])
    // "this number only includes the documents that matches the given filter" (MutationEvent).
    expect(narrowEvents.map((event) => event.transactionTotalEvents)).toEqual([2, 2])
    expect(wideEvents.map((event) => event.transactionTotalEvents)).toEqual([3, 3, 3])
    expect(wideEvents.map((event) => event.transactionCurrentEvent)).toEqual([0, 1, 2])
  })
})

describe('visibility “transaction”: events as soon as a transaction is committed', () => {
  it('a listener hears of a write before the write is answered, however long the answer takes', async () => {
    // The lake answers writes after a delay (CONTENT_LAKE_WRITE_DELAY_MS, 200 ms in `npm run dev`); Sanity
    // sends a transaction's events when it commits, so another editor's Studio hears of it at once.
    const slow = await startLocalLake({ writeDelayMs: 2000 })
    try {
      const slowClient = slow.client()
      const id = newId('early')
      const events: ListenerEvent[] = []
      const subscription = slowClient
        .listen('*[_id == $id]', { id }, { events: ['welcome', 'mutation'] } as never)
        .subscribe((event) => events.push(event as unknown as ListenerEvent))
      await expect.poll(() => events.length).toBe(1)
      let answered = false
      const write = slowClient.create({ _id: id, _type: 'note' }).then(() => {
        answered = true
      })
      await expect.poll(() => events.length, { timeout: 1500 }).toBe(2)
      expect(answered).toBe(false)
      await write
      subscription.unsubscribe()
    } finally {
      await slow.stop()
    }
  })
})

describe('the publish action as the Studio’s pair listener hears it (includeAllVersions, mendoza, no result)', () => {
  /** The options of the Studio's document pair listener (sanity 6.16, store/document/getPairListener.ts). */
  const PAIR_LISTENER = {
    includeResult: false,
    includeAllVersions: true,
    enableResume: true,
    effectFormat: 'mendoza',
    tag: 'document.pair.listen',
  }

  it('an edit chains onto the draft; a publish deletes the draft and replaces the published document in one transaction of two events', async () => {
    const publishedId = newId('pair')
    const draftId = `drafts.${publishedId}`
    const created = await client.create({ _id: publishedId, _type: 'note', title: 'Winter' })
    const listener = listen('*[_id in $ids]', { ids: [publishedId, draftId] }, PAIR_LISTENER)
    await listener.welcomed()
    // Typing in the Studio: an edit creates the draft from the published document and patches it.
    const edit = await client.action(
      { actionType: `${ACTION}.edit`, draftId, publishedId, patch: { set: { title: 'Winterd' } } },
      { transactionId: newId('edit') },
    )
    const publish = await client.action(
      { actionType: `${ACTION}.publish`, draftId, publishedId, ifPublishedRevisionId: created._rev },
      { transactionId: newId('publish') },
    )
    // An edit the server applies after the publish (sent before its events arrived) starts a new draft.
    const late = await client.action(
      { actionType: `${ACTION}.edit`, draftId, publishedId, patch: { set: { title: 'Winterdi' } } },
      { transactionId: newId('late') },
    )
    const events = await mutations(listener, 4)
    const [edited, ...rest] = events
    expect(edited).toMatchObject({
      documentId: draftId,
      transactionId: edit.transactionId,
      transition: 'appear',
      resultRev: edit.transactionId,
      transactionTotalEvents: 1,
    })
    expect(edited?.mutations).toEqual([
      { createIfNotExists: expect.objectContaining({ _id: draftId, title: 'Winter' }) },
      { patch: { id: draftId, set: { title: 'Winterd' } } },
    ])
    const published = rest.filter(({ transactionId }) => transactionId === publish.transactionId)
    const draftGone = published.find(({ documentId }) => documentId === draftId)
    const live = published.find(({ documentId }) => documentId === publishedId)
    // One transaction, two events: the Studio waits for transactionTotalEvents before it applies either.
    expect(published.map(({ transactionTotalEvents }) => transactionTotalEvents)).toEqual([2, 2])
    expect(published.map(({ transactionCurrentEvent }) => transactionCurrentEvent).sort()).toEqual([0, 1])
    expect(draftGone).toMatchObject({
      transition: 'disappear',
      previousRev: edit.transactionId,
      resultRev: publish.transactionId,
      mutations: [{ delete: { id: draftId } }],
    })
    expect(live).toMatchObject({ transition: 'update', previousRev: created._rev, resultRev: publish.transactionId })
    expect(live?.mutations).toEqual([
      { createOrReplace: expect.objectContaining({ _id: publishedId, title: 'Winterd' }) },
    ])
    for (const event of published) expect(event).not.toHaveProperty('result')
    expect(events.at(-1)).toMatchObject({
      documentId: draftId,
      transactionId: late.transactionId,
      transition: 'appear',
      mutations: [
        { createIfNotExists: expect.objectContaining({ _id: draftId, title: 'Winterd' }) },
        { patch: { id: draftId, set: { title: 'Winterdi' } } },
      ],
    })
    expect(events.at(-1)).not.toHaveProperty('previousRev')
    expect((await client.getDocument(draftId))?.title).toBe('Winterdi')
  })
})

describe('client.live.events (sanity.io/docs/content-lake/live-content-api)', () => {
  /** Collects a live stream's events. */
  function live(liveClient: typeof client, includeDrafts: boolean) {
    const events: LiveEvent[] = []
    const subscription = liveClient.live.events({ includeDrafts }).subscribe((event) => events.push(event))
    return {
      events,
      messages: () => events.filter((event) => event.type === 'message'),
      welcomed: () => expect.poll(() => events.some(({ type }) => type === 'welcome')).toBe(true),
      close: () => subscription.unsubscribe(),
    }
  }

  it('the public stream names what a published change touched, and says nothing of a change to drafts alone', async () => {
    const id = newId('live')
    const anonymous = live(running.client({ token: undefined, useCdn: false }), false)
    const withDrafts = live(client, true)
    await Promise.all([anonymous.welcomed(), withDrafts.welcomed()])
    // A draft alone, then the published document: the public stream hears only of the second.
    await client.create({ _id: `drafts.${id}`, _type: 'note', title: 'draft' })
    await client.create({ _id: id, _type: 'note', title: 'published' })
    await expect.poll(() => withDrafts.messages().length).toBe(2)
    await expect.poll(() => anonymous.messages().length).toBe(1)
    anonymous.close()
    withDrafts.close()

    // The tags name what a live client refetches: a published query's answer for the published change
    // only; a drafts query's answer for both.
    const query = '*[_id == $id][0].title'
    const publishedAnswer = await client.fetch(query, { id }, { filterResponse: false, perspective: 'published' })
    const draftsAnswer = await client.fetch(query, { id }, { filterResponse: false, perspective: 'drafts' })
    const names = (tags: string[] | undefined, message: LiveEvent | undefined) =>
      message?.type === 'message' && message.tags.some((tag) => tags?.includes(tag))
    const [draftChange, publishedChange] = withDrafts.messages()
    expect(names(publishedAnswer.syncTags, anonymous.messages()[0])).toBe(true)
    expect(names(publishedAnswer.syncTags, draftChange)).toBe(false)
    expect(names(draftsAnswer.syncTags, draftChange)).toBe(true)
    expect(names(draftsAnswer.syncTags, publishedChange)).toBe(true)
  })
})
