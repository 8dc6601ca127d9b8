/**
 * The one way a route reads a request body: at most `maxBytes`, whatever the client
 * declares. A Content-Length above the limit is refused before reading; a body without
 * one (chunked) or with a false one is read only until it passes the limit (at most one
 * chunk more). Null when the body is larger than `maxBytes`.
 *
 * An oversized body is left unread, never cancelled: the reader is released and nothing
 * pulls the stream again, so the rest stays with the client (or the server drops it with
 * the connection) and is never buffered here. Cancelling raced: Node's undici (7.20 and
 * later, Node 24's 7.29.1) writes a Request's FormData body into its stream from a detached
 * async loop that stops only on an errored stream; cancelling closes it, and the loop's
 * next part threw „ReadableStream is already closed“ as an unhandled rejection.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array()
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return null
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      reader.releaseLock()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
