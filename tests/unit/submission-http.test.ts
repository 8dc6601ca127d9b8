import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { submissionHarness } from '@tests/support/submissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleSubmission } from '@/lib/submissions/handler'

/**
 * The form endpoints over real HTTP, behind a Node server that hands the handler the request and
 * writes its answer as Next.js does (the IncomingMessage as the Request's body; headers appended).
 * A body above the limit is refused at once and the connection closed, so the server does not go on
 * reading an upload it already refused (Node drains an unread body to keep the connection alive).
 */

const harness = submissionHarness()

async function nextLikeHandler(req: IncomingMessage, res: ServerResponse) {
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    ),
    body: req as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit)
  const response = await handleSubmission(request, 'inquiry', harness.deps())
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name)) res.appendHeader(name, value)
  })
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined)
}

let server: Server
let port = 0
beforeAll(async () => {
  server = createServer((req, res) => void nextLikeHandler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as { port: number }).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('POST /api/inquiry with a body above 64 KB', () => {
  it('declared: 413 at once and the connection closed, while the client would go on sending', async () => {
    const started = performance.now()
    const socket = connect(port, '127.0.0.1')
    let status = ''
    let answeredMs = Number.NaN
    let closedMs: number | null = null
    socket.on('data', (data) => {
      if (status) return
      status = data.toString('latin1').split('\r\n')[0] ?? ''
      answeredMs = performance.now() - started
    })
    // The server's FIN ('end'), or its reset when it closed with our bytes unread ('error'): closed either way.
    const serverClosed = () => {
      closedMs ??= performance.now() - started
    }
    socket.on('end', serverClosed)
    socket.on('error', serverClosed)
    socket.write(
      'POST /api/inquiry HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nX-Test-Ip: 203.0.113.7\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1048576\r\n\r\n',
    )
    while (closedMs === null && !socket.destroyed && performance.now() - started < 3_000) {
      socket.write('a='.padEnd(1024, 'x'))
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    socket.destroy()
    console.info(
      `[figures] inquiry, declared 1 MB: ${status} after ${Math.round(answeredMs)} ms, closed after ${Math.round(closedMs ?? Number.NaN)} ms`,
    )
    expect(status).toBe('HTTP/1.1 413 Payload Too Large')
    expect(answeredMs).toBeLessThan(1_000)
    expect(closedMs ?? Number.POSITIVE_INFINITY).toBeLessThan(1_500)
  })
})
