import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { apiError, dataError, LakeError } from './errors.ts'

/**
 * HTTP plumbing of the lake: who may call it (loopback hosts; from a browser, only the pages of the
 * site that started it), CORS with credentials as the Studio needs it, bodies read with a limit and
 * JSON nested at most MAX_JSON_DEPTH levels, and JSON answers.
 */

const LOOPBACK_HOSTNAMES = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)$/i

/** The hostname of a Host header or origin (`localhost:3000` → `localhost`). */
function hostnameOf(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '')
}

/**
 * The lake answers only requests addressed to a loopback name: a web page that points its own
 * domain at 127.0.0.1 (DNS rebinding) gets nothing.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  return Boolean(host && LOOPBACK_HOSTNAMES.test(hostnameOf(host)))
}

/**
 * The browser origins of the site that started the lake (its /studio), as far as the site holds them
 * (server.ts `trustSiteOrigins`; one set, so a later trust reaches open connections too), remembered per connection
 * when it is accepted, so every part of the lake answers CORS alike. Another page of this machine
 * (`http://localhost:9999`, `http://x.localhost:1`) is not the site: it gets no CORS headers.
 */
const siteOriginsBySocket = new WeakMap<Socket, ReadonlySet<string>>()

export function admitSiteOrigins(socket: Socket, origins: ReadonlySet<string>): void {
  siteOriginsBySocket.set(socket, origins)
}

/** Whether the request comes from a page of the site (false without an Origin header). */
export function fromSite(request: IncomingMessage): boolean {
  const origin = request.headers.origin
  return origin !== undefined && (siteOriginsBySocket.get(request.socket)?.has(origin) ?? false)
}

/**
 * The request headers the Studio and @sanity/client send across origins: seen in the preflights of a
 * whole run of tests/e2e/studio-editing.spec.ts (authorization, content-type, x-sanity-app,
 * x-sanity-project-id), and Last-Event-ID, with which @sanity/client resumes a listener. No other
 * header is allowed in a preflight.
 */
const STUDIO_REQUEST_HEADERS = ['authorization', 'content-type', 'last-event-id', 'x-sanity-app', 'x-sanity-project-id']

export function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  if (!origin || !fromSite(request)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'content-type, x-sanity-shard',
    vary: 'Origin',
  }
}

export function preflight(request: IncomingMessage, response: ServerResponse): void {
  const headers = corsHeaders(request)
  if (!headers['access-control-allow-origin']) {
    response.writeHead(403, { 'content-type': 'text/plain' })
    response.end('Origin not allowed: the local Content Lake answers the pages of the site that started it only')
    return
  }
  response.writeHead(204, {
    ...headers,
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': STUDIO_REQUEST_HEADERS.join(', '),
    'access-control-max-age': '600',
  })
  response.end()
}

export function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendJsonText(request, response, status, JSON.stringify(body), headers)
}

/** An answer already serialised (a query's, by its worker). */
export function sendJsonText(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...corsHeaders(request),
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  response.end(request.method === 'HEAD' ? undefined : text)
}

export function sendError(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy()
    return
  }
  if (error instanceof LakeError) {
    const closing = error.status === 413 && !request.complete
    sendJson(request, response, error.status, error.body, closing ? { connection: 'close' } : {})
    if (closing) response.once('finish', () => request.socket?.destroy())
    return
  }
  // decodeURIComponent of a malformed percent-encoding in the URL: a bad request.
  if (error instanceof URIError) {
    const bad = apiError(400, `Malformed URL: ${error.message}`)
    sendJson(request, response, bad.status, bad.body)
    return
  }
  // The details go to the lake's log, never into the answer.
  console.error('content-lake: request failed', request.method, request.url, error)
  sendJson(request, response, 500, {
    error: { type: 'internalError', description: 'The local Content Lake failed on this request; its log says why' },
  })
}

/** The body, refused beyond `limit` bytes (413) before more is read. */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw apiError(413, `Request body larger than ${limit} bytes`)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) {
      // The answer goes out first; the connection closes after it, so the rest is never read.
      request.pause()
      throw apiError(413, `Request body larger than ${limit} bytes`)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * How deeply JSON from a client may nest (objects and arrays). The dataset's deepest document nests 8
 * levels (a Portable Text span in a page section), a mutation wraps it in 3–4 more; thousands of levels
 * overflow the stack of recursive code further on (serialising, patching, diffing), which answered 500.
 */
export const MAX_JSON_DEPTH = 100

function nestsDeeperThan(value: unknown, limit: number): boolean {
  // Iterative: the check itself must not overflow on what it refuses.
  const stack: [unknown, number][] = [[value, 1]]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next
    if (depth > limit) return true
    for (const child of Object.values(item as object))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
  }
  return false
}

/** JSON from a client: valid and nested at most MAX_JSON_DEPTH levels, else a 400 that says which. */
export function parseJson(text: string, what: string): unknown {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw dataError(400, 'invalidJson', `${what} is not valid JSON: ${(error as Error).message}`)
  }
  if (parsed !== null && typeof parsed === 'object' && nestsDeeperThan(parsed, MAX_JSON_DEPTH))
    throw dataError(400, 'invalidJson', `${what} nests deeper than ${MAX_JSON_DEPTH} levels of objects and arrays`)
  return parsed
}

export async function readJson(request: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const parsed = parseJson((await readBody(request, limit)).toString('utf8'), 'The request body')
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw dataError(400, 'invalidJson', 'The request body must be a JSON object')
  return parsed as Record<string, unknown>
}

/** Query parameters of a GET query or listen: `$name=<JSON>`. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    params[key.slice(1)] = parseJson(value, `Parameter "${key}"`)
  }
  return params
}
