import { request as httpRequest } from 'node:http'
import { type RunningLake, startLocalLake } from '@tests/support/local-content-lake'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The Studio's realtime socket (content-lake/presence.ts) through a real WebSocket client (Node's):
 * JSON-RPC 2.0 as @sanity/bifur-client speaks it, the "♥" heartbeat its connection status counts on,
 * and the lake's token before anything else is answered.
 */

let running: RunningLake

beforeAll(async () => {
  running = await startLocalLake()
})

afterAll(async () => {
  await running.stop()
})

function connect(): Promise<{ socket: WebSocket; messages: string[]; next: () => Promise<string> }> {
  const socket = new WebSocket(
    `${running.apiHost.replace('http', 'ws')}/v2022-06-30/socket/production?tag=sanity.studio`,
  )
  const messages: string[] = []
  const waiting: ((message: string) => void)[] = []
  socket.addEventListener('message', (event) => {
    const message = String(event.data)
    const resolve = waiting.shift()
    if (resolve) resolve(message)
    else messages.push(message)
  })
  const next = () =>
    new Promise<string>((resolve) => {
      const queued = messages.shift()
      if (queued !== undefined) resolve(queued)
      else waiting.push(resolve)
    })
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve({ socket, messages, next }))
    socket.addEventListener('error', () => reject(new Error('WebSocket failed')))
  })
}

const call = (id: number, method: string, params: object = {}) => JSON.stringify({ jsonrpc: '2.0', id, method, params })

describe('the presence socket (Sanity’s bifur protocol)', () => {
  it('beats at once, and answers only after the token was given', async () => {
    const { socket, next } = await connect()
    expect(await next()).toBe('♥')
    socket.send(call(1, 'presence_subscribe'))
    expect(JSON.parse(await next())).toEqual({ jsonrpc: '2.0', id: 1, error: { code: 401, message: 'Unauthorized' } })
    socket.send(call(2, 'authorization', { authorization: 'Bearer wrong-token' }))
    expect(JSON.parse(await next())).toMatchObject({ id: 2, error: { code: 401 } })
    socket.send(call(3, 'authorization', { authorization: `Bearer ${running.token}` }))
    expect(JSON.parse(await next())).toEqual({ jsonrpc: '2.0', id: 3, result: true })
    socket.send(call(4, 'presence_subscribe'))
    expect(JSON.parse(await next())).toMatchObject({ jsonrpc: '2.0', id: 4, result: expect.any(String) })
    socket.close()
  })

  it('refuses an upgrade addressed to another host name (DNS rebinding)', async () => {
    const status = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${running.apiHost}/v2022-06-30/socket/production`, {
        headers: {
          host: 'evil.example',
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-version': '13',
        },
      })
      request.on('upgrade', () => resolve('upgraded'))
      request.on('response', (response) => resolve(String(response.statusCode)))
      request.on('error', reject)
      request.end()
    })
    expect(status).toBe('400')
  })
})
