import { cp, readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startNextServer } from '@scripts/lib/next-server'

/**
 * The headers besides the Content-Security-Policy (tests/e2e/csp.spec.ts), on documents, static
 * files and API answers of the production server, and what they must not break.
 */

const DENIED = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'fullscreen=()']

test('documents, static files and API answers carry COOP, CORP and a Permissions-Policy that denies, and no HSTS', async ({
  request,
}) => {
  const home = await request.get('/')
  const html = await home.text()
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeDefined()
  const answers = {
    '/': home,
    [String(script)]: await request.get(String(script)),
    '/robots.txt': await request.get('/robots.txt'),
    '/api/inquiry (GET)': await request.get('/api/inquiry'),
  }
  for (const [label, response] of Object.entries(answers)) {
    const headers = response.headers()
    // HSTS is set by whoever terminates TLS (Caddy, npm run test:deploy checks it), never by the app.
    expect(headers['strict-transport-security'], label).toBeUndefined()
    expect(headers['cross-origin-opener-policy'], label).toBe('same-origin')
    expect(headers['cross-origin-resource-policy'], label).toBe('same-origin')
    expect(headers['x-content-type-options'], label).toBe('nosniff')
    for (const feature of DENIED) expect(headers['permissions-policy'], label).toContain(feature)
  }
})

test('the Studio may copy to the clipboard, go full screen and open a sign-in window', async ({ request }) => {
  const headers = (await request.get('/studio')).headers()
  expect(headers['permissions-policy']).toContain('clipboard-write=(self)')
  expect(headers['permissions-policy']).toContain('fullscreen=(self)')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
})

test('the headers break nothing: no console error, every image loads', async ({ page }) => {
  // Three pages, every image scrolled into view: well within this on a quiet machine.
  test.setTimeout(60_000)
  const errors: string[] = []
  page.on('console', (message) => {
    // Chromium warns about a feature name it does not know
    if (message.type() === 'error' || message.text().includes('Permissions-Policy')) errors.push(message.text())
  })
  for (const path of ['/', '/leistungen', '/kontakt']) {
    await page.goto(path)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const images = page.locator('img')
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
          message: `${path}: ${await image.getAttribute('src')}`,
        })
        .toBe(true)
    }
  }
  expect(errors).toEqual([])
})

/**
 * /_next/image optimises only the site's own image addresses, each once: a query string on a local
 * image (`/dataset-assets/…jpg?v=<random>`) would be a new optimisation and a new cache file per
 * variant (about 0.4 s of CPU and 16 KB each). The image cache on disk has a bound (next.config.ts).
 * A server of its own on a copy of the build, so the copy's image cache shows every file written.
 */
test.describe('the image optimiser', () => {
  // One worker, in order (one server on one port), each test on its own.
  test.describe.configure({ mode: 'default' })
  const NAME = '.next-image-test'
  const WEB = path.join(import.meta.dirname, '..', '..', 'web')
  let server: Awaited<ReturnType<typeof startNextServer>> | undefined

  test.beforeAll(async () => {
    const source = path.join(WEB, process.env.NEXT_DIST_DIR || '.next')
    const target = path.join(WEB, NAME)
    await rm(target, { recursive: true, force: true })
    for (const entry of await readdir(source))
      if (!['cache', 'standalone', 'dev'].includes(entry))
        await cp(path.join(source, entry), path.join(target, entry), { recursive: true })
    server = await startNextServer({
      port: Number(process.env.E2E_IMAGE_PORT ?? 3124),
      env: { NEXT_DIST_DIR: NAME, SITE_URL: 'https://www.example.com' },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await rm(path.join(WEB, NAME), { recursive: true, force: true })
  })

  async function imageCache(): Promise<{ files: number; bytes: number }> {
    const folder = path.join(WEB, NAME, 'cache', 'images')
    let files = 0
    let bytes = 0
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])) {
      if (!entry.isFile()) continue
      files += 1
      bytes += (await stat(path.join(entry.parentPath, entry.name))).size
    }
    return { files, bytes }
  }

  test('a local image with a query string is refused (400) and caches nothing', async () => {
    const html = await (await fetch(`${server?.url}/`)).text()
    const src = /\/_next\/image\?url=(%2F(?:dataset-assets|images)%2F[^&"]+)&amp;w=(\d+)&amp;q=(\d+)/.exec(html)
    expect(src, 'a local image on the home page').not.toBeNull()
    const [, url, width, quality] = src as RegExpExecArray
    const image = (query: string) =>
      fetch(`${server?.url}/_next/image?url=${url}${query}&w=${width}&q=${quality}`, {
        headers: { Accept: 'image/avif,image/webp,*/*' },
      })

    const plain = await image('')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toMatch(/^image\//)
    const before = await imageCache()
    expect(before.files).toBeGreaterThan(0)

    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await image(encodeURIComponent(`?v=${i}`))).status)
    statuses.push((await image(encodeURIComponent('?w=1&q=1'))).status)
    const after = await imageCache()
    console.log(`[images] query variants: ${statuses.join(' ')}; cache ${before.files} → ${after.files} files`)
    expect(new Set(statuses)).toEqual(new Set([400]))
    expect(after).toEqual(before)
  })

  test('the image cache on disk has a bound', async () => {
    const files = JSON.parse(await readFile(path.join(WEB, NAME, 'required-server-files.json'), 'utf8')) as {
      config: { images: { maximumDiskCacheSize?: number } }
    }
    expect(files.config.images.maximumDiskCacheSize).toBeGreaterThan(0)
  })
})
