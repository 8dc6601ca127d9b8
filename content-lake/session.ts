import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CONTENT_EDITOR_ROLE, mayReadInbox, OFFICE_ROLE } from '../shared/inbox-access.ts'
import { apiError, dataError } from './errors.ts'
import { fromSite, parseJson, readBody, sendJson } from './http.ts'
import { canTellPeerUsers, type PeerUser, peerUser } from './peer-user.ts'

/**
 * Who is who on the lake: its tokens and the users behind them (docs/decisions.md, „The token stays
 * with its owner“ and „One identity per browser“).
 *
 *  - The server token: made anew at every start, so a token captured once dies with the process. It
 *    is the lake's own robot with every permission, for the site's server (launch.ts hands it over in
 *    its environment) and for programs of the user who started the lake: `GET /local/session` over a
 *    connection that user owns, from no browser (the CLI, the tests).
 *  - A browser session per browser: a page of the site asks `POST /local/session` and gets a token of
 *    its own and a user of its own, named as the browser chose („Redaktion 1“ when it did not). The
 *    browser keeps the token where the Studio keeps one (localStorage of the site's origin), so a
 *    „browser“ is a browser profile at one origin of the site: its tabs and windows are one user,
 *    another profile, a private window or another browser is another. A browser also sends an id of
 *    its own, so it stays the same user across restarts of the lake; its token does not.
 *
 * Both only to the user who started the lake: the connection's owner (peer-user.ts) must be this
 * process's user, so another account on the machine is refused, as it is refused the working copy
 * (0700). A browser session only to the site's pages, at the origins the site holds (loopback.ts).
 */

export type LakeRole = { name: string; title: string; description: string }

export type LakeUser = {
  id: string
  name: string
  email: string
  roles: LakeRole[]
  robot: boolean
}

const ADMINISTRATOR: LakeRole = {
  name: 'administrator',
  title: 'Administrator',
  description: 'Read and write access to all datasets',
}
const CONTENT_EDITOR: LakeRole = {
  name: CONTENT_EDITOR_ROLE,
  title: 'Redaktion',
  description: 'Reads and edits the website’s content; no access to the inbox',
}
const OFFICE: LakeRole = {
  name: OFFICE_ROLE,
  title: 'Büro',
  description: 'Edits the website’s content and reads and handles the inbox (the private submissions dataset)',
}

/** The roles a browser may ask for: the office also edits content, as a small company's office does. */
const BROWSER_ROLES: Record<string, LakeRole[]> = {
  [CONTENT_EDITOR_ROLE]: [CONTENT_EDITOR],
  [OFFICE_ROLE]: [CONTENT_EDITOR, OFFICE],
}

/** The robot behind the server token. */
export const LAKE_ROBOT: LakeUser = {
  id: 'pLocalLake',
  name: 'Website (lokaler Server)',
  email: 'website@localhost',
  roles: [ADMINISTRATOR],
  robot: true,
}

/** Who calls an open route without a token (Sanity's identity for the public). */
export const ANONYMOUS: LakeUser = { id: 'everyone', name: 'Öffentlich', email: '', roles: [], robot: false }

/** Whether `user` may use `dataset` at all: a private dataset (the office's submissions) needs the office. */
export function mayUseDataset(user: LakeUser, aclMode: 'public' | 'private'): boolean {
  return aclMode === 'public' || mayReadInbox(user.roles)
}

type KnownUser = { name: string; role: string }

/** Where the lake remembers the users browsers have been (the working copy's meta table). */
export type UserMemory = { meta(key: string): string | undefined; setMeta(key: string, value: string): void }

const USERS_KEY = 'users'
const BROWSER_ID = /^[A-Za-z0-9_-]{16,64}$/
const MAX_NAME = 60
const digest = (value: string) => createHash('sha256').update(value).digest('base64url')

export class Sessions {
  /** The server token (see above); no other process knows it until it is handed over. */
  readonly serverToken: string
  readonly #byDigest = new Map<string, LakeUser>()
  readonly #memory: UserMemory

  constructor(memory: UserMemory, serverToken = randomBytes(32).toString('base64url')) {
    this.#memory = memory
    this.serverToken = serverToken
    this.#byDigest.set(digest(serverToken), LAKE_ROBOT)
  }

  /** The user of an `Authorization: Bearer <token>` header, or undefined. Compared as digests. */
  userOf(authorization: string | undefined): LakeUser | undefined {
    // The scheme is case-insensitive (RFC 9110 §11.1): @sanity/migrate sends `bearer`.
    const token = authorization && /^bearer /i.test(authorization) ? authorization.slice('bearer '.length) : ''
    return token ? this.#byDigest.get(digest(token)) : undefined
  }

  /**
   * The browser's session: the token it holds when that is still a session of the same browser
   * (a reload, another tab), else a new token for the browser's user, whose name and role it may
   * change with each sign-in.
   */
  open(request: { token?: unknown; browser?: unknown; name?: unknown; role?: unknown }): {
    token: string
    user: LakeUser
  } {
    const { browser, name, role } = request
    if (typeof browser !== 'string' || !BROWSER_ID.test(browser))
      throw dataError(
        400,
        'invalidRequest',
        '"browser" must be 16–64 letters, digits, "-" or "_" (made once per browser)',
      )
    const roles = BROWSER_ROLES[typeof role === 'string' ? role : CONTENT_EDITOR_ROLE]
    if (!roles) throw dataError(400, 'invalidRequest', `"role" must be one of ${Object.keys(BROWSER_ROLES).join(', ')}`)
    const chosen = typeof name === 'string' ? name.trim() : ''
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (chosen.length > MAX_NAME || /[\u0000-\u001f\u007f]/.test(chosen))
      throw dataError(400, 'invalidRequest', `"name" must be at most ${MAX_NAME} characters without control characters`)
    const id = `p${digest(`browser:${browser}`)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 10)}`
    const known = this.#known()
    const user: LakeUser = {
      id,
      name: chosen || known[id]?.name || `Redaktion ${Object.keys(known).length + 1}`,
      email: `${id}@localhost`,
      roles,
      robot: false,
    }
    this.#remember(known, user)
    const held = typeof request.token === 'string' ? request.token : ''
    if (held && this.#byDigest.get(digest(held))?.id === id) {
      this.#byDigest.set(digest(held), user)
      return { token: held, user }
    }
    const token = randomBytes(32).toString('base64url')
    this.#byDigest.set(digest(token), user)
    return { token, user }
  }

  /** Every user the lake knows: its robot and every browser that signed in to this working copy. */
  users(): LakeUser[] {
    const live = new Map([...this.#byDigest.values()].map((user) => [user.id, user]))
    const remembered = Object.entries(this.#known()).map(
      ([id, { name, role }]): LakeUser =>
        live.get(id) ?? {
          id,
          name,
          email: `${id}@localhost`,
          roles: BROWSER_ROLES[role] ?? [CONTENT_EDITOR],
          robot: false,
        },
    )
    return [LAKE_ROBOT, ...remembered.filter((user) => user.id !== LAKE_ROBOT.id)]
  }

  #known(): Record<string, KnownUser> {
    try {
      return JSON.parse(this.#memory.meta(USERS_KEY) ?? '{}') as Record<string, KnownUser>
    } catch {
      return {}
    }
  }

  #remember(known: Record<string, KnownUser>, user: LakeUser): void {
    const role = user.roles.at(-1)?.name ?? CONTENT_EDITOR_ROLE
    const entry = known[user.id]
    if (entry?.name === user.name && entry.role === role) return
    this.#memory.setMeta(USERS_KEY, JSON.stringify({ ...known, [user.id]: { name: user.name, role } }))
  }
}

/** Says once at start when this system cannot tell which user opened a connection. */
export function warnWhenUsersIndistinguishable(): void {
  if (canTellPeerUsers()) return
  console.warn(
    'content-lake: this system does not say which user opened a connection (no /proc/net/tcp), so every account ' +
      'of this machine could ask for the Studio’s token; on a machine shared with other people use a hosted project.',
  )
}

function ownerOf(request: IncomingMessage): PeerUser {
  const { remoteAddress, remotePort, localAddress, localPort } = request.socket
  if (!remoteAddress || !remotePort || !localAddress || !localPort) return 'not-found'
  return peerUser({ address: remoteAddress, port: remotePort }, { address: localAddress, port: localPort })
}

function refuseOtherAccounts(request: IncomingMessage, uid = process.getuid?.()): void {
  const owner = ownerOf(request)
  if (owner !== 'unknown' && uid !== undefined && owner !== uid)
    throw apiError(403, 'The session is handed only to the user who started the local Content Lake')
}

/**
 * A request a browser sent: browsers name the site a request comes from (`Sec-Fetch-Site`) on every
 * request, navigations included; programs do not (Node's fetch sends `Sec-Fetch-Mode` alone) and send no Origin.
 */
function fromBrowser(request: IncomingMessage): boolean {
  return request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined
}

export type SessionOptions = {
  sessions: Sessions
  projectId: string
  /** The user id whose connections may have a token (default: this process's). */
  uid?: number
}

/** `GET /local/session`: the server token, for a program of the lake's user (never a browser, never a page). */
export function answerServerSession(request: IncomingMessage, response: ServerResponse, options: SessionOptions) {
  if (fromBrowser(request))
    throw apiError(403, 'A page of the site signs in with POST /local/session; the server token is for programs only')
  refuseOtherAccounts(request, options.uid)
  const { sessions, projectId } = options
  sendJson(request, response, 200, { token: sessions.serverToken, projectId, user: LAKE_ROBOT })
}

/** `POST /local/session` with `{browser, name?, role?, token?}`: the session of one browser (see above). */
export async function openBrowserSession(
  request: IncomingMessage,
  response: ServerResponse,
  options: SessionOptions,
): Promise<void> {
  if (!fromSite(request))
    throw apiError(403, 'The session is handed only to the pages of the site that started the local Content Lake')
  refuseOtherAccounts(request, options.uid)
  const body = parseJson((await readBody(request, 4096)).toString('utf8') || '{}', 'The request body')
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw dataError(400, 'invalidRequest', 'Expected {browser, name?, role?, token?}')
  const { token, user } = options.sessions.open(body as Record<string, unknown>)
  sendJson(request, response, 200, { token, projectId: options.projectId, user })
}
