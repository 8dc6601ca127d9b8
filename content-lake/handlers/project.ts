import { dataError, notFound } from '../errors.ts'
import { parseJson, readBody, sendJson } from '../http.ts'
import { DOCUMENT_GRANTS, currentUser as describeUser, LOCAL_FEATURES, project, usersLookup } from '../project.ts'
import type { Call, Handler } from '../router.ts'
import { mayUseDataset } from '../session.ts'
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

export const projectInfo = ofProject(({ lake, user }) =>
  project(lake.projectId, lake.store.datasets(), lake.sessions.users(), user),
)

/** Add-on datasets (comments) are asked for with `?datasetProfile=…`: there are none. */
export const projectDatasets = ofProject(({ lake, url }) =>
  url.searchParams.has('datasetProfile') ? [] : datasetList(lake),
)

/** The user's grants on a dataset: every permission, none on a private dataset without the office's role. */
export const datasetAcl = ofProject(({ lake, params, user }) => {
  const info = lake.store.datasets().find(({ name }) => name === params.dataset)
  return info && !mayUseDataset(user, info.aclMode) ? [] : DOCUMENT_GRANTS
})

export const projectGrants = ofProject(() => ({}))

export const userApplications = ofProject(() => [])

export const projectFeatures = ofProject(() => LOCAL_FEATURES)

export const projectRoles = ofProject(({ lake }) => [
  ...new Map(lake.sessions.users().flatMap((user) => user.roles.map((role) => [role.name, role]))).values(),
])

export const users = answer(({ lake, params, user }: Call) =>
  usersLookup(params.ids ?? '', lake.sessions.users(), user),
)

export const projectUsers = ofProject(({ lake, params, user }) =>
  usersLookup(params.ids ?? '', lake.sessions.users(), user),
)

export const currentUser = answer(({ user }: Call) => describeUser(user))

/** `GET /auth/id`: who the token is. */
export const authId = answer(({ user }: Call) => ({ id: user.id }))

export const features = answer(LOCAL_FEATURES)

/** The Studio's settings are each user's own, as on Sanity: stored under the user's id. */
const ownKey = (userId: string, key: string) => `${userId}:${key}`

/** `GET /users/me/keyvalue/<key>,<key>`: the Studio's settings. */
export function readKeyValue({ lake, request, response, params, user }: Call) {
  const keys = (params.keys ?? '').split(',').filter(Boolean)
  const values = lake.store.keyValue(keys.map((key) => ownKey(user.id, key)))
  sendJson(
    request,
    response,
    200,
    values.map(({ value }, index) => ({ key: keys[index], value })),
  )
}

/** `PUT /users/me/keyvalue` with `[{key, value}]`. */
export async function writeKeyValue({ lake, request, response, user }: Call) {
  const body = parseJson((await readBody(request, JSON_LIMIT)).toString('utf8') || '[]', 'The request body')
  const entries = (Array.isArray(body) ? body : [body]) as { key: string; value: unknown }[]
  if (!entries.every((entry) => entry && typeof entry.key === 'string'))
    throw dataError(400, 'invalidRequest', 'Expected [{key, value}]')
  lake.store.setKeyValue(entries.map(({ key, value }) => ({ key: ownKey(user.id, key), value })))
  sendJson(request, response, 200, entries)
}
