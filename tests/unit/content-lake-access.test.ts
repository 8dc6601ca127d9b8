import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { promisify } from 'node:util'
import {
  API_VERSION,
  LAKE_DATASET,
  type RunningLake,
  rawRequest,
  SITE_ORIGINS,
  startLocalLake,
} from '@tests/support/local-content-lake'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptPresenceSocket, PresenceHub } from '../../content-lake/presence.ts'
import { LAKE_ROBOT } from '../../content-lake/session.ts'

/**
 * Who may use the local Content Lake (docs/security.md, third round): the token only for the site's
 * own pages and only for the user who started the lake; CORS only for the site and only the headers
 * the Studio sends; the presence socket only for the site, and not kept open without the token;
 * client JSON bounded in depth; queries off the request path and bounded in time.
 */

let running: RunningLake
const SITE = 'http://localhost:3000'

beforeAll(async () => {
  running = await startLocalLake({ queryTimeLimitMs: 1500 })
})

afterAll(async () => {
  await running?.stop()
})

const auth = () => ({ authorization: `Bearer ${running.token}` })
/** A browser's sign-in (POST /local/session), as the site's /studio sends it. */
const session = (headers: Record<string, string> = {}) =>
  rawRequest(`${running.apiHost}/local/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ browser: 'browser-of-the-access-test' }),
  })

describe('the session and CORS', () => {
  it('another page of this machine gets no token and no CORS headers', async () => {
    for (const origin of ['http://localhost:9999', 'http://x.localhost:1', 'http://127.0.0.1:3001', 'null']) {
      const answer = await session({ origin })
      expect(answer.status, origin).toBe(403)
      expect(answer.body, origin).not.toContain(running.token)
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined()
      const preflight = await rawRequest(`${running.apiHost}/local/session`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      })
      expect(preflight.status, origin).toBe(403)
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
    for (const origin of SITE_ORIGINS) expect((await session({ origin })).status, origin).toBe(200)
  })

  it('a preflight of the site allows the headers the Studio sends, not whatever is asked for', async () => {
    const answer = await rawRequest(`${running.apiHost}/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-evil, cookie',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers['access-control-allow-origin']).toBe(SITE)
    expect(answer.headers['access-control-allow-headers']).toBe(
      'authorization, content-type, last-event-id, x-sanity-app, x-sanity-project-id',
    )
  })

  // Another account of this machine: uid 65534 (nobody) asking with curl, as in the issue.
  const asNobody = existsSync('/usr/bin/setpriv') && existsSync('/usr/bin/curl') && process.getuid?.() === 0
  it.skipIf(!asNobody)('another user of this machine (uid 65534) gets no token, the lake’s user does', async () => {
    const curl = (prefix: string[]) =>
      promisify(execFile)(prefix[0] ?? '', [
        ...prefix.slice(1),
        '/usr/bin/curl',
        '-s',
        '-w',
        '\n%{http_code}',
        `${running.apiHost}/local/session`,
      ]).then(({ stdout }) => stdout)
    const nobody = await curl(['/usr/bin/setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'])
    expect(nobody).toMatch(/\n403$/)
    expect(nobody).toContain('only to the user who started the local Content Lake')
    expect(nobody).not.toContain(running.token)
    const owner = await curl(['/usr/bin/env'])
    expect(owner).toMatch(/\n200$/)
    expect(owner).toContain(running.token)
  })
})

describe('the presence socket', () => {
  const upgrade = (origin: string | undefined, url = `${running.apiHost}/v2022-06-30/socket/production`) =>
    new Promise<string>((resolve, reject) => {
      const request = rawUpgrade(url, origin)
      request.on('upgrade', (_response, socket: Socket) => {
        socket.destroy()
        resolve('101')
      })
      request.on('response', (response) => resolve(String(response.statusCode)))
      request.on('error', reject)
      request.end()
    })

  it('opens only for the site’s pages (and programs without an Origin)', async () => {
    expect(await upgrade('http://localhost:9999')).toBe('403')
    expect(await upgrade('https://evil.example')).toBe('403')
    expect(await upgrade(SITE)).toBe('101')
    expect(await upgrade(undefined)).toBe('101')
  })

  it('closes a socket that has not given the token in time (1008), and keeps one that has', async () => {
    const server: Server = createServer()
    server.on('upgrade', (request: IncomingMessage, socket: Socket) =>
      acceptPresenceSocket(request, socket, {
        hub: new PresenceHub(),
        dataset: 'production',
        userOf: (header) => (header === 'Bearer right' ? LAKE_ROBOT : undefined),
        authorizeWithinMs: 300,
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/socket/production`
    try {
      const idle = new WebSocket(url)
      const code = await new Promise<number>((resolve) =>
        idle.addEventListener('close', (event) => resolve(event.code)),
      )
      expect(code).toBe(1008)

      const authorized = new WebSocket(url)
      await new Promise((resolve) => authorized.addEventListener('open', resolve))
      authorized.send(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'authorization', params: { authorization: 'Bearer right' } }),
      )
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(authorized.readyState).toBe(WebSocket.OPEN)
      authorized.close()
    } finally {
      server.close()
    }
  })
})

describe('bounded work', () => {
  const nested = (depth: number) => `${'['.repeat(depth - 1)}{"_id":"x"}${']'.repeat(depth - 1)}`

  it('JSON nested deeper than 100 levels is a 400 that says so (20,000 levels answered 500)', async () => {
    for (const depth of [101, 20_000]) {
      const answer = await rawRequest(`${running.apiHost}/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body: `{"mutations":[{"create":{"_id":"deep","_type":"note","value":${nested(depth - 4)}}}]}`,
      })
      expect(answer.status, String(depth)).toBe(400)
      expect(answer.json(), String(depth)).toEqual({
        error: {
          type: 'invalidJson',
          description: 'The request body nests deeper than 100 levels of objects and arrays',
        },
      })
    }
    // At the limit it is stored.
    const stored = await rawRequest(`${running.apiHost}/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: `{"mutations":[{"create":{"_id":"deep-100","_type":"note","value":${nested(96)}}}]}`,
    })
    expect(stored.status).toBe(200)
    const parameter = await rawRequest(
      `${running.apiHost}/v${API_VERSION}/data/query/${LAKE_DATASET}?query=$p&$p=${encodeURIComponent(nested(500))}`,
      { headers: auth() },
    )
    expect(parameter.status).toBe(400)
    expect(parameter.body).toContain('Parameter \\"$p\\" nests deeper than 100 levels')
  })

  it('a query that takes seconds holds no other request, and stops at its time limit with a 400', async () => {
    const heavy = '*[]{ "x": *[]{ "y": *[] } }'
    const started = performance.now()
    const query = rawRequest(
      `${running.apiHost}/v${API_VERSION}/data/query/${LAKE_DATASET}?query=${encodeURIComponent(heavy)}`,
      { headers: auth() },
    ).then((answer) => ({ answer, at: performance.now() - started }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const ping = await rawRequest(`${running.apiHost}/ping`).then((answer) => ({
      answer,
      at: performance.now() - started,
    }))
    expect(ping.answer.body).toBe('PONG')
    const { answer, at } = await query
    // /ping was answered while the query still ran.
    expect(ping.at).toBeLessThan(at)
    expect(answer.status).toBe(400)
    expect(answer.json()).toMatchObject({
      error: { type: 'queryTimeout', description: expect.stringContaining('took longer than 1.5 s and was stopped') },
    })
    // A new worker takes the stopped one's place.
    expect(await running.client().fetch('count(*[_type == "service"]) > 0')).toBe(true)
  })
})

function rawUpgrade(url: string, origin: string | undefined) {
  return httpRequest(url, {
    headers: {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'sec-websocket-version': '13',
      ...(origin ? { origin } : {}),
    },
  })
}
