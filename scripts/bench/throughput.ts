/**
 * Server throughput for `npm run bench` (index.ts), with autocannon: a prerendered page of the site,
 * the same bytes from a plain Node file server (the ratio is the figure), and `POST /api/inquiry`
 * (stored in SQLite each time).
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { prerenderedFile } from '@scripts/lib/page-weight'
import autocannon from 'autocannon'

export type ThroughputFigure = { title: string; requestsPerSecond: number; p99: number; non2xx: number; errors: number }

async function throughput(title: string, seconds: number, request: autocannon.Options): Promise<ThroughputFigure> {
  const result = await autocannon({ connections: 10, duration: seconds, ...request })
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** Measures the site's server on `sitePort` beside a plain file server, prints the table and returns the figures. */
export async function measureThroughput({
  sitePort,
  seconds,
  root,
}: {
  sitePort: number
  seconds: number
  root: string
}): Promise<ThroughputFigure[]> {
  console.log(`\n▶ Throughput (autocannon, 10 connections, ${seconds} s each)`)
  const staticFile = prerenderedFile(path.join(root, 'web/.next'), '/leistungen', 'html')
  const plain = createServer(async (_request, response) => {
    const body = await readFile(staticFile)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    response.end(body)
  })
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
  const plainPort = (plain.address() as AddressInfo).port
  const form = new URLSearchParams({
    'form-name': 'contact',
    name: 'Bench Mark',
    email: 'bench@example.org',
    phone: '05321 123456',
    location: 'Goslar',
    service: '',
    message: 'Lasttest der Anfrage-Schnittstelle.',
    'bot-field': '',
  }).toString()
  const figures = [
    await throughput('site server: GET /leistungen (prerendered)', seconds, {
      url: `http://127.0.0.1:${sitePort}/leistungen`,
    }),
    await throughput('plain Node file server: same bytes', seconds, { url: `http://127.0.0.1:${plainPort}/` }),
    await throughput('site server: POST /api/inquiry (stored, 201)', seconds, {
      url: `http://127.0.0.1:${sitePort}/api/inquiry`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
    }),
  ]
  plain.close()
  for (const figure of figures) {
    console.log(
      `${figure.title.padEnd(48)}${`${figure.requestsPerSecond} req/s`.padStart(14)}${`p99 ${figure.p99} ms`.padStart(14)}${figure.non2xx || figure.errors ? `  (${figure.non2xx} non-2xx, ${figure.errors} errors)` : ''}`,
    )
  }
  const [nextStatic, plainStatic] = figures
  if (nextStatic && plainStatic) {
    console.log(
      `ratio site server / plain file server: ${(nextStatic.requestsPerSecond / plainStatic.requestsPerSecond).toFixed(2)}`,
    )
  }
  return figures
}
