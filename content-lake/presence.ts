import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { fromSite } from './http.ts'
import type { LakeUser } from './session.ts'

/**
 * The Studio's realtime socket (`/socket/<dataset>`, Sanity's "bifur"): JSON-RPC 2.0 over a WebSocket,
 * which the Studio uses for presence (who else is here, in which document and field: „Wer ist hier“)
 * and, through its heartbeat (a "♥" text frame), for its connection status. Once the `authorization`
 * call brings a token, the socket is that token's user (session.ts): what one Studio announces
 * (`presence_announce`, `presence_rollcall`, `presence_disconnect`) reaches every other socket of the
 * dataset that subscribed (`presence_subscribe`), as `presence_subscription` events of the shapes the
 * Studio reads (sanity's presence store: `{type: 'state', i: <user id>, m: {sessionId, locations}}`,
 * `{type: 'rollCall', i, session}`, `{type: 'disconnect', i, m: {session}}`); a socket that closes
 * without saying so is announced as disconnected.
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
  let header: Buffer
  if (length < 126) header = Buffer.from([0x80 | opcode, length])
  else if (length < 0x10000) header = Buffer.from([0x80 | opcode, 126, (length >> 8) & 0xff, length & 0xff])
  else {
    header = Buffer.alloc(10)
    header[0] = 0x80 | opcode
    header[1] = 127
    header.writeBigUInt64BE(BigInt(length), 2)
  }
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

type Call = { id?: unknown; method?: unknown; params?: Record<string, unknown> }

/** One open socket: whose it is once authorised, its subscription, and the Studio sessions it announced. */
type Member = {
  socket: Socket
  dataset: string
  user: LakeUser | undefined
  subscription: string | undefined
  sessions: Set<string>
}

/** Every presence socket of the lake, and what one of them announces to the others of its dataset. */
export class PresenceHub {
  readonly #members = new Set<Member>()

  join(member: Member): void {
    this.#members.add(member)
  }

  /** The socket closed: its sessions are gone, whether the Studio said so or not. */
  leave(member: Member): void {
    if (!this.#members.delete(member) || !member.user) return
    for (const session of member.sessions) this.send(member, { type: 'disconnect', i: member.user.id, m: { session } })
  }

  /** An event to every other subscribed socket of the dataset. */
  send(from: Member, event: object): void {
    for (const member of this.#members) {
      if (member === from || member.dataset !== from.dataset || !member.subscription || member.socket.destroyed)
        continue
      const params = { subscription: member.subscription, result: event }
      member.socket.write(text(JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params })))
    }
  }
}

/** The answer to one JSON-RPC call of the Studio; every call but `authorization` needs it to have succeeded. */
function answer(call: Call, member: Member, hub: PresenceHub, userOf: (header: string) => LakeUser | undefined) {
  if (call.id === undefined || call.id === null) return null
  const reply = (body: object) => JSON.stringify({ jsonrpc: '2.0', id: call.id, ...body })
  const params = call.params ?? {}
  if (call.method === 'authorization') {
    member.user = typeof params.authorization === 'string' ? userOf(params.authorization) : undefined
    return member.user ? reply({ result: true }) : reply({ error: { code: 401, message: 'Unauthorized' } })
  }
  const user = member.user
  if (!user) return reply({ error: { code: 401, message: 'Unauthorized' } })
  switch (call.method) {
    case 'presence_subscribe':
      member.subscription = randomBytes(8).toString('hex')
      return reply({ result: member.subscription })
    case 'presence_unsubscribe':
      member.subscription = undefined
      return reply({ result: true })
    case 'presence_rollcall':
      hub.send(member, { type: 'rollCall', i: user.id, session: params.session })
      return reply({ result: true })
    case 'presence_announce': {
      const data = (params.data ?? {}) as { sessionId?: unknown; locations?: unknown }
      if (typeof data.sessionId !== 'string' || !Array.isArray(data.locations))
        return reply({ error: { code: -32602, message: 'Expected data: {sessionId, locations}' } })
      member.sessions.add(data.sessionId)
      hub.send(member, { type: 'state', i: user.id, m: { sessionId: data.sessionId, locations: data.locations } })
      return reply({ result: true })
    }
    case 'presence_disconnect':
      if (typeof params.session === 'string') member.sessions.delete(params.session)
      hub.send(member, { type: 'disconnect', i: user.id, m: { session: params.session } })
      return reply({ result: true })
    default:
      return reply({ result: null })
  }
}

/** `userOf` names the user of an `Authorization` header value (`Bearer <token>`), session.ts. */
export function acceptPresenceSocket(
  request: IncomingMessage,
  socket: Socket,
  {
    hub,
    dataset,
    userOf,
    authorizeWithinMs = AUTHORIZE_WITHIN_MS,
  }: {
    hub: PresenceHub
    dataset: string
    userOf: (header: string) => LakeUser | undefined
    authorizeWithinMs?: number
  },
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
  const member: Member = { socket, dataset, user: undefined, subscription: undefined, sessions: new Set() }
  hub.join(member)
  const deadline = setTimeout(() => {
    if (member.user) return
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
        const reply = answer(JSON.parse(next.payload.toString('utf8')) as Call, member, hub, userOf)
        if (reply) socket.write(text(reply))
      }
    } catch {
      socket.destroy()
    }
  })
  const stop = () => {
    clearInterval(heartbeat)
    clearTimeout(deadline)
    hub.leave(member)
  }
  socket.on('close', stop)
  socket.on('error', () => socket.destroy())
}
