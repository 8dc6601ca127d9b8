import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/csp-report/route'
import { MAX_BODY } from '@/lib/csp/report'

/**
 * POST /api/csp-report over real HTTP: the route handler behind a Node server that hands it the
 * request and writes its answer the way Next.js does (the IncomingMessage as the body of the Request,
 * next/dist/server/web/spec-extension/adapters/next-request.js; headers appended and the body piped,
 * next/dist/server/send-response.js). An oversized report is refused at once with 413 and the
 * connection is closed, instead of the server reading (and the client sending) the rest: a slow
 * upload of 200 KB kept the connection busy for its whole length, ~35 s in the review.
 */

async function nextLikeHandler(req: IncomingMessage, res: ServerResponse) {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    ),
    ...(hasBody ? { body: req as unknown as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
  const response = await POST(request)
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

type Trial = { status: string; answeredMs: number; closedMs: number | null; sentBytes: number }

/**
 * Sends `head`, then `chunk`s every 20 ms (a slow client) until the server closes the connection or
 * `giveUpMs` passes; when the status line arrived and how long the server kept the connection open.
 */
async function slowUpload(head: string, chunk: string, giveUpMs = 3_000): Promise<Trial> {
  const started = performance.now()
  const socket = connect(port, '127.0.0.1')
  const trial: Trial = { status: '', answeredMs: Number.NaN, closedMs: null, sentBytes: 0 }
  socket.on('data', (data) => {
    if (trial.status) return
    trial.status = data.toString('latin1').split('\r\n')[0] ?? ''
    trial.answeredMs = performance.now() - started
  })
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  // The server's FIN ('end'), or its reset when it closed with our bytes unread ('error'): closed either way.
  const serverClosed = () => {
    trial.closedMs ??= performance.now() - started
  }
  socket.on('end', serverClosed)
  socket.on('error', serverClosed)
  socket.write(head)
  while (trial.closedMs === null && !socket.destroyed && performance.now() - started < giveUpMs) {
    socket.write(chunk)
    trial.sentBytes += chunk.length
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  socket.destroy()
  await closed
  return trial
}

const KB = 'x'.repeat(1024)
const head = (headers: string) =>
  `POST /api/csp-report HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/csp-report\r\n${headers}\r\n\r\n`

describe('POST /api/csp-report with an oversized body', () => {
  it('a Content-Length above the cap: 413 at once, connection closed, the body unread', async () => {
    const trial = await slowUpload(head('Content-Length: 204800'), KB)
    console.info(
      `[figures] declared 200 KB: ${trial.status} after ${Math.round(trial.answeredMs)} ms, closed after ${Math.round(trial.closedMs ?? Number.NaN)} ms`,
    )
    expect(trial.status).toBe('HTTP/1.1 413 Payload Too Large')
    expect(trial.answeredMs).toBeLessThan(1_000)
    expect(trial.closedMs).not.toBeNull()
    expect(trial.closedMs ?? Number.POSITIVE_INFINITY).toBeLessThan(1_500)
  })

  it('a streamed (chunked) body passing the cap: 413 as soon as it does, connection closed', async () => {
    const trial = await slowUpload(head('Transfer-Encoding: chunked'), `400\r\n${KB}\r\n`)
    console.info(
      `[figures] chunked, 1 KB per 20 ms: ${trial.status} after ${Math.round(trial.answeredMs)} ms (${trial.sentBytes} bytes sent), closed after ${Math.round(trial.closedMs ?? Number.NaN)} ms`,
    )
    expect(trial.status).toBe('HTTP/1.1 413 Payload Too Large')
    // The cap (16 KB) is reached after ~17 chunks, ~340 ms; far from the 3 s this client would go on.
    expect(trial.answeredMs).toBeLessThan(2_000)
    expect(trial.closedMs ?? Number.POSITIVE_INFINITY).toBeLessThan(trial.answeredMs + 500)
  })

  it('a report within the cap is still answered 204 and the connection kept', async () => {
    const report = JSON.stringify({
      'csp-report': { 'document-uri': 'https://www.example.com/', 'blocked-uri': 'eval' },
    })
    const trial = await slowUpload(head(`Content-Length: ${report.length}`) + report, '', 300)
    expect(trial.status).toBe('HTTP/1.1 204 No Content')
    expect(trial.closedMs).toBeNull()
    expect(report.length).toBeLessThan(MAX_BODY)
  })
})
