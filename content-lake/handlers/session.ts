import { corsHeaders, sendJson } from '../http.ts'
import { LOCAL_USER } from '../project.ts'
import type { Call } from '../router.ts'
import { answerSession } from '../session.ts'

/**
 * What the lake answers without its token: the session for the site's Studio, the Studio's latency
 * and protocol checks, and the CORS probe clients send when an event stream fails.
 */

/** The token for the Studio of the site that started the lake, and only for this user (session.ts). */
export function session({ lake, request, response }: Call) {
  answerSession(request, response, { token: lake.token, projectId: lake.projectId, user: LOCAL_USER })
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
