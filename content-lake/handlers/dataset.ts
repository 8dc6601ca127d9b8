import type { ServerResponse } from 'node:http'
import { apiError } from '../errors.ts'
import { exportPart, parseExportRequest } from '../export.ts'
import { corsHeaders, parseJson, readBody, sendJson } from '../http.ts'
import type { Call, LakeContext } from '../router.ts'
import type { DatasetInfo } from '../store.ts'

/**
 * Datasets: which exist, a new one, and the export of one (what `sanity dataset list`, `dataset
 * create`, `dataset export`, `documents validate` and `migration run` ask for).
 */

/** The `:dataset` of the route, refused with Sanity's 404 when the project has no such dataset. */
export function datasetOf({ lake, params }: Pick<Call, 'lake' | 'params'>): string {
  const name = params.dataset
  if (!name || !lake.store.hasDataset(name))
    throw apiError(404, `Dataset "${name ?? ''}" not found for project ID "${lake.projectId}"`)
  return name
}

/**
 * The datasets as Sanity lists them (@sanity/client's `DatasetsResponse`), without what the lake does
 * not record (who created a dataset and when).
 */
export function datasetList(lake: Pick<LakeContext, 'store'>) {
  return lake.store.datasets().map(({ name, aclMode }) => ({
    name,
    aclMode,
    addonFor: null,
    datasetProfile: 'content',
    features: [],
    tags: [],
  }))
}

/** `GET /datasets` (the project's own host; `/projects/<id>/datasets` is the same list). */
export function listDatasets({ lake, request, response }: Call) {
  sendJson(request, response, 200, datasetList(lake))
}

/** `GET /aliases`: dataset aliases are a feature of Sanity's paid plans; the lake has none. */
export function listAliases({ request, response }: Call) {
  sendJson(request, response, 200, [])
}

/** A dataset's settings are a few short fields. */
const SETTINGS_LIMIT = 64 * 1024

const ACL_MODES: readonly DatasetInfo['aclMode'][] = ['public', 'private']

/** Sanity's rules for a dataset name (as `sanity dataset create` checks them before asking). */
const DATASET_NAME = /^[a-z0-9][-_a-z0-9]*[a-z0-9]$/

/** `PUT /datasets/<name>` with `{aclMode}`: a new, empty dataset (`sanity dataset create`). */
export async function createDataset({ lake, request, response, params }: Call) {
  const name = params.dataset ?? ''
  if (!DATASET_NAME.test(name) || name.length > 64)
    throw apiError(
      400,
      'Dataset names are 2–64 lowercase letters, digits, dashes and underscores, beginning and ending with a letter or digit',
    )
  const text = (await readBody(request, SETTINGS_LIMIT)).toString('utf8')
  const settings = (text.trim() ? parseJson(text, 'The request body') : {}) as { aclMode?: unknown }
  const aclMode = (settings.aclMode ?? 'public') as DatasetInfo['aclMode']
  if (!ACL_MODES.includes(aclMode))
    throw apiError(
      400,
      `aclMode "${String(settings.aclMode)}" is not available on the local lake: use public or private`,
    )
  if (lake.store.hasDataset(name)) throw apiError(409, `Dataset "${name}" already exists`)
  lake.store.createDataset(name, aclMode)
  sendJson(request, response, 200, { datasetName: name, aclMode, description: null })
}

/** Waits until the response can take more, or until the client went away (false). */
function drained(response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (open: boolean) => {
      response.off('drain', onDrain)
      response.off('close', onClose)
      resolve(open)
    }
    const onDrain = () => done(true)
    const onClose = () => done(false)
    response.once('drain', onDrain)
    response.once('close', onClose)
  })
}

/**
 * `GET /data/export/<dataset>?types=…&nextCursor=…`: the dataset as NDJSON (export.ts), from the
 * snapshot the request began with (a write during a long export does not change what it sends).
 */
export async function exportDataset(call: Call) {
  const { lake, request, response, url } = call
  const dataset = datasetOf(call)
  const { documents, nextCursor } = exportPart(lake.store.documents(dataset), parseExportRequest(url.searchParams))
  response.writeHead(200, {
    ...corsHeaders(request),
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
  })
  if (request.method === 'HEAD') return void response.end()
  for (const document of documents)
    if (!response.write(`${JSON.stringify(document)}\n`) && !(await drained(response))) return
  // One write: the CLI's cursor mode looks for this line within one chunk of the stream.
  if (nextCursor !== null) response.write(`${JSON.stringify({ nextCursor })}\n`)
  response.end()
}
