import type { IncomingMessage, ServerResponse } from 'node:http'
import { isPublishedId, isVersionId } from '@sanity/client/csm'
import { apiError } from './errors.ts'
import { apiVersionDate, listenFilter } from './query.ts'
import type { DocumentChange, LakeDocument, LakeStore, Transaction } from './store.ts'
import { transactionSyncTags } from './sync-tags.ts'

/**
 * The listener (`GET /data/listen/<dataset>?query=…`): Server-Sent Events, `welcome` first, then a
 * `mutation` event for each document a transaction changed that matched the filter before or after.
 * Each event carries what the Studio checks: the client's `transactionId`, `previousRev`/`resultRev`
 * (the chain of revisions it follows per document), and how many events the transaction has for this
 * listener; the mutations, the mendoza `effects`, the resulting and the previous document as asked.
 *
 * With `enableResume`, a client reconnecting with `Last-Event-ID` gets `welcomeback` and the events
 * it missed, or `reset` when that position is unknown.
 *
 * https://www.sanity.io/docs/listening (the parameters), @sanity/client's `ListenOptions`
 */

export type ListenOptions = {
  /** `result`: the document after the change. Off unless asked (the client asks by default). */
  includeResult: boolean
  /** `previous`: the document before the change (null for a created one). */
  includePreviousRevision: boolean
  /** `mutations`: on unless turned off. */
  includeMutations: boolean
  /** `effects` in mendoza format (the only format there is). */
  effects: boolean
  enableResume: boolean
  /** Which documents the listener hears of, by id (`includeAllVersions` and the API version). */
  variants: (id: string) => boolean
}

const HEARTBEAT_MS = 25_000
/** A resuming listener is given at most this many missed transactions; beyond it, `reset`. */
const RESUME_LIMIT = 500
/** `visibility`: events as soon as a transaction is committed, or once queries see it. */
const VISIBILITIES = ['transaction', 'query']

/**
 * The listener's parameters as @sanity/client sends them: a boolean only when it is true (the client
 * leaves false ones out), except `includeMutations`, which is on unless `false` is sent. Unknown
 * values of the enumerated parameters are refused, as the API documents them.
 */
export function listenOptions(search: URLSearchParams, version: string): ListenOptions {
  const flag = (name: string, fallback: boolean) => {
    const value = search.get(name)
    return value === null ? fallback : value === 'true' || value === '1'
  }
  const effectFormat = search.get('effectFormat')
  if (effectFormat !== null && effectFormat !== 'mendoza')
    throw apiError(400, `effectFormat "${effectFormat}" is not supported: the only format is "mendoza"`)
  const visibility = search.get('visibility')
  if (visibility !== null && !VISIBILITIES.includes(visibility))
    throw apiError(400, `visibility must be one of ${VISIBILITIES.join(', ')}, not "${visibility}"`)
  // From API version 2025-02-19 a listener hears of published documents only, unless it asks for all
  // versions (@sanity/client ListenOptions.includeAllVersions); before it, of drafts too, never of
  // release versions (the 2025-02-19 changelog of the Content Lake).
  const allVersions = flag('includeAllVersions', false)
  const publishedOnly = apiVersionDate(version) >= '2025-02-19'
  return {
    includeResult: flag('includeResult', false),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    effects: effectFormat === 'mendoza',
    enableResume: flag('enableResume', false),
    variants: allVersions ? () => true : publishedOnly ? isPublishedId : (id) => !isVersionId(id),
  }
}

type Connection = {
  response: ServerResponse
  dataset: string
  matches: (document: LakeDocument) => Promise<boolean>
  options: ListenOptions
}

/** Starts a Server-Sent Events answer with a heartbeat; `onClose` runs once the client is gone. */
function openEventStream(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
  onClose: () => void,
): void {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS)
  heartbeat.unref()
  const close = () => {
    clearInterval(heartbeat)
    onClose()
  }
  request.on('close', close)
  response.on('close', close)
}

function write(response: ServerResponse, event: string, data: unknown, id?: string) {
  response.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
}

async function changeMatches(connection: Connection, change: DocumentChange) {
  if (!connection.options.variants(change.id)) return null
  const before = change.previous ? await connection.matches(change.previous) : false
  const after = change.next ? await connection.matches(change.next) : false
  if (!before && !after) return null
  return before && after ? 'update' : after ? 'appear' : 'disappear'
}

async function eventsFor(connection: Connection, transaction: Transaction) {
  const { options } = connection
  const matched: { change: DocumentChange; transition: string }[] = []
  for (const change of transaction.changes) {
    const transition = await changeMatches(connection, change)
    if (transition) matched.push({ change, transition })
  }
  return matched.map(({ change, transition }, index) => ({
    id: `${transaction.id}#${change.id}`,
    data: {
      eventId: `${transaction.id}#${change.id}`,
      documentId: change.id,
      transactionId: transaction.id,
      transition,
      identity: transaction.author,
      ...(options.includeMutations ? { mutations: change.mutations } : {}),
      ...(options.includeResult && change.next ? { result: change.next } : {}),
      ...(options.includePreviousRevision ? { previous: change.previous } : {}),
      ...(change.previous?._rev ? { previousRev: change.previous._rev } : {}),
      // Every change's result revision is its transaction, a deletion's too (the Studio chains events
      // from previousRev to resultRev, and waits 30 s for a chain that has a gap).
      resultRev: transaction.id,
      timestamp: transaction.timestamp,
      // The event's actual visibility: the lake commits a transaction in memory, where queries run,
      // before it tells any listener, so every event is visible to queries, whichever was asked.
      visibility: 'query',
      ...(options.effects ? { effects: change.effects } : {}),
      transactionTotalEvents: matched.length,
      // Zero-based (@sanity/client MutationEvent: "the index is zero-based").
      transactionCurrentEvent: index,
    },
  }))
}

export class Listeners {
  readonly #store: LakeStore
  readonly #connections = new Set<Connection>()
  /** Events are written in commit order, whatever the filters take to evaluate. */
  #queue: Promise<void> = Promise.resolve()

  constructor(store: LakeStore) {
    this.#store = store
    store.onCommit((transaction) => {
      this.#queue = this.#queue.then(async () => {
        for (const connection of this.#connections)
          if (connection.dataset === transaction.dataset) await this.#send(connection, transaction)
      })
    })
  }

  get size(): number {
    return this.#connections.size
  }

  async #send(connection: Connection, transaction: Transaction) {
    if (connection.response.writableEnded || connection.response.destroyed) return
    try {
      for (const { id, data } of await eventsFor(connection, transaction))
        write(connection.response, 'mutation', data, id)
    } catch (error) {
      write(connection.response, 'channelError', { message: (error as Error).message })
    }
  }

  /**
   * Opens the stream. The filter has been parsed before (a bad query is a 400, not an event). Listener
   * name and resume handling as the Content Lake's.
   */
  open(
    request: IncomingMessage,
    response: ServerResponse,
    {
      dataset,
      query,
      params,
      options,
    }: {
      dataset: string
      query: string
      params: Record<string, unknown>
      options: ListenOptions
    },
    headers: Record<string, string>,
  ): void {
    const matches = listenFilter(query, params)
    const connection: Connection = { response, dataset, matches, options }
    openEventStream(request, response, headers, () => this.#connections.delete(connection))
    const lastEventId = request.headers['last-event-id']
    const listenerName = `local-${Math.random().toString(36).slice(2, 10)}`
    this.#queue = this.#queue.then(async () => {
      if (response.writableEnded || response.destroyed) return
      if (options.enableResume && typeof lastEventId === 'string' && lastEventId) {
        const missed = this.#missedSince(dataset, lastEventId)
        if (missed) {
          write(response, 'welcomeback', { listenerName })
          for (const transaction of missed) await this.#send(connection, transaction)
        } else write(response, 'reset', { listenerName })
      } else write(response, 'welcome', { listenerName })
      this.#connections.add(connection)
    })
  }

  #missedSince(dataset: string, lastEventId: string): Transaction[] | null {
    const transactionId = lastEventId.split('#')[0] ?? ''
    const seq = this.#store.transactionSeq(transactionId)
    if (seq === undefined) return null
    const after = this.#store.transactionsAfter(dataset, seq, RESUME_LIMIT + 1)
    if (after.length > RESUME_LIMIT) return null
    return after.flatMap(({ id }) => this.#store.transaction(id) ?? [])
  }

  /** Ends every stream (the lake is stopping). */
  closeAll(): void {
    for (const connection of this.#connections) connection.response.end()
    this.#connections.clear()
  }
}

/**
 * The Live Content API (`/data/live/events/<dataset>`): `welcome`, then a `message` after each
 * transaction with the sync tags of what it changed (sync-tags.ts). Only a stream with `includeDrafts`
 * hears of drafts; a transaction that changed nothing else is not announced to the others.
 * https://www.sanity.io/docs/content-lake/live-content-api
 */
export class LiveEvents {
  readonly #connections = new Set<{ response: ServerResponse; dataset: string; includeDrafts: boolean }>()

  constructor(store: LakeStore) {
    store.onCommit((transaction) => {
      for (const { response, dataset, includeDrafts } of this.#connections) {
        if (dataset !== transaction.dataset || response.writableEnded) continue
        const tags = transactionSyncTags(transaction.changes, { includeDrafts })
        if (tags.length > 0) write(response, 'message', { tags }, transaction.id)
      }
    })
  }

  open(
    request: IncomingMessage,
    response: ServerResponse,
    { dataset, includeDrafts }: { dataset: string; includeDrafts: boolean },
    headers: Record<string, string>,
  ): void {
    const connection = { response, dataset, includeDrafts }
    openEventStream(request, response, headers, () => this.#connections.delete(connection))
    write(response, 'welcome', {})
    this.#connections.add(connection)
  }

  closeAll(): void {
    for (const { response } of this.#connections) response.end()
    this.#connections.clear()
  }
}
