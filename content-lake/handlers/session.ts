import { apiError } from '../errors.ts'
import { corsHeaders, isLoopbackOrigin, sendJson } from '../http.ts'
import { LOCAL_USER } from '../project.ts'
import type { Call } from '../router.ts'

/**
 * What the lake answers without its token: the session for pages of this machine, the Studio's
 * latency and protocol checks, and the CORS probe clients send when an event stream fails.
 */

/**
 * The token for the Studio in a browser of this machine: the lake listens on loopback only, and
 * answers a page only from a loopback origin (a page of another site cannot read it).
 */
export function session({ lake, request, response }: Call) {
  const origin = request.headers.origin
  if (origin !== undefined && !isLoopbackOrigin(origin))
    throw apiError(403, 'The session is handed only to pages of this machine')
  sendJson(request, response, 200, { token: lake.token, projectId: lake.projectId, user: LOCAL_USER })
}

/** `/ping`: the Studio measures latency with it; the answer tells nothing. */
export function ping({ request, response }: Call) {
  response.writeHead(200, { ...corsHeaders(request), 'content-type': 'text/plain; charset=utf-8' })
  response.end('PONG')
}

/** `/check/cors`: this origin is allowed (http.ts decides who gets CORS headers at all). */
export function corsCheck({ request, response }: Call) {
  sendJson(request, response, 200, { result: { allowed: true, withCredentials: true } })
}
