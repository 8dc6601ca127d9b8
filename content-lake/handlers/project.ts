import { dataError, notFound } from '../errors.ts'
import { parseJson, readBody, sendJson } from '../http.ts'
import { DOCUMENT_GRANTS, LOCAL_FEATURES, LOCAL_USER, project, usersLookup } from '../project.ts'
import type { Call, Handler } from '../router.ts'
import { JSON_LIMIT } from './data.ts'
import { datasetList } from './dataset.ts'

/**
 * The project, user and auth API the Studio asks at start (project.ts holds the answers), and the
 * services of Sanity's platform a local lake answers with "nothing here".
 */

/** A handler that answers `body` (a value, or made from the call). */
export const answer =
  (body: unknown | ((call: Call) => unknown)): Handler =>
  (call) =>
    sendJson(call.request, call.response, 200, typeof body === 'function' ? body(call) : body)

/** The one project there is; another id is Sanity's 404. */
function ownProject({ lake, params }: Call): void {
  if (params.project !== lake.projectId) throw notFound(`Project "${params.project}" not found`)
}

/** A route of `/projects/<id>/…`: checks the project id first. */
export const ofProject =
  (body: (call: Call) => unknown): Handler =>
  (call) => {
    ownProject(call)
    sendJson(call.request, call.response, 200, body(call))
  }

export const projectInfo = ofProject(({ lake }) => project(lake.projectId, lake.store.datasets()))

/** Add-on datasets (comments) are asked for with `?datasetProfile=…`: there are none. */
export const projectDatasets = ofProject(({ lake, url }) =>
  url.searchParams.has('datasetProfile') ? [] : datasetList(lake),
)

export const datasetAcl = ofProject(() => DOCUMENT_GRANTS)

export const projectGrants = ofProject(() => ({}))

export const userApplications = ofProject(() => [])

export const projectFeatures = ofProject(() => LOCAL_FEATURES)

export const projectRoles = ofProject(() => LOCAL_USER.roles)

export const users = answer(({ params }: Call) => usersLookup(params.ids ?? ''))

export const currentUser = answer(LOCAL_USER)

export const features = answer(LOCAL_FEATURES)

/** `GET /users/me/keyvalue/<key>,<key>`: the Studio's settings. */
export function readKeyValue({ lake, request, response, params }: Call) {
  const keys = (params.keys ?? '').split(',').filter(Boolean)
  sendJson(request, response, 200, lake.store.keyValue(keys))
}

/** `PUT /users/me/keyvalue` with `[{key, value}]`. */
export async function writeKeyValue({ lake, request, response }: Call) {
  const body = parseJson((await readBody(request, JSON_LIMIT)).toString('utf8') || '[]', 'The request body')
  const entries = (Array.isArray(body) ? body : [body]) as { key: string; value: unknown }[]
  if (!entries.every((entry) => entry && typeof entry.key === 'string'))
    throw dataError(400, 'invalidRequest', 'Expected [{key, value}]')
  lake.store.setKeyValue(entries)
  sendJson(request, response, 200, entries)
}
