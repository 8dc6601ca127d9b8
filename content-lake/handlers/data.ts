import { getPublishedId } from '@sanity/client/csm'
import { dataError, unauthorized } from '../errors.ts'
import { corsHeaders, paramsFromSearch, readJson, sendJson, sendJsonText } from '../http.ts'
import { listenOptions } from '../listen.ts'
import { parsePerspective } from '../query.ts'
import type { Call } from '../router.ts'
import { datasetOf } from './dataset.ts'

/** Reads: the query endpoint, the listener, the Live Content API and the doc endpoint. */

export const JSON_LIMIT = 8 * 1024 * 1024

/** `GET /data/query/<dataset>?query=…&$param=…`, or POST with `{query, params, options}` for long queries. */
export async function query(call: Call) {
  const { lake, request, response, url, version, user } = call
  const dataset = datasetOf(call)
  let text: string
  let params: Record<string, unknown>
  let options: URLSearchParams = url.searchParams
  if (request.method === 'POST') {
    const body = await readJson(request, JSON_LIMIT)
    text = String(body.query ?? '')
    params = (body.params ?? {}) as Record<string, unknown>
    const merged = new URLSearchParams(url.searchParams)
    for (const [key, value] of Object.entries((body.options ?? {}) as Record<string, unknown>))
      merged.set(key, String(value))
    options = merged
  } else {
    text = url.searchParams.get('query') ?? ''
    params = paramsFromSearch(url.searchParams)
  }
  if (!text) throw dataError(400, 'queryParseError', 'The `query` parameter is missing')
  const perspective = parsePerspective(options.get('perspective'), version)
  const sourceMap = options.get('resultSourceMap')
  // Off the request path, with a time limit (query-runner.ts): a heavy query cannot stall the lake.
  const body = await lake.queries.run({
    dataset,
    documents: lake.store.documents(dataset),
    query: text,
    params,
    perspective,
    sourceMap: Boolean(sourceMap && sourceMap !== 'false'),
    returnQuery: options.get('returnQuery') !== 'false',
    context: { projectId: lake.projectId, dataset, identity: user.id },
  })
  sendJsonText(request, response, 200, body)
}

/** `GET /data/listen/<dataset>?query=…`: Server-Sent Events (listen.ts). */
export function listen(call: Call) {
  const { lake, request, response, url, version } = call
  const dataset = datasetOf(call)
  const text = url.searchParams.get('query') ?? ''
  if (!text) throw dataError(400, 'queryParseError', 'The `query` parameter is missing')
  lake.listeners.open(
    request,
    response,
    {
      dataset,
      query: text,
      params: paramsFromSearch(url.searchParams),
      options: listenOptions(url.searchParams, version),
    },
    corsHeaders(request),
  )
}

/**
 * `GET /data/live/events/<dataset>`: the Live Content API of a public dataset is public, as on
 * Sanity's API; drafts (`includeDrafts=true`) and private datasets need the token, and only a stream
 * that asked for drafts hears of them.
 */
export function liveEvents(call: Call) {
  const { lake, request, response, url } = call
  const includeDrafts = url.searchParams.get('includeDrafts') === 'true'
  const anonymous = request.headers.authorization === undefined && !includeDrafts
  if (!anonymous && !lake.authorized(request)) throw unauthorized()
  const dataset = datasetOf(call)
  if (anonymous && lake.store.datasets().find(({ name }) => name === dataset)?.aclMode !== 'public')
    throw unauthorized()
  lake.liveEvents.open(request, response, { dataset, includeDrafts }, corsHeaders(request))
}

/**
 * `GET /data/doc/<dataset>/<id>,<id>`: the documents, and the ids that do not exist in `omitted` (the
 * Studio asks with `excludeContent=true` only to learn which exist). With `includeAllVersions=true`,
 * every version of each document too: published, draft and release versions (sanity.io/docs/http-doc).
 */
export function doc(call: Call) {
  const { lake, request, response, params, url } = call
  const dataset = datasetOf(call)
  const ids = (params.ids ?? '').split(',').filter(Boolean)
  if (ids.length === 0) throw dataError(400, 'invalidRequest', 'No document ids given')
  const found = (id: string) => lake.store.get(dataset, id)
  const documents =
    url.searchParams.get('includeAllVersions') === 'true'
      ? lake.store.documents(dataset).filter(({ _id }) => ids.some((id) => getPublishedId(id) === getPublishedId(_id)))
      : ids.map(found).filter((document) => document !== undefined)
  const omitted = ids.filter((id) => found(id) === undefined).map((id) => ({ id, reason: 'existence' as const }))
  sendJson(request, response, 200, { documents, omitted })
}
