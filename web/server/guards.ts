/**
 * Requests this server answers before Next sees them (docs/security.md): requests for another host,
 * request targets that are not paths, methods no page accepts, bodies sent to pages, the local
 * Content Lake's pictures asked for from outside, and image addresses the site did not write
 * (web/lib/routing/image-requests.ts, web/hosting/image-sources.ts). Next would answer some of them 500
 * without security headers, read others whole, fetch and optimise others at any cost, or reflect a
 * foreign host in a redirect. Also records the client's socket address for the rate limits
 * (PEER_ADDRESS_HEADER).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ImageSources } from '../hosting/image-sources.ts'
import { SERVER_ACTION_HEADER } from '../hosting/next-internals.ts'
import { NON_DOCUMENT_POLICY } from '../lib/csp/policy.ts'
import { imageRequestProblem } from '../lib/routing/image-requests.ts'

/**
 * The TCP peer of a request, set here on every request after removing whatever the client sent
 * (web/lib/submissions/rate-limit.ts uses it where no proxy header is configured).
 */
export const PEER_ADDRESS_HEADER = 'x-glanzwerk-peer-address'

/** A server action's body (the preview's „Vorschau beenden"): a few hundred bytes. */
export const MAX_ACTION_BYTES = 64 * 1024

const PAGE_METHODS = new Set(['GET', 'HEAD'])
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS'])

/** What every answer of the server's own carries. */
const OWN_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': NON_DOCUMENT_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  connection: 'close',
}

/** A small text answer with the headers every answer carries, and the connection closed. */
export function answerPlain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...OWN_HEADERS, ...headers })
  res.end(`${text}\n`)
}

const RAW_TEXTS: Record<number, string> = {
  400: '400 – Ungültige Anfrage.',
  421: '421 – Diese Website ist unter dieser Adresse nicht erreichbar.',
  431: '431 – Anfrage-Kopfzeilen zu groß.',
}

/** The same answer as bytes, for a socket whose request Node could not parse. */
export function rawAnswer(status: 400 | 431): string {
  const body = `${RAW_TEXTS[status]}\n`
  const headers = Object.entries({ ...OWN_HEADERS, 'content-length': String(Buffer.byteLength(body)) })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  return `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Request Header Fields Too Large'}\r\n${headers}\r\n\r\n${body}`
}

/** Names of this machine, accepted as Host only from a peer on this machine (a health check, a developer). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

const isLoopbackPeer = (address: string | undefined) =>
  address === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address ?? '')

/**
 * Whether a request names this site: the host of SITE_URL (`siteHostname`), whatever the port (Caddy
 * passes the visitor's Host through; a test's Caddy listens on another port than 443), or, from a peer
 * on this machine, a loopback name (Caddy's health checks, the e2e servers on 127.0.0.1, `npm start` on
 * localhost). Anything else (a DNS name pointed at this server by somebody else, a forged Host meant to
 * reach a redirect or a cache) is not this site (docs/decisions.md, „Site security, fourth review (issue 42)“).
 */
export function acceptsHost(host: string | undefined, peer: string | undefined, siteHostname: string): boolean {
  if (!host) return false
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  return hostname === siteHostname || (LOOPBACK_NAMES.has(hostname) && isLoopbackPeer(peer))
}

/**
 * Answers the request and returns true when it must not reach Next; otherwise prepares it (origin-form
 * target, peer address) and returns false. The liveness check (`livenessPath`) is answered for any Host.
 */
export function refuseOrPrepare(
  req: IncomingMessage,
  res: ServerResponse,
  { siteHostname, livenessPath }: { siteHostname: string; livenessPath: string },
): boolean {
  const target = req.url ?? '/'
  if (!target.startsWith('/')) {
    // Absolute form (`GET http://other.example/x`, meant for proxies): only the path counts, so a
    // foreign host can never reach a Location header. `*` (OPTIONS *, GET *) names no resource.
    const absolute = /^https?:\/\/[^/?#]*(.*)$/i.exec(target)
    if (!absolute) {
      answerPlain(res, 400, '400 – Ungültige Adresse.')
      return true
    }
    req.url = absolute[1]?.startsWith('/') ? absolute[1] : `/${absolute[1] ?? ''}`
  }
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  if (path !== livenessPath && !acceptsHost(req.headers.host, req.socket.remoteAddress, siteHostname)) {
    answerPlain(res, 421, RAW_TEXTS[421] as string)
    return true
  }
  const method = req.method ?? 'GET'
  const api = path === '/api' || path.startsWith('/api/')
  const allowed = api ? API_METHODS : PAGE_METHODS
  if (!allowed.has(method)) {
    const action = method === 'POST' && req.headers[SERVER_ACTION_HEADER] !== undefined
    if (!action) {
      answerPlain(res, 405, '405 – Diese Anfrage-Methode wird hier nicht angenommen.', {
        allow: [...allowed].join(', '),
      })
      return true
    }
    // A server action: its body must be small and announced, so it is never read whole.
    const length = req.headers['content-length']
    if (length === undefined) {
      answerPlain(res, 411, '411 – Länge der Anfrage fehlt.')
      return true
    }
    if (!/^\d+$/.test(length) || Number(length) > MAX_ACTION_BYTES) {
      answerPlain(res, 413, '413 – Anfrage zu groß.')
      return true
    }
  }
  if (path === '/_next/image') {
    // One image, one optimisation: a fragment, dot segments or escapes would each be another.
    const problem = imageRequestProblem(new URL(req.url ?? '/', 'http://n').searchParams)
    if (problem) {
      answerPlain(res, 400, `400 – ${problem}`)
      return true
    }
  }
  if (path.startsWith('/images/')) {
    // The local Content Lake's pictures are for the image optimiser, which asks for them inside this
    // process (not through this listener): from outside, anyone could fill the lake's small transform
    // lane with new sizes (issue 42, L3). Visitors get every picture through /_next/image.
    answerPlain(res, 404, '404 – Nicht gefunden.')
    return true
  }
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
  return false
}

/**
 * Answers 400 and returns true when a `/_next/image` request asks for a remote (Sanity CDN) or
 * local-lake (/images/…) source the site never wrote into a page (web/hosting/image-sources.ts), before
 * the optimiser fetches or computes anything. The bundled dataset's files (`/dataset-assets/`) are
 * held to their exact addresses by `images.localPatterns` and imageRequestProblem.
 */
export async function refuseUnwrittenImage(
  req: IncomingMessage,
  res: ServerResponse,
  sources: ImageSources,
): Promise<boolean> {
  const urls = new URL(req.url ?? '/', 'http://n').searchParams.getAll('url')
  const url = urls[0]
  if (urls.length !== 1 || url === undefined || url.startsWith('/dataset-assets/')) return false
  if (!/^https?:\/\//i.test(url) && !url.startsWith('/images/')) return false
  if (await sources.knows(url)) return false
  answerPlain(res, 400, '400 – Diese Bildadresse stammt nicht von dieser Website.')
  return true
}
