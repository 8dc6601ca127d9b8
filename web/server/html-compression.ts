/**
 * Brotli for HTML documents (web/server/compression.ts). A page is ~190 KB of HTML, half of it the RSC payload,
 * which repeats the markup's texts more than gzip's 32 KB window away: gzip leaves ~29 KB, brotli
 * at its best quality ~20 KB (docs/performance.md). A prerendered page is the same bytes for
 * every visitor until its ETag changes, so it is compressed once per version and remembered.
 * Node loads it natively (types stripped).
 */
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib'

/** Fast enough for every request (≈ 7 ms for 190 KB), ≈ 22 KB. */
const QUICK_QUALITY = 5
/** The smallest output (≈ 140 ms for 190 KB, off the event loop), ≈ 20 KB. */
const BEST_QUALITY = 11
/** At most this many best-quality runs at once (a burst of new pages waits for its next request). */
const MAX_PENDING = 2

function options(quality: number, size: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  }
}

/** A body at the best quality, synchronously (the budgets and the bench measure what visitors get). */
export function brotliBest(body: Buffer | string): Buffer {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body
  return brotliCompressSync(buffer, options(BEST_QUALITY, buffer.length))
}

/**
 * Brotli bytes of HTML bodies. With a key (a page version: path and ETag), the first request gets
 * the quick quality while the best one is computed in the background (zlib's thread pool, not the
 * event loop); later requests get that. Without a key (a dynamic render) the quick quality only.
 */
export class HtmlCompressor {
  private readonly remembered = new Map<string, Buffer>()
  private readonly pending = new Set<string>()
  private bytes = 0
  private readonly maxBytes: number

  /** maxBytes: what the remembered versions may take together (default 32 MiB). */
  constructor(maxBytes = 32 * 1024 * 1024) {
    this.maxBytes = maxBytes
  }

  /** A string body (Next sends a prerendered page as one) is read as UTF-8, only when it is compressed. */
  encode(body: Buffer | string, key?: string): Buffer {
    if (key) {
      const known = this.remembered.get(key)
      if (known) {
        // Most recently used last: the oldest entry is the first to go.
        this.remembered.delete(key)
        this.remembered.set(key, known)
        return known
      }
    }
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    if (key) this.improveLater(bytes, key)
    return brotliCompressSync(bytes, options(QUICK_QUALITY, bytes.length))
  }

  /** Resolves once no background compression is running (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 5))
  }

  private improveLater(body: Buffer, key: string) {
    if (this.pending.has(key) || this.pending.size >= MAX_PENDING) return
    this.pending.add(key)
    brotliCompress(body, options(BEST_QUALITY, body.length), (error, result) => {
      this.pending.delete(key)
      if (error) {
        console.error(`html-compression: ${key}: brotli failed, the quick quality stays`, error)
        return
      }
      this.remember(key, result)
    })
  }

  private remember(key: string, value: Buffer) {
    this.remembered.set(key, value)
    this.bytes += value.length
    for (const [oldest, buffer] of this.remembered) {
      if (this.bytes <= this.maxBytes) break
      this.remembered.delete(oldest)
      this.bytes -= buffer.length
    }
  }
}
