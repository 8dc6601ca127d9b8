import { documentEvents } from '../document-events.ts'
import { dataError } from '../errors.ts'
import { corsHeaders, sendJson } from '../http.ts'
import type { HistoryTransaction } from '../revision-log.ts'
import type { Call } from '../router.ts'
import { datasetOf } from './dataset.ts'

/** The history API: documents at a revision or time, transactions, document events. */

const idsOf = (list: string | undefined) => (list ?? '').split(',').filter(Boolean)

/**
 * `GET /data/history/<dataset>/documents/<id>,<id>?revision=…|time=…|lastRevision=true`: exactly one of
 * the three ("only one of them can be specified at a time", sanity.io/docs/http-reference/history).
 */
export function historyDocuments(call: Call) {
  const { lake, request, response, url, params } = call
  const dataset = datasetOf(call)
  const rev = url.searchParams.get('revision')
  const time = url.searchParams.get('time')
  const last = url.searchParams.get('lastRevision') === 'true'
  const given = [rev, time, last || null].filter((value) => value !== null && value !== '').length
  if (given !== 1)
    throw dataError(400, 'invalidRequest', 'Give exactly one of `revision`, `time` or `lastRevision=true`')
  if (time && Number.isNaN(Date.parse(time)))
    throw dataError(400, 'invalidRequest', `\`time\` is not a date and time: "${time}"`)
  const at = rev ? { rev } : time ? { time } : 'last'
  const documents = idsOf(params.ids)
    .map((id) => lake.store.revision(dataset, id, at))
    .filter((document) => document !== null)
  sendJson(request, response, 200, { documents })
}

/** The transactions between `from` and `to` (ids, both included), as far as each is found. */
function between(list: HistoryTransaction[], from: string | null, to: string | null): HistoryTransaction[] {
  let result = list
  if (from)
    result = result.slice(
      Math.max(
        0,
        result.findIndex(({ id }) => id === from),
      ),
    )
  if (to) {
    const end = result.findIndex(({ id }) => id === to)
    if (end >= 0) result = result.slice(0, end + 1)
  }
  return result
}

/**
 * `GET /data/history/<dataset>/transactions/<id>,<id>` (or without ids: every transaction of the
 * dataset): NDJSON, one transaction a line, oldest first, as the Studio's timeline reads it. Narrowed by
 * `fromTransaction`/`toTransaction`, `fromTime`/`toTime`, `authors`; then `reverse`, then `limit`.
 * `excludeMutations` leaves out the mutations (`excludeContent` keeps them: the Studio reads the mutations of
 * transactions it asked for with it), `effectFormat=mendoza` adds the effects.
 */
export function historyTransactions(call: Call) {
  const { lake, request, response, url, params } = call
  const dataset = datasetOf(call)
  const ids = idsOf(params.ids)
  const search = url.searchParams
  const withoutMutations = search.get('excludeMutations') === 'true'
  const identifiedOnly = ids.length > 0 && search.get('includeIdentifiedDocumentsOnly') === 'true'
  const fromTime = search.get('fromTime')
  const toTime = search.get('toTime')
  const authors = search.get('authors')?.split(',').filter(Boolean)
  for (const [name, value] of [
    ['fromTime', fromTime],
    ['toTime', toTime],
  ] as const)
    if (value && Number.isNaN(Date.parse(value)))
      throw dataError(400, 'invalidRequest', `\`${name}\` is not a date and time: "${value}"`)
  let list = between(lake.store.transactions(dataset, ids), search.get('fromTransaction'), search.get('toTransaction'))
  list = list.filter(
    ({ timestamp, author }) =>
      (!fromTime || Date.parse(timestamp) >= Date.parse(fromTime)) &&
      (!toTime || Date.parse(timestamp) <= Date.parse(toTime)) &&
      (!authors || authors.includes(author)),
  )
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
      ...(withoutMutations ? {} : { mutations: changes.flatMap(({ mutations }) => mutations) }),
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
