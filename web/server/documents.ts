/**
 * What happens to a response between Next and the visitor (through response-tap.ts):
 *  - every response: Cache-Control for shared caches (sharedCacheControl);
 *  - an HTML document: buffered, given its policy (csp.ts), answered 304 here when the visitor has it
 *    (after hashing: a 304 carries the policy of the body it confirms), sent as brotli; HEAD is
 *    rendered as GET and sent without a body;
 *  - any other compressible body: streamed through compression.
 *  - any other answer (sitemap.xml, robots.txt, icons, JSON, images, RSC): NON_DOCUMENT_POLICY, which
 *    lets nothing run, load or frame it, in place of the page policy next.config.ts headers() gave it
 *    (that one allows inline script: an SVG or an XML file opened on its own would have run one;
 *    issue 42, L4). JavaScript keeps it (a worker's own script answer is its policy), and an answer
 *    that is sandboxed already keeps that stricter policy (the local Content Lake's uploads).
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { RSC_HEADER } from '../hosting/next-internals.ts'
import { NON_DOCUMENT_POLICY } from '../lib/csp/policy.ts'
import type { BuildFacts } from './boot.ts'
import { compressingStream, documentEncoding, encodeWhole, varyOnEncoding } from './compression.ts'
import type { CspPolicies } from './csp.ts'
import type { HtmlCompressor } from './html-compression.ts'
import { type TapMode, tapResponse } from './response-tap.ts'

export type DocumentOptions = {
  facts: BuildFacts
  policies: CspPolicies
  compressor: HtmlCompressor
  /** Seconds a shared cache may keep a page (CDN_MAX_AGE). */
  cdnMaxAgeSeconds: number
}

/** Requests that are never answered with an HTML document of ours. */
function neverDocument(req: IncomingMessage, path: string): boolean {
  return (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    path.startsWith('/_next/') ||
    path.startsWith('/api/') ||
    req.headers[RSC_HEADER] !== undefined
  )
}

/**
 * Pages are cached long in Next's own cache, which the publishing webhook refreshes. Next also offers
 * them to shared caches (`s-maxage` of 30 days); a CDN in front could then serve a page for a month
 * after a publish. Shared caches get CDN_MAX_AGE seconds and then ask again (ETag: a cheap 304);
 * browsers always ask (docs/decisions.md).
 */
export function sharedCacheControl(value: string, cdnMaxAgeSeconds: number): string {
  if (!/\bs-maxage=/.test(value)) return value
  return cdnMaxAgeSeconds > 0
    ? `public, max-age=0, s-maxage=${cdnMaxAgeSeconds}, must-revalidate`
    : 'public, max-age=0, must-revalidate'
}

/** The policy of an HTML page that carries everything it shows: its inline styles by hash, nothing else. */
export function selfContainedPolicy(html: string): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  )
  return [
    "default-src 'none'",
    `style-src ${styles.length ? styles.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function serveThroughTap(req: IncomingMessage, res: ServerResponse, path: string, options: DocumentOptions) {
  const document = !neverDocument(req, path)
  let nonce = ''
  let ifNoneMatch: string | undefined
  let isHead = false
  if (document) {
    nonce = options.policies.issueNonce(req)
    // Answered here after hashing, so Next renders (or reads) the whole page.
    ifNoneMatch = req.headers['if-none-match']
    delete req.headers['if-none-match']
    delete req.headers['if-modified-since']
    isHead = req.method === 'HEAD'
    if (isHead) req.method = 'GET'
  }

  tapResponse(res, (res): TapMode => {
    const cacheControl = res.getHeader('cache-control')
    if (cacheControl !== undefined)
      res.setHeader('cache-control', sharedCacheControl(String(cacheControl), options.cdnMaxAgeSeconds))
    const type = String(res.getHeader('content-type') ?? '')
    const html = type.startsWith('text/html')
    if (!html) {
      const policy = String(res.getHeader('content-security-policy') ?? '')
      if (!/javascript/i.test(type) && !/\bsandbox\b/.test(policy))
        res.setHeader('content-security-policy', NON_DOCUMENT_POLICY)
      const transform = compressingStream(req, res)
      return transform ? { kind: 'stream', transform } : { kind: 'pass' }
    }
    if (!document) {
      // A small page an API route writes itself (the forms' answer without JavaScript): no script may
      // run, its own <style> elements by hash. The static policy of API answers would block them.
      return {
        kind: 'buffer',
        finish(body, send) {
          res.setHeader(
            options.policies.header,
            selfContainedPolicy(typeof body === 'string' ? body : body.toString('utf8')),
          )
          const encoding = documentEncoding(req, res)
          let payload: Buffer | string = body
          if (encoding) payload = encoding === 'br' ? options.compressor.encode(body) : encodeWhole(encoding, body)
          if (encoding) {
            res.setHeader('content-encoding', encoding)
            varyOnEncoding(res)
          }
          res.setHeader('content-length', Buffer.byteLength(payload))
          send(isHead ? undefined : payload)
        },
      }
    }
    return {
      kind: 'buffer',
      finish(body, send) {
        const text = () => (typeof body === 'string' ? body : body.toString('utf8'))
        const etag = res.getHeader('etag') as string | undefined
        if (res.statusCode === 404 && options.facts.notFoundLink && !res.hasHeader('link'))
          res.setHeader('link', options.facts.notFoundLink)
        try {
          res.setHeader(options.policies.header, options.policies.policyFor(req, path, text, nonce, etag))
        } catch (error) {
          // The static policy of next.config.ts stays: the page works, less strictly.
          console.error(`csp: ${path}: no hashes, static policy kept`, error)
        }
        if (res.statusCode === 200 && etag && ifNoneMatch?.split(/\s*,\s*/).includes(String(etag))) {
          res.statusCode = 304
          res.removeHeader('content-length')
          send()
          return
        }
        let payload: Buffer | string = body
        const encoding = documentEncoding(req, res)
        if (encoding) {
          payload =
            encoding === 'br'
              ? // Only a page version every visitor gets (200 with an ETag) is worth the best quality.
                options.compressor.encode(body, res.statusCode === 200 && etag ? `${path} ${etag}` : undefined)
              : encodeWhole(encoding, body)
          res.setHeader('content-encoding', encoding)
          varyOnEncoding(res)
        }
        res.setHeader('content-length', Buffer.byteLength(payload))
        send(isHead ? undefined : payload)
      },
    }
  })
}
