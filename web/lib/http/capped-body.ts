/**
 * The one way a route reads a request body: at most `maxBytes`, whatever the client
 * declares. A Content-Length above the limit is refused before reading; a body without
 * one (chunked) or with a false one is read only until it passes the limit. Either way
 * the stream is cancelled, so an oversized body is never buffered whole.
 * Null when the body is larger than `maxBytes`.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array()
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await request.body.cancel()
    return null
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
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
