import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { fromSite } from './http.ts'

/**
 * The Studio's realtime socket (`/socket/<dataset>`, Sanity's "bifur"): JSON-RPC 2.0 over a WebSocket,
 * which the Studio uses for presence (who else edits this document) and, through its heartbeat (a
 * "♥" text frame), for its connection status. One local editor has nobody else to see: once the
 * `authorization` call brings the lake's token, the socket answers every call (a presence
 * subscription that stays empty), and it beats.
 *
 * A WebSocket of its own (RFC 6455: handshake, masked client frames, unmasked server frames) instead
 * of a package: text frames of a few hundred bytes are all this socket carries.
 *
 * Only the site's Studio may open it (its Origin; a page elsewhere gets 403, as for every other call),
 * and a socket that has not given the token within AUTHORIZE_WITHIN_MS is closed: nobody keeps
 * sockets open here without it.
 */

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const HEARTBEAT_MS = 20_000
/** The Studio authorises at once after connecting; ten seconds is room for a busy machine. */
export const AUTHORIZE_WITHIN_MS = 10_000
/** RFC 6455 close code: the endpoint refuses for its policy. */
const POLICY_VIOLATION = 1008
const MAX_FRAME_BYTES = 64 * 1024

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : Buffer.from([0x80 | opcode, 126, (length >> 8) & 0xff, length & 0xff])
  return Buffer.concat([header, payload])
}

const text = (value: string) => frame(0x1, Buffer.from(value))

type Frame = { opcode: number; payload: Buffer; size: number }

/** The first complete client frame in `buffer`, or null while it is incomplete. */
function readFrame(buffer: Buffer): Frame | null {
  if (buffer.length < 2) return null
  const opcode = (buffer[0] ?? 0) & 0x0f
  const masked = ((buffer[1] ?? 0) & 0x80) !== 0
  let length = (buffer[1] ?? 0) & 0x7f
  let offset = 2
  if (length === 126) {
    if (buffer.length < 4) return null
    length = buffer.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (buffer.length < 10) return null
    length = Number(buffer.readBigUInt64BE(2))
    offset = 10
  }
  if (length > MAX_FRAME_BYTES) throw new Error('frame too large')
  const maskOffset = offset
  if (masked) offset += 4
  if (buffer.length < offset + length) return null
  const payload = Buffer.from(buffer.subarray(offset, offset + length))
  if (masked)
    for (let index = 0; index < payload.length; index++)
      payload[index] = (payload[index] ?? 0) ^ (buffer[maskOffset + (index % 4)] ?? 0)
  return { opcode, payload, size: offset + length }
}

type Call = { id?: unknown; method?: unknown; params?: { authorization?: unknown } }

/** The answer to one JSON-RPC call of the Studio; every call but `authorization` needs it to have succeeded. */
function answer(call: Call, session: { authorized: boolean }, authorize: (header: string) => boolean): string | null {
  if (call.id === undefined || call.id === null) return null
  const reply = (body: object) => JSON.stringify({ jsonrpc: '2.0', id: call.id, ...body })
  if (call.method === 'authorization') {
    session.authorized = typeof call.params?.authorization === 'string' && authorize(call.params.authorization)
    return session.authorized ? reply({ result: true }) : reply({ error: { code: 401, message: 'Unauthorized' } })
  }
  if (!session.authorized) return reply({ error: { code: 401, message: 'Unauthorized' } })
  return reply({ result: call.method === 'presence_subscribe' ? 'presence' : null })
}

/** `authorize` checks an `Authorization` header value (`Bearer <token>`). */
export function acceptPresenceSocket(
  request: IncomingMessage,
  socket: Socket,
  authorize: (header: string) => boolean,
  authorizeWithinMs = AUTHORIZE_WITHIN_MS,
): void {
  if (request.headers.origin !== undefined && !fromSite(request)) {
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
    return
  }
  const key = request.headers['sec-websocket-key']
  if (typeof key !== 'string') {
    socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
    return
  }
  const accept = createHash('sha1').update(`${key}${GUID}`).digest('base64')
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  )
  socket.write(text('♥'))
  const heartbeat = setInterval(() => socket.write(text('♥')), HEARTBEAT_MS)
  heartbeat.unref()
  const session = { authorized: false }
  const deadline = setTimeout(() => {
    if (session.authorized) return
    const reason = Buffer.from('Unauthorized')
    const payload = Buffer.concat([Buffer.from([POLICY_VIOLATION >> 8, POLICY_VIOLATION & 0xff]), reason])
    socket.end(frame(0x8, payload))
    setTimeout(() => socket.destroy(), 1000).unref()
  }, authorizeWithinMs)
  deadline.unref()
  let pending: Buffer = Buffer.alloc(0)
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk])
    try {
      for (let next = readFrame(pending); next; next = readFrame(pending)) {
        pending = pending.subarray(next.size)
        if (next.opcode === 0x8) {
          socket.end(frame(0x8, Buffer.alloc(0)))
          return
        }
        if (next.opcode === 0x9) socket.write(frame(0xa, next.payload))
        if (next.opcode !== 0x1) continue
        const reply = answer(JSON.parse(next.payload.toString('utf8')) as Call, session, authorize)
        if (reply) socket.write(text(reply))
      }
    } catch {
      socket.destroy()
    }
  })
  const stop = () => {
    clearInterval(heartbeat)
    clearTimeout(deadline)
  }
  socket.on('close', stop)
  socket.on('error', () => socket.destroy())
}
