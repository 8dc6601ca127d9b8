import {
  auth,
  base,
  client,
  type Doc,
  type ListenerEvent,
  listen,
  newId,
  running,
  startLakeForThisFile,
  withoutRev,
} from '@tests/support/content-lake-api'
import { LAKE_DATASET } from '@tests/support/local-content-lake'
import { applyPatch } from 'mendoza'
import { describe, expect, it } from 'vitest'

/** The local Content Lake's HTTP contract: the listener (tests/support/content-lake-api.ts). */

startLakeForThisFile()

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
        `${base}/data/listen/${LAKE_DATASET}?query=${encodeURIComponent(query)}&enableResume=true&includeResult=true`,
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
