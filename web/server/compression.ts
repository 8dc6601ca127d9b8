/**
 * Compression is this server's job (docs/decisions.md, "One owner per concern"): an HTML document
 * only after its policy is computed, as brotli remembered per page version (html-compression.ts),
 * else zstd or gzip; every other compressible body streamed through brotli, zstd or gzip. Caddy in
 * front passes the encoded bodies through and compresses nothing itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'
import { constants, createBrotliCompress, createGzip, createZstdCompress, gzipSync, zstdCompressSync } from 'node:zlib'

export type Encoding = 'br' | 'zstd' | 'gzip'

/** Below this, compression saves less than its headers cost. */
const MIN_BYTES = 1024
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/i
/** The server's preference among what the client accepts: the smallest first. */
const PREFERENCE: readonly Encoding[] = ['br', 'zstd', 'gzip']

/** The encoding to use for what an Accept-Encoding header admits (not with q=0), or null. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  const accepted = new Set<string>()
  for (const entry of value.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name)
  }
  return PREFERENCE.find((encoding) => accepted.has(encoding)) ?? null
}

/** Adds Accept-Encoding to Vary: the answer depends on it. */
export function varyOnEncoding(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** How a whole body (an HTML document) is encoded for this request, or null: sent as it is. */
export function documentEncoding(req: IncomingMessage, res: ServerResponse): Encoding | null {
  return res.hasHeader('content-encoding') ? null : negotiateEncoding(req.headers['accept-encoding'])
}

/** zstd or gzip of a whole body (brotli goes through HtmlCompressor, which remembers it). */
export function encodeWhole(encoding: 'zstd' | 'gzip', body: Buffer | string): Buffer {
  return encoding === 'zstd' ? zstdCompressSync(body) : gzipSync(body)
}

/**
 * A compressing transform for a streamed, non-HTML body (the encoding headers set), or null when it
 * stays as it is: already encoded, not compressible, small, a HEAD, a 204/304, or not accepted.
 */
export function compressingStream(req: IncomingMessage, res: ServerResponse): Transform | null {
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return null
  if (res.hasHeader('content-encoding')) return null
  const type = String(res.getHeader('content-type') ?? '')
  if (!COMPRESSIBLE.test(type) || type.startsWith('text/event-stream')) return null
  const length = Number(res.getHeader('content-length') ?? Number.NaN)
  if (Number.isFinite(length) && length < MIN_BYTES) return null
  if (/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return null
  const encoding = negotiateEncoding(req.headers['accept-encoding'])
  if (!encoding) return null
  // Brotli at quality 4: as fast as gzip's default and smaller; a stream pays it on every request.
  const transform =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'zstd'
        ? createZstdCompress()
        : createGzip()
  res.setHeader('content-encoding', encoding)
  varyOnEncoding(res)
  res.removeHeader('content-length')
  return transform
}
