import { afterEach, describe, expect, it, vi } from 'vitest'
import { POST as revalidate } from '@/app/api/revalidate/route'
import { resetRuntime } from '@/hosting/runtime.ts'
import { readCappedBody } from '@/lib/http/capped-body'
import { refererPath, safeRedirectPath } from '@/lib/http/redirect-path'

const SITE = 'http://localhost:3000'
const KB = 1024

/**
 * A request body sent in chunks without Content-Length (like `Transfer-Encoding: chunked`),
 * produced only as it is read: `pulled` counts the bytes handed out, `cancelled` tells
 * whether the reader gave up. It never ends by itself unless `total` is given.
 */
function chunkedBody({ chunkBytes = KB, total = Number.POSITIVE_INFINITY } = {}) {
  const state = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close()
      const size = Math.min(chunkBytes, total - state.pulled)
      state.pulled += size
      controller.enqueue(new Uint8Array(size).fill(0x61))
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

function post(url: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  return new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

describe('readCappedBody: the one capped body reader', () => {
  it('returns a body within the limit whole', async () => {
    const { stream, state } = chunkedBody({ total: 3 * KB })
    const body = await readCappedBody(post(SITE, stream), 4 * KB)
    expect(body?.byteLength).toBe(3 * KB)
    expect(state.cancelled).toBe(false)
  })

  it('stops a chunked body (no Content-Length) at the limit and leaves the rest unread', async () => {
    const { stream, state } = chunkedBody()
    expect(await readCappedBody(post(SITE, stream), 16 * KB)).toBeNull()
    // Released, not cancelled (see the FormData test below); nothing pulls it any more.
    expect(stream.locked).toBe(false)
    expect(state.cancelled).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 10))
    // Read up to one chunk past the limit, never the (endless) rest.
    expect(state.pulled).toBeLessThanOrEqual(17 * KB + 2 * KB)
  })

  it('refuses a declared Content-Length over the limit without reading at all', async () => {
    const { stream, state } = chunkedBody()
    const request = post(SITE, stream, { 'content-length': String(64 * KB) })
    expect(await readCappedBody(request, 16 * KB)).toBeNull()
    expect(stream.locked).toBe(false)
    expect(state.pulled).toBeLessThanOrEqual(2 * KB)
  })

  it('does not trust a Content-Length that understates the body', async () => {
    const { stream, state } = chunkedBody({ total: 40 * KB })
    const request = post(SITE, stream, { 'content-length': '10' })
    expect(await readCappedBody(request, 16 * KB)).toBeNull()
    expect(state.pulled).toBeLessThanOrEqual(17 * KB + 2 * KB)
  })

  it('refuses oversized FormData bodies without an unhandled rejection from undici', async () => {
    // Node's undici writes a FormData body into the Request's stream from a detached async loop
    // that stops only on an errored stream: cancelling the stream at the limit made the loop's
    // next enqueue throw „ReadableStream is already closed“ where nothing awaited it (about 1 in
    // 4 CI runs of the property test). With the cancel, every one of these 50 requests threw.
    const escaped: unknown[] = []
    const collect = (error: unknown) => escaped.push(error)
    process.on('unhandledRejection', collect)
    try {
      for (let run = 0; run < 50; run++) {
        const form = new FormData()
        for (let field = 0; field < 12; field++) form.append(`field${field}`, 'ä'.repeat(3000 + run * 7))
        expect(await readCappedBody(new Request(SITE, { method: 'POST', body: form }), 16 * KB)).toBeNull()
      }
      // Unhandled rejections are reported after the microtask queue drains: wait a macrotask.
      await new Promise((resolve) => setTimeout(resolve, 10))
    } finally {
      process.off('unhandledRejection', collect)
    }
    expect(escaped).toEqual([])
  })

  it('reads an absent body as empty', async () => {
    expect(await readCappedBody(new Request(SITE), 16 * KB)).toEqual(new Uint8Array())
  })
})

describe('POST /api/revalidate reads its body through the cap', () => {
  afterEach(async () => {
    vi.unstubAllEnvs()
    await resetRuntime()
  })

  it('answers a chunked body over 16 KB with 413 without reading it whole', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', 'test-revalidate-secret')
    await resetRuntime()
    const { stream, state } = chunkedBody()
    const response = await revalidate(post(`${SITE}/api/revalidate`, stream, { 'content-type': 'application/json' }))
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ status: 'rejected', error: 'Body larger than 16384 bytes.' })
    expect(state.cancelled).toBe(false)
    expect(state.pulled).toBeLessThanOrEqual(17 * KB + 2 * KB)
  })
})

describe('safeRedirectPath: only paths of this site', () => {
  it.each([
    ['/leistungen/winterdienst', '/leistungen/winterdienst'],
    ['/kontakt?x=1#karte', '/kontakt?x=1#karte'],
    ['/', '/'],
    ['/a/../ueber-uns', '/ueber-uns'],
    ['https://evil.example/phish', null],
    ['//evil.example/phish', null],
    ['/\\evil.example', null],
    ['/.//evil.example/phish', null],
    ['/a/..//evil.example', null],
    ['/%2e//evil.example', null],
    ['\\\\evil.example', null],
    ['/%0d%0aSet-Cookie:x=1', '/%0d%0aSet-Cookie:x=1'],
    ['/\r\nSet-Cookie: x=1', null],
    [' /kontakt', null],
    ['javascript:alert(1)', null],
    ['kontakt', null],
    ['', null],
    [null, null],
  ])('safeRedirectPath(%j) → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it('refererPath: the path of the page of this site the request came from', () => {
    const from = (referer?: string) =>
      refererPath(new Request(`${SITE}/api/inquiry`, { headers: referer ? { referer } : {} }))
    expect(from(`${SITE}/leistungen/winterdienst?a=1#contact-form`)).toBe('/leistungen/winterdienst?a=1#contact-form')
    expect(from('https://evil.example/kontakt')).toBeNull()
    expect(from('http://localhost:4000/kontakt')).toBeNull()
    expect(from('not a url')).toBeNull()
    expect(from()).toBeNull()
  })
})
