import {
  ACTION,
  auth,
  base,
  client,
  failure,
  getJson,
  newId,
  running,
  startLakeForThisFile,
} from '@tests/support/content-lake-api'
import {
  API_VERSION,
  LAKE_DATASET,
  LAKE_PRIVATE_DATASET,
  LAKE_PROJECT_ID,
  rawRequest,
} from '@tests/support/local-content-lake'
import { describe, expect, it } from 'vitest'

/** The local Content Lake's HTTP contract: access rules, CORS, the session and error answers (tests/support/content-lake-api.ts). */

startLakeForThisFile()

// ---- errors and access ------------------------------------------------------------------------

describe('access and errors', () => {
  const endpoints: [string, string][] = [
    ['GET', `/v${API_VERSION}/data/query/${LAKE_DATASET}?query=*%5B0%5D`],
    ['GET', `/v${API_VERSION}/data/doc/${LAKE_DATASET}/siteSettings`],
    ['POST', `/v${API_VERSION}/data/mutate/${LAKE_DATASET}`],
    ['POST', `/v${API_VERSION}/data/actions/${LAKE_DATASET}`],
    ['GET', `/v${API_VERSION}/data/listen/${LAKE_DATASET}?query=*`],
    ['GET', `/v${API_VERSION}/data/history/${LAKE_DATASET}/transactions/siteSettings`],
    ['GET', `/v${API_VERSION}/data/history/${LAKE_DATASET}/events/documents/siteSettings`],
    ['POST', `/v${API_VERSION}/assets/images/${LAKE_DATASET}`],
    ['GET', `/v${API_VERSION}/users/me`],
    ['GET', `/v2021-06-07/projects/${LAKE_PROJECT_ID}/datasets/${LAKE_DATASET}/acl`],
    ['GET', `/v${API_VERSION}/projects/${LAKE_PROJECT_ID}`],
    ['GET', `/v${API_VERSION}/users/me/keyvalue/a`],
    ['GET', `/v${API_VERSION}/data/query/${LAKE_PRIVATE_DATASET}?query=*`],
  ]

  it.each(endpoints)(
    '%s %s without the token (or with a wrong one) is a 401 {statusCode, error, message}',
    async (method, path) => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong-token' },
        { authorization: running.token },
      ]
      for (const headers of attempts) {
        const response = await fetch(`${running.apiHost}${path}`, {
          method,
          headers,
          body: method === 'POST' ? '{}' : undefined,
        })
        expect(response.status).toBe(401)
        const body = (await response.json()) as Record<string, unknown>
        expect(body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) })
      }
    },
  )

  it('a malformed JSON body is a 400; so is a body that is not an object', async () => {
    for (const body of ['{"mutations": [', '[1, 2]', '']) {
      const response = await fetch(`${base}/data/mutate/${LAKE_DATASET}`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body,
      })
      expect(response.status, body).toBe(400)
      expect(((await response.json()) as { error: { description: string } }).error.description).toEqual(
        expect.any(String),
      )
    }
  })

  it('an unknown dataset is a 404 the client reports', async () => {
    const error = await failure(running.client({ dataset: 'staging' }).fetch('*[0]'))
    expect(error.statusCode).toBe(404)
    expect(error.message).toMatch(/Dataset "staging" not found/)
    for (const path of [`/data/doc/staging/x`, `/data/history/staging/transactions/x`]) {
      expect((await getJson(path)).status).toBe(404)
    }
  })

  it('a Host that is not a loopback name is refused with 403 (DNS rebinding)', async () => {
    for (const host of ['evil.example', 'evil.example:80', `localhost.evil.example`, '127.0.0.1.nip.io']) {
      const response = await rawRequest(`${base}/data/query/${LAKE_DATASET}?query=*%5B0%5D`, {
        headers: { host, ...auth() },
      })
      expect(response.status, host).toBe(403)
      expect(response.body).not.toContain(running.token)
    }
    for (const host of [
      'localhost',
      `localhost:${running.lake.port}`,
      `local.localhost:${running.lake.port}`,
      '127.0.0.1',
      '[::1]:1',
    ]) {
      const response = await rawRequest(`${base}/data/query/${LAKE_DATASET}?query=*%5B0%5D._id`, {
        headers: { host, ...auth() },
      })
      expect(response.status, host).toBe(200)
    }
  })

  it('CORS: a preflight from a foreign origin is a 403 without CORS headers; the site’s origins are allowed with credentials', async () => {
    const preflight = (origin: string) =>
      rawRequest(`${base}/data/query/${LAKE_DATASET}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization, content-type, x-sanity-app',
        },
      })
    const evil = await preflight('https://evil.example')
    expect(evil.status).toBe(403)
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined()

    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const allowed = await preflight(origin)
      expect(allowed.status).toBe(204)
      expect(allowed.headers['access-control-allow-origin']).toBe(origin)
      expect(allowed.headers['access-control-allow-credentials']).toBe('true')
      // The Studio sends x-sanity-app on every request (read in sanity 6.16).
      expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('x-sanity-app')
      expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST')
    }
    // Actual responses carry the CORS headers only for the site's origins.
    const answered = await rawRequest(`${base}/data/query/${LAKE_DATASET}?query=1`, {
      headers: { origin: 'https://evil.example', ...auth() },
    })
    expect(answered.headers['access-control-allow-origin']).toBeUndefined()
    const local = await rawRequest(`${base}/data/query/${LAKE_DATASET}?query=1`, {
      headers: { origin: 'http://localhost:3000', ...auth() },
    })
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000')
  })

  it('/local/session: a browser session for the site’s pages only, the server token for programs only', async () => {
    const signIn = (origin: string) =>
      rawRequest(`${running.apiHost}/local/session`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ browser: 'browser-of-the-contract-test', name: 'Anna' }),
      })
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'file://']) {
      const response = await signIn(origin)
      expect(response.status, origin).toBe(403)
      expect(response.body, origin).not.toContain(running.token)
    }
    const local = await signIn('http://localhost:3000')
    expect(local.status).toBe(200)
    const { token, projectId, user } = local.json() as { token: string; projectId: string; user: { name: string } }
    expect({ projectId, name: user.name }).toEqual({ projectId: LAKE_PROJECT_ID, name: 'Anna' })
    expect(token).not.toBe(running.token)
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000')
    // The server token: a program of this user (no Origin), never a page, not even the site's.
    const page = await rawRequest(`${running.apiHost}/local/session`, { headers: { origin: 'http://localhost:3000' } })
    expect(page.status).toBe(403)
    expect(page.body).not.toContain(running.token)
    const program = await rawRequest(`${running.apiHost}/local/session`)
    expect(program.json()).toMatchObject({ token: running.token, projectId: LAKE_PROJECT_ID })
  })

  it('a listener query that is not a filter is a 400, not a stream', async () => {
    for (const query of ['count(*)', '"text"', '{"a": *[0]}', '*[_type == ']) {
      const response = await fetch(`${base}/data/listen/${LAKE_DATASET}?query=${encodeURIComponent(query)}`, {
        headers: { ...auth(), accept: 'text/event-stream' },
      })
      expect(response.status, query).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/json/)
      await response.body?.cancel()
    }
  })

  it('a body over the limit is refused with 413 before it is read', async () => {
    const response = await rawRequest(`${base}/data/mutate/${LAKE_DATASET}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{"mutations":',
      declaredLength: 9 * 1024 * 1024,
    })
    expect(response.status).toBe(413)
    expect(response.json()).toMatchObject({ statusCode: 413 })
    // Without a declared length (chunked) the lake stops reading at the limit and drops the
    // connection; it keeps answering others.
    const chunked = await rawRequest(`${base}/data/mutate/${LAKE_DATASET}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: Buffer.alloc(9 * 1024 * 1024, 32),
    }).catch((error: Error) => ({ status: 0, error }))
    expect([0, 413]).toContain(chunked.status)
    expect(await client.fetch('1 + 1')).toBe(2)
  })

  it('nothing crashes the server: after malformed requests a valid query still answers', async () => {
    const answers: { path: string; status: number; body: string }[] = []
    const send = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${running.apiHost}${path}`, {
        ...init,
        headers: { ...auth(), 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      })
      answers.push({
        path: `${init.method ?? 'GET'} ${path} ${init.body ?? ''}`,
        status: response.status,
        body: await response.text(),
      })
    }
    await send(`/v${API_VERSION}/data/doc/${LAKE_DATASET}/%E0%A4%A`)
    await send(`/v${API_VERSION}/data/query/${LAKE_DATASET}?query=*&%24p=%7Bnot-json`)
    await send(`/v${API_VERSION}/data/query/${LAKE_DATASET}?query=*&perspective=rABC`)
    await send(`/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, { method: 'POST', body: '{"mutations": "x"}' })
    await send(`/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, { method: 'POST', body: '{"mutations": [null, 1]}' })
    // Malformed patches (the Studio's own mutator would apply some of them leniently: `null` items,
    // string concatenation for `inc`).
    const target = await client.create({ _id: newId('target'), _type: 'note', n: 1, list: [1] })
    for (const patch of [
      { set: 'not an object' },
      { unset: 'list' },
      { insert: { before: 'list[0]' } },
      { insert: { before: 'list[0]', after: 'list[0]', items: [2] } },
      { inc: { n: 'a' } },
      { diffMatchPatch: { n: 'garbage' } },
    ])
      await send(`/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, {
        method: 'POST',
        body: JSON.stringify({ mutations: [{ patch: { id: target._id, ...patch } }] }),
      })
    await send(`/v${API_VERSION}/data/mutate/${LAKE_DATASET}`, {
      method: 'POST',
      body: JSON.stringify({ mutations: [{ create: { _id: '../../etc', _type: 'x' } }] }),
    })
    await send(`/v${API_VERSION}/data/actions/${LAKE_DATASET}`, { method: 'POST', body: '{"actions": [{}]}' })
    await send(`/v${API_VERSION}/data/actions/${LAKE_DATASET}`, {
      method: 'POST',
      body: JSON.stringify({ actions: [{ actionType: `${ACTION}.edit`, draftId: 'drafts.x', publishedId: 'y' }] }),
    })
    await send(`/v${API_VERSION}/data/history/${LAKE_DATASET}/documents/x`)
    await send(`/v${API_VERSION}/users/me/keyvalue`, { method: 'PUT', body: '{not json' })
    await send(`/v${API_VERSION}/assets/images/${LAKE_DATASET}`, { method: 'POST', body: '' })
    await send(`/images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/..%2F..%2Flake.sqlite`)
    await send('/v2025-02-19/nothing/here')
    // Every one is answered as a client error, none as a crash (5xx).
    expect(answers.filter(({ status }) => status >= 500)).toEqual([])
    for (const { path, status } of answers) expect(status, path).toBeGreaterThanOrEqual(400)
    // Options it does not understand are ignored (the history API is lenient about its options).
    const lenient = await fetch(`${base}/data/history/${LAKE_DATASET}/transactions/x?limit=abc&fromTransaction=nope`, {
      headers: auth(),
    })
    expect(lenient.status).toBe(200)
    await lenient.arrayBuffer()
    expect(await client.fetch('*[_id == "siteSettings"][0]._id')).toBe('siteSettings')
    expect(await client.getDocument(target._id)).toEqual(target)
  })
})
