import type { IncomingMessage, ServerResponse } from 'node:http'
import { apiError } from './errors.ts'
import { fromSite, sendJson } from './http.ts'
import { canTellPeerUsers, type PeerUser, peerUser } from './peer-user.ts'

/**
 * `GET /local/session`: the lake's token for the Studio of the site that started it, which stores it
 * where the Studio keeps a token after Sanity's login (studio/local-lake-session.ts). Whoever has it
 * is the editor, so it goes only
 *  - to the user who started the lake: the connection's owner (peer-user.ts) must be this process's
 *    user, so another account on the machine (uid 65534 got it before) is refused, as it is refused
 *    the working copy (0700). Nothing for the developer to do: their browser runs as them;
 *  - from a browser, only to the site's own pages (its origins at its port on localhost, 127.0.0.1
 *    and [::1]), not to any other page of this machine. Requests without an Origin (a program of the
 *    same user, such as the tests) pass the first check only.
 * docs/decisions.md, „Local Content Lake“.
 */

export type SessionOptions = {
  token: string
  projectId: string
  user: object
  /** The user id whose connections may have the token (default: this process's). */
  uid?: number
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

export function answerSession(request: IncomingMessage, response: ServerResponse, options: SessionOptions): void {
  if (request.headers.origin !== undefined && !fromSite(request))
    throw apiError(403, 'The session is handed only to the pages of the site that started the local Content Lake')
  const owner = ownerOf(request)
  const uid = options.uid ?? process.getuid?.()
  if (owner !== 'unknown' && uid !== undefined && owner !== uid)
    throw apiError(403, 'The session is handed only to the user who started the local Content Lake')
  sendJson(request, response, 200, { token: options.token, projectId: options.projectId, user: options.user })
}
