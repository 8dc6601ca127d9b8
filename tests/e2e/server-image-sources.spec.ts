import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'

/**
 * Issue 42, M1 and L3, on the production server with the local Content Lake (CONTENT_LAKE=local):
 * `/_next/image` took any query string on the lake's pictures, each `?cb=N` a new fetch from the lake
 * and a new optimisation, and `/images/` itself let anyone fill the lake's transform lane. Now the
 * optimiser fetches only addresses the site wrote into its pages (400 before anything is fetched: the
 * lake's request journal shows no request), and `/images/` answers 404 from outside.
 */

const PORT = Number(process.env.E2E_IMAGE_SOURCES_PORT ?? 3146)

let site: SiteCopy
let journalDir: string
let journal: string

test.describe.configure({ mode: 'serial' })
test.setTimeout(90_000)

test.beforeAll(async () => {
  // The production server and the lake start in 10–40 s on a loaded machine.
  test.setTimeout(120_000)
  journalDir = mkdtempSync(path.join(tmpdir(), 'image-sources-'))
  journal = path.join(journalDir, 'journal.ndjson')
  site = await startSiteCopy({
    name: '.next-e2e-image-sources',
    port: PORT,
    env: { CONTENT_LAKE: 'local', CONTENT_LAKE_DIR: path.join(journalDir, 'lake'), CONTENT_LAKE_JOURNAL: journal },
  })
})

test.afterAll(async () => {
  await site?.stop()
  rmSync(journalDir, { recursive: true, force: true })
})

/** The lake's image requests so far (the journal has one line per request the lake answered). */
const lakeImageRequests = () =>
  readFileSync(journal, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"path":"/images/')).length

test('the optimiser fetches only the image addresses the site wrote; anything else is 400 before a fetch', async ({
  request,
}) => {
  const html = await (await request.get(`${site.url}/leistungen`)).text()
  const written = /\/_next\/image\?url=([^&"]+)&amp;w=(\d+)&amp;q=(\d+)/.exec(html)
  expect(written, 'the page shows a picture of the lake through the optimiser').not.toBeNull()
  const [, encoded = '', width, quality] = written ?? []
  const source = decodeURIComponent(encoded)
  expect(source).toMatch(/^\/images\/local\/production\/[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp)\?/)
  const optimised = (url: string) =>
    request.get(`${site.url}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`)

  const own = await optimised(source)
  expect(own.status()).toBe(200)
  expect(own.headers()['content-type']).toMatch(/^image\//)
  const before = lakeImageRequests()

  const variants = [
    `${source}&cb=1`,
    `${source}&cb=2`,
    source.replace(/w=\d+/, 'w=1199'),
    source.replace(/\?.*$/, '?rect=0,0,10,10&w=1200&fit=max'),
    source.replace(/\?.*$/, ''),
  ]
  for (const variant of variants) {
    const answer = await optimised(variant)
    expect(answer.status(), variant).toBe(400)
    expect(await answer.text(), variant).toContain('Diese Bildadresse stammt nicht von dieser Website')
  }
  expect(lakeImageRequests()).toBe(before)
})

test('the lake’s pictures are not served to anyone at /images/, only to the optimiser', async ({ request }) => {
  const html = await (await request.get(`${site.url}/leistungen`)).text()
  const encoded = /\/_next\/image\?url=([^&"]+)/.exec(html)?.[1] ?? ''
  const source = decodeURIComponent(encoded)
  const before = lakeImageRequests()
  for (const url of [source, `${source}&w=37`, source.replace(/\?.*$/, '?w=4000&h=4000&fm=png')]) {
    const answer = await request.get(`${site.url}${url}`)
    expect(answer.status(), url).toBe(404)
  }
  expect(lakeImageRequests()).toBe(before)
})
