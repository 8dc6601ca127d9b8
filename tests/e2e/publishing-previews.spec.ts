import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { DatasetCopy, type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { sendDelivery } from '@scripts/lib/webhook-delivery'
import sharp from 'sharp'
import { SITE_ORIGIN } from './support'

/**
 * What a publish tells the outside world, on a production server over a copy of the bundled dataset:
 * a signed delivery is answered at once, and afterwards one JSON body naming the changed page reaches
 * a stand-in IndexNow endpoint over HTTP, retried after it failed; the sitemap shows the new date; a
 * new hotspot gives the page's share picture a new address and a new cut.
 */

const SECRET = 'e2e-previews-secret'
const KEY = 'e2e0indexnow0key0123'
const PORT = Number(process.env.E2E_PUBLISH_PREVIEWS_PORT ?? 3118)

let site: SiteCopy
let dataset: DatasetCopy
const received: Array<{ at: number; body: unknown }> = []
const answers = [503]
const endpoint = createServer((request, response) => {
  let raw = ''
  request.on('data', (chunk) => {
    raw += chunk
  })
  request.on('end', () => {
    received.push({ at: Date.now(), body: JSON.parse(raw) })
    response.writeHead(answers.shift() ?? 200).end()
  })
})

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
  dataset = await DatasetCopy.create()
  site = await startSiteCopy({
    name: '.next-e2e-publishing-previews',
    port: PORT,
    env: {
      CONTENT_DATASET_DIR: dataset.dir,
      SANITY_REVALIDATE_SECRET: SECRET,
      INDEXNOW_KEY: KEY,
      INDEXNOW_ENDPOINT: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/indexnow`,
    },
  })
})

test.afterAll(async () => {
  await site?.stop()
  await dataset?.remove()
  await new Promise<void>((resolve) => endpoint.close(() => resolve()))
})

test('the key file is served at /<key>.txt as plain text, no other key', async () => {
  const response = await fetch(`${site.url}/${KEY}.txt`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  expect(await response.text()).toBe(KEY)
  expect((await fetch(`${site.url}/ein0anderer0schluessel.txt`)).status).toBe(404)
})

test('a publish reports the page that shows the document, after the answer, retried once', async () => {
  const id = 'testimonial-winterdienst-1'
  const updatedAt = '2026-11-24T09:30:00Z'
  await dataset.edit(id, (doc) => ({ ...doc, text: 'Pünktlich geräumt, jeden Morgen.', _updatedAt: updatedAt }))
  const sent = await sendDelivery({
    url: `${site.url}/api/revalidate`,
    change: { _id: id, _type: 'testimonial', slug: null },
    secret: SECRET,
  })
  const answeredAt = Date.now()
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)

  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2)
  // The first attempt met a 503; the second, after the backoff, succeeded. Neither delayed the answer.
  expect(received[1]?.at ?? 0).toBeGreaterThan(answeredAt)
  for (const { body } of received) {
    expect(body).toEqual({
      host: 'www.example.com',
      key: KEY,
      keyLocation: `${SITE_ORIGIN}/${KEY}.txt`,
      urlList: [`${SITE_ORIGIN}/leistungen/winterdienst`],
    })
  }

  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  expect(sitemap).toMatch(
    new RegExp(`<loc>${SITE_ORIGIN}/leistungen/winterdienst</loc>\\s*<lastmod>${updatedAt}</lastmod>`),
  )
})

test('a new hotspot on the hero: a new picture address on the page, and a new cut behind it', async () => {
  const ogImage = async () => {
    const page = await (await fetch(`${site.url}/`)).text()
    return /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1] ?? ''
  }
  const picture = async (url: string) => {
    const response = await fetch(`${site.url}${new URL(url).pathname}`)
    expect(response.status).toBe(200)
    return sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer()
  }
  const before = await ogImage()
  expect(before).toMatch(new RegExp(`^${SITE_ORIGIN}/og-image/homePage\\.jpg\\?v=[0-9a-f]{12}$`))
  const pixelsBefore = await picture(before)

  await dataset.edit('homePage', (doc) => {
    const sections = doc.sections as Array<Record<string, unknown>>
    const hero = sections[0] as { image: Record<string, unknown> }
    hero.image = { ...hero.image, hotspot: { _type: 'sanity.imageHotspot', x: 0.95, y: 0.95, width: 0.1, height: 0.1 } }
    return doc
  })
  const sent = await sendDelivery({
    url: `${site.url}/api/revalidate`,
    change: { _id: 'homePage', _type: 'homePage', slug: null },
    secret: SECRET,
  })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)

  const after = await ogImage()
  expect(after).not.toBe(before)
  expect(new URL(after).pathname).toBe('/og-image/homePage.jpg')
  expect((await picture(after)).equals(pixelsBefore)).toBe(false)
})
