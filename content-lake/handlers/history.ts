import { documentEvents } from '../document-events.ts'
import { dataError } from '../errors.ts'
import { corsHeaders, sendJson } from '../http.ts'
import type { Call } from '../router.ts'
import { datasetOf } from './dataset.ts'

/** The history API: documents at a revision or time, transactions, document events. */

const idsOf = (list: string | undefined) => (list ?? '').split(',').filter(Boolean)

/** `GET /data/history/<dataset>/documents/<id>,<id>?revision=…|time=…|lastRevision=true`. */
export function historyDocuments(call: Call) {
  const { lake, request, response, url, params } = call
  const dataset = datasetOf(call)
  const rev = url.searchParams.get('revision')
  const time = url.searchParams.get('time')
  const last = url.searchParams.get('lastRevision') === 'true'
  if (!rev && !time && !last) throw dataError(400, 'invalidRequest', 'Give `revision`, `time` or `lastRevision=true`')
  const at = rev ? { rev } : time ? { time } : 'last'
  const documents = idsOf(params.ids)
    .map((id) => lake.store.revision(dataset, id, at))
    .filter((document) => document !== null)
  sendJson(request, response, 200, { documents })
}

/** `GET /data/history/<dataset>/transactions/<id>,<id>`: NDJSON, one transaction a line, as the Studio's timeline reads it. */
export function historyTransactions(call: Call) {
  const { lake, request, response, url, params } = call
  const dataset = datasetOf(call)
  const ids = idsOf(params.ids)
  const search = url.searchParams
  const excludeMutations = search.get('excludeMutations') === 'true'
  const identifiedOnly = search.get('includeIdentifiedDocumentsOnly') === 'true'
  let list = lake.store.transactions(dataset, ids)
  const from = search.get('fromTransaction')
  const to = search.get('toTransaction')
  if (from)
    list = list.slice(
      Math.max(
        0,
        list.findIndex(({ id }) => id === from),
      ),
    )
  if (to) {
    const end = list.findIndex(({ id }) => id === to)
    if (end >= 0) list = list.slice(0, end + 1)
  }
  if (search.get('reverse') === 'true') list = list.reverse()
  const limit = Number(search.get('limit') ?? '')
  if (Number.isInteger(limit) && limit > 0) list = list.slice(0, limit)
  const lines = list.map((transaction) => {
    const changes = identifiedOnly ? transaction.changes.filter(({ id }) => ids.includes(id)) : transaction.changes
    return JSON.stringify({
      id: transaction.id,
      timestamp: transaction.timestamp,
      author: transaction.author,
      documentIDs: changes.map(({ id }) => id),
      ...(excludeMutations ? {} : { mutations: changes.flatMap(({ mutations }) => mutations) }),
      ...(search.get('effectFormat') === 'mendoza'
        ? { effects: Object.fromEntries(changes.map(({ id, effects }) => [id, effects])) }
        : {}),
    })
  })
  response.writeHead(200, { ...corsHeaders(request), 'content-type': 'application/x-ndjson; charset=utf-8' })
  response.end(lines.length ? `${lines.join('\n')}\n` : '')
}

/** `GET /data/history/<dataset>/events/documents/<id>`: the document group's events, newest first (document-events.ts). */
export function historyEvents(call: Call) {
  const { lake, request, response, url, params } = call
  const dataset = datasetOf(call)
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 100) || 100, 1), 500)
  sendJson(
    request,
    response,
    200,
    documentEvents(lake.store, dataset, params.id ?? '', { limit, cursor: url.searchParams.get('nextCursor') }),
  )
}
