import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressingStream } from '@/server/compression.ts'
import { tapResponse } from '@/server/response-tap.ts'

/**
 * The server's one interception of a response (web/server/response-tap.ts), on a real HTTP server:
 * a large file piped into the response the way Next serves static files must arrive whole, through
 * every encoding (a stalled pipe once left /kontakt loading forever), and a buffered body is sent
 * by its `finish`.
 */
let directory: string
let file: string
let content: string
let server: Server
let port: number

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'tap-'))
  file = path.join(directory, 'big.js')
  // 2 MB of text that does not compress to nothing: the pipe must wait for the socket several times.
  content = Array.from({ length: 40_000 }, (_, index) => `var v${index} = ${(index * 7919) % 104729};\n`).join('')
  writeFileSync(file, content)
  server = createServer((req, res) => {
    if (req.url === '/buffered') {
      tapResponse(res, () => ({
        kind: 'buffer',
        finish: (body, send) => {
          res.setHeader('x-length-seen', String(Buffer.byteLength(body)))
          send(String(body).toUpperCase())
        },
      }))
      res.setHeader('content-type', 'text/html')
      res.write('<p>eins</p>')
      res.end('<p>zwei</p>')
      return
    }
    tapResponse(res, (res) => {
      const transform = compressingStream(req, res)
      return transform ? { kind: 'stream', transform } : { kind: 'pass' }
    })
    res.setHeader('content-type', 'application/javascript')
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(directory, { recursive: true, force: true })
})

function fetchRaw(
  pathname: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

describe('the response tap', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['zstd', zstdDecompressSync],
    ['gzip', gunzipSync],
    ['identity', (body: Buffer) => body],
  ] as const)('streams a 2 MB file piped into the response whole, as %s', async (encoding, decode) => {
    const { headers, body } = await fetchRaw('/file', encoding)
    expect(headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
    expect(decode(body).toString('utf8')).toBe(content)
  })

  it('buffers a body written in parts and sends what finish makes of it', async () => {
    const { headers, body } = await fetchRaw('/buffered', 'identity')
    expect(headers['x-length-seen']).toBe('22')
    expect(body.toString()).toBe('<P>EINS</P><P>ZWEI</P>')
  })
})
