/**
 * The one place the server steps into a response Next writes. Next's request handler writes to the
 * ServerResponse itself; to set a policy for exactly the HTML it sent, answer a conditional request
 * after that, and compress, its writes are intercepted here, once per response:
 *
 * When the status and headers are final (the first write, writeHead, flushHeaders or end), `decide`
 * is asked what to do with the body:
 *  - `pass`: unchanged, streamed as Next writes it;
 *  - `buffer`: collected whole; `finish(body)` then sends the answer (HTML: hashed, maybe 304, brotli);
 *  - `stream`: piped through a transform (gzip or brotli for other compressible bodies).
 */
import type { ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'

export type Body = Buffer | string

export type TapMode =
  | { kind: 'pass' }
  | { kind: 'buffer'; finish: (body: Body, send: (payload?: Buffer | string) => void) => void }
  | { kind: 'stream'; transform: Transform }

type Chunk = Buffer | string | Uint8Array
type Callback = (error?: Error | null) => void

/** Intercepts `res`; `decide` runs once, when Next has set the status and headers. */
export function tapResponse(res: ServerResponse, decide: (res: ServerResponse) => TapMode): void {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  }
  // Next's own writes go through the patched methods below; ours reach the socket through these.
  const send = (chunk: Buffer) => (original.write as (chunk: Buffer) => boolean).call(res, chunk)
  const finish = (chunk?: Buffer | string) =>
    (original.end as (chunk?: Buffer | string) => ServerResponse).call(res, chunk)
  let mode: TapMode | null = null
  const chunks: Buffer[] = []
  let single: string | null = null

  const restore = () => Object.assign(res, original)
  const choose = (): TapMode => {
    if (mode) return mode
    mode = decide(res)
    if (mode.kind === 'pass') restore()
    if (mode.kind === 'stream') {
      const { transform } = mode
      restore()
      res.removeHeader('content-length')
      transform.on('data', (data: Buffer) => {
        if (!send(data)) transform.pause()
      })
      res.on('drain', () => transform.resume())
      transform.on('end', () => finish())
      transform.on('error', (error) => res.destroy(error))
      res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
        const done = typeof encoding === 'function' ? encoding : callback
        // Flushed per write: a streamed render reaches the browser chunk by chunk, as without compression.
        const accepted = transform.write(toBuffer(chunk, encoding), done)
        ;(transform as Transform & { flush(callback?: () => void): void }).flush()
        // The writer (a file stream piped into the response) waits for the response's 'drain'.
        if (!accepted) transform.once('drain', () => res.emit('drain'))
        return accepted
      }) as ServerResponse['write']
      res.end = ((chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) => {
        const done = [chunk, encoding, callback].find((value) => typeof value === 'function') as Callback | undefined
        if (chunk && typeof chunk !== 'function') transform.end(toBuffer(chunk, encoding))
        else transform.end()
        if (done) res.once('finish', () => done())
        return res
      }) as ServerResponse['end']
    }
    return mode
  }

  const keep = (chunk: Chunk | undefined, encoding?: BufferEncoding | Callback) => {
    if (!chunk || typeof chunk === 'function') return
    // Next sends a prerendered page as one string: kept as such, decoded only when it must be read.
    if (typeof chunk === 'string' && chunks.length === 0 && single === null && typeof encoding !== 'string') {
      single = chunk
      return
    }
    if (single !== null) {
      chunks.push(Buffer.from(single))
      single = null
    }
    chunks.push(toBuffer(chunk, encoding))
  }

  res.flushHeaders = () => {
    if (choose().kind !== 'buffer') res.flushHeaders()
  }
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status
    const headers = rest.find((value) => value && typeof value === 'object') as Record<string, string> | undefined
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    const chosen = choose()
    if (chosen.kind === 'pass') {
      return original.writeHead.call(res, status, ...(rest.filter((value) => typeof value === 'string') as []))
    }
    return res
  }) as ServerResponse['writeHead']
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    const chosen = choose()
    if (chosen.kind !== 'buffer') return res.write(chunk, encoding as BufferEncoding, callback)
    keep(chunk, encoding)
    ;(typeof encoding === 'function' ? encoding : callback)?.()
    return true
  }) as ServerResponse['write']
  res.end = ((chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    const chosen = choose()
    if (chosen.kind !== 'buffer') return res.end(chunk as Chunk, encoding as BufferEncoding, callback)
    keep(chunk as Chunk | undefined, encoding)
    restore()
    const body: Body = single ?? Buffer.concat(chunks)
    chosen.finish(body, (payload) => void finish(payload))
    return res
  }) as ServerResponse['end']
}

function toBuffer(chunk: Chunk, encoding?: BufferEncoding | Callback): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
}
