import { corsHeaders, sendJson } from '../http.ts'
import type { Call } from '../router.ts'
import { answerServerSession, openBrowserSession } from '../session.ts'

/**
 * What the lake answers without its token: the sessions (session.ts), the Studio's latency and
 * protocol checks, and the CORS probe clients send when an event stream fails.
 */

/** `GET /local/session`: the server token, for programs of the user who started the lake. */
export function serverSession({ lake, request, response }: Call) {
  answerServerSession(request, response, { sessions: lake.sessions, projectId: lake.projectId })
}

/** `POST /local/session`: one browser's own session, for the site's pages in a browser of that user. */
export async function browserSession({ lake, request, response }: Call) {
  await openBrowserSession(request, response, { sessions: lake.sessions, projectId: lake.projectId })
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
