import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { connect } from 'node:net'
import { zstdDecompressSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

/**
 * What the server (web/server/guards.ts, csp.ts) answers before or around Next, over raw HTTP/1.1
 * against the production server: requests a browser never sends, so Playwright's client cannot.
 * docs/security.md, second round.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)

type Raw = { status: number; headers: Record<string, string>; body: string; ms: number }

/** Sends `head` (and `body`) on a fresh connection; resolves with the first answer. */
function raw(head: string, body = ''): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = connect(PORT, '127.0.0.1')
    let data = ''
    const finish = () => {
      const [top = '', ...rest] = data.split('\r\n\r\n')
      const [statusLine = '', ...lines] = top.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: rest.join('\r\n\r\n'),
        ms: performance.now() - started,
      })
    }
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => {
      data += chunk
      // One answer is enough: the server may keep reading nothing more.
      if (/\r\n\r\n/.test(data)) {
        const length = Number(/content-length:\s*(\d+)/i.exec(data)?.[1] ?? Number.NaN)
        const bodyStart = data.indexOf('\r\n\r\n') + 4
        if (Number.isFinite(length) && Buffer.byteLength(data.slice(bodyStart), 'latin1') >= length) {
          socket.destroy()
          finish()
        }
      }
    })
    socket.on('end', finish)
    socket.on('error', (error) => (data ? finish() : reject(error)))
    socket.write(`${head}\r\n\r\n${body}`)
  })
}

/** GET `path` with one Accept-Encoding, the body's bytes as sent. */
function rawBytes(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: PORT, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'] as string | undefined, body: Buffer.concat(chunks) }),
      )
    }).on('error', reject)
  })
}

const SECURE = (answer: Raw) => {
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
}

test('TRACE and other methods no page accepts: 405 with security headers, not 500', async () => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const answer = await raw(`${method} / HTTP/1.1\r\nHost: 127.0.0.1`)
    expect(answer.status, method).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    SECURE(answer)
  }
  // A method Node's parser does not know at all (TRACK) and a malformed request line: Node's own 400,
  // with the same headers.
  for (const head of ['TRACK / HTTP/1.1\r\nHost: 127.0.0.1', 'GET / HTTP/9.9 junk']) {
    const answer = await raw(head)
    expect(answer.status, head).toBe(400)
    SECURE(answer)
  }
})

test('a request target that is not a path (GET *) is 400 with security headers', async () => {
  const answer = await raw('GET * HTTP/1.1\r\nHost: 127.0.0.1')
  expect(answer.status).toBe(400)
  SECURE(answer)
})

test('an absolute-form target never puts a foreign host into Location', async () => {
  // /leistungen/ redirects to /leistungen (no trailing slash).
  const answer = await raw('GET http://evil.example/leistungen/ HTTP/1.1\r\nHost: 127.0.0.1')
  expect([301, 308]).toContain(answer.status)
  expect(answer.headers.location).not.toContain('evil.example')
  expect(answer.headers.location).toMatch(/^(\/|https?:\/\/(127\.0\.0\.1|www\.example\.com))/)
})

test('a body sent to a page is refused before it is read (405), even when it announces 200 MB', async () => {
  const big = await raw(
    'POST /leistungen HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 209715200',
    'a=1&',
  )
  expect(big.status).toBe(405)
  SECURE(big)
  // A server action (the preview's „Vorschau beenden") must announce a small body.
  const chunked = await raw(
    'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nNext-Action: x\r\nTransfer-Encoding: chunked\r\nContent-Type: text/plain',
    '1\r\na\r\n',
  )
  expect(chunked.status).toBe(411)
  const large = await raw('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nNext-Action: x\r\nContent-Length: 10485760', 'x')
  expect(large.status).toBe(413)
})

test('a cookie named like the draft-mode cookie loosens nothing: only the build’s own preview id counts', async ({
  request,
}) => {
  const plain = (await request.get('/leistungen')).headers()['content-security-policy']
  const forged = (await request.get('/leistungen', { headers: { cookie: '__prerender_bypass=anything' } })).headers()[
    'content-security-policy'
  ]
  const styles = (policy: string | undefined) => /(?:^|; )style-src ([^;]*)/.exec(policy ?? '')?.[1]
  expect(styles(plain)).toBe("'self'")
  expect(styles(forged)).toBe("'self'")
})

test('every answer is compressed once, by the app: documents, scripts and payloads', async ({ request }) => {
  const zstd = await rawBytes('/leistungen', 'zstd')
  expect(zstd.encoding).toBe('zstd')
  expect(zstdDecompressSync(zstd.body).toString('utf8')).toContain('</html>')
  const home = await (await request.get('/')).text()
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
  const gzip = await request.get(String(script), { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(gzip.headers().vary).toMatch(/accept-encoding/i)
  const none = await raw(`GET ${script} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity`)
  expect(none.headers['content-encoding']).toBeUndefined()
})

test('liveness is the server’s own answer', async ({ request }) => {
  const live = await request.get('/api/health/live')
  expect(live.status()).toBe(200)
  expect(await live.text()).toBe('ok\n')
  expect(live.headers()['cache-control']).toBe('no-store')
})

test('a setting that cannot work stops the production server at start, naming the variable', async () => {
  test.setTimeout(60_000)
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      let output = ''
      const child = spawn(process.execPath, ['server.mjs'], {
        env: { ...process.env, PORT: '3124', HOSTNAME: '127.0.0.1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout?.on('data', (chunk) => (output += chunk))
      child.stderr?.on('data', (chunk) => (output += chunk))
      // Started after all: stop it, the test fails below.
      const timer = setTimeout(() => child.kill('SIGTERM'), 45_000)
      child.on('exit', (code) => {
        clearTimeout(timer)
        resolve({ code, output })
      })
    })
  const port = await start({ PORT: 'achtzig' })
  expect(port.code).toBe(1)
  expect(port.output).toContain('Refusing to start: PORT must be a whole number')
  const mail = await start({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: '' })
  expect(mail.code).toBe(1)
  expect(mail.output).toContain('Refusing to start: MAIL_FROM is required when SMTP_URL is set.')
})

test('an image address written other than the site writes it is refused before the optimiser runs', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const src = /\/_next\/image\?url=([^&"]+)&amp;w=(\d+)&amp;q=(\d+)/.exec(html)
  expect(src).not.toBeNull()
  const [, url = '', width, quality] = src ?? []
  const image = (address: string) => request.get(`/_next/image?url=${address}&w=${width}&q=${quality}`)
  expect((await image(url)).status()).toBe(200)
  for (const variant of [
    `${url}%23v1`,
    url.replace('%2Fdataset-assets%2F', '%2Fdataset-assets%2F.%2F'),
    '%2Fdataset-assets%2F%2Fx.jpg',
  ]) {
    const answer = await image(variant)
    expect(answer.status(), variant).toBe(400)
    expect(answer.headers()['content-security-policy']).toContain("default-src 'none'")
  }
})
