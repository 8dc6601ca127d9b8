import { cp, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type NextServer, startNextServer } from '@scripts/lib/next-server'
import { headlineOf, literally, present, seedSingleton, settings, texts } from '@tests/support/seed'

const { notFound } = texts
/** The 404 page's title, through the title template of the settings. */
const TITLE = present(settings.titleTemplate, 'title template').replace('%s', notFound.heading)
const HOME_HEADLINE = headlineOf(seedSingleton('homePage'))

for (const path of ['/leistungen/gibt-es-nicht', '/karriere/gibt-es-nicht', '/irgendwas/anderes']) {
  test(`${path} answers 404 with the not-found page and a way home`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)

    const main = page.getByRole('main')
    await expect(main.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.heading)
    await expect(main.getByText(literally(notFound.text))).toBeVisible()
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()

    const home = main.getByRole('link', { name: notFound.homeLink })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADLINE)
  })
}

// The 404 page of unmatched addresses is a document without the root layout (app/global-not-found.tsx),
// from which the App Router cannot navigate: its links load their page in full (FullPageLinks).
test('from the 404 page, the links of the header and the footer lead to their pages', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the header links are in the menu on phones; the home link above covers the way out')
  await page.goto('/irgendwas/anderes')
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(notFound.heading)
  await page.goto('/leistungen/gibt-es-nicht')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum', exact: true }).click()
  await expect(page).toHaveURL(/\/impressum$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(notFound.heading)
})

test('the 404 page is titled through the title template, for every kind of unknown path', async ({ page }) => {
  for (const path of ['/gibt-es-nicht', '/leistungen/gibt-es-nicht', '/irgendwas/anderes']) {
    await page.goto(path)
    await expect(page).toHaveTitle(TITLE)
  }
})

// Every kind of unknown path gets the one prerendered 404 page: a path no route matches, and an unknown
// slug of a dynamic route, which web/proxy.ts sends to the same page before the route renders.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ['/irgendwas/anderes', '/gibt-es-nicht', '/leistungen/gibt-es-nicht', '/karriere/gibt-es-nicht']) {
    test(`${path} arrives as a server-rendered 404 page, not an empty error document`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      const html = (await response?.text()) ?? ''
      expect(html).not.toContain('id="__next_error__"')
      expect(html).toMatch(/<html lang="de"/)
      expect(response?.headers()['cache-control']).toContain('no-store')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.heading)
      await expect(page.getByRole('main').getByRole('link', { name: notFound.homeLink })).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page).toHaveTitle(TITLE)
    })
  }
})

test('malformed percent-encoding answers 400 with the security headers', async ({ request }) => {
  for (const path of ['/%c0', '/leistungen/%c0', '/karriere/%c0', '/studio/%E2%82', '/dataset-assets/%c0']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN')
  }
})

test('a client-side navigation to an unknown slug shows the 404 page', async ({ page }) => {
  await page.goto('/')
  // Hydration may still run after 'load' and then removes a node it did not render, even while its
  // click is under way: add the link again and click until the browser has left the page.
  await expect(async () => {
    await page.evaluate(() => {
      if (document.getElementById('broken-link')) return
      const link = document.createElement('a')
      link.href = '/gibt-es-nicht'
      link.textContent = 'kaputter Link'
      link.id = 'broken-link'
      document.querySelector('main')?.append(link)
    })
    await page.locator('#broken-link').click({ timeout: 2_000 })
    await expect(page).toHaveURL(/\/gibt-es-nicht$/, { timeout: 2_000 })
  }).toPass()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.heading)
  await expect(page).toHaveTitle(TITLE)
})

/**
 * Addresses no page has must not cost a render and a cache entry each: with Cache Components a
 * dynamic route renders every unknown value and stores the result under its path, never evicted
 * (docs/security.md). These run on a server of their own, on a copy of the build, so the copy's
 * folder shows every file a request writes, and its log every error.
 */
test.describe('unknown addresses write nothing', () => {
  // One worker, in order (one server on one port), each test on its own.
  test.describe.configure({ mode: 'default' })

  const NAME = '.next-not-found-test'
  const WEB = path.join(import.meta.dirname, '..', '..', 'web')
  let server: NextServer | undefined

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one server of its own is enough')
    const source = path.join(WEB, process.env.NEXT_DIST_DIR || '.next')
    const target = path.join(WEB, NAME)
    await rm(target, { recursive: true, force: true })
    for (const entry of await readdir(source))
      if (!['cache', 'standalone', 'dev'].includes(entry))
        await cp(path.join(source, entry), path.join(target, entry), { recursive: true })
    server = await startNextServer({
      port: Number(process.env.E2E_NOT_FOUND_PORT ?? 3123),
      env: { NEXT_DIST_DIR: NAME, SITE_URL: 'https://www.example.com', REDIS_URL: '' },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await rm(path.join(WEB, NAME), { recursive: true, force: true })
  })

  /** Files and bytes in the build copy (the route cache, the image cache, everything). */
  async function footprint(): Promise<{ files: number; bytes: number }> {
    let files = 0
    let bytes = 0
    for (const entry of await readdir(path.join(WEB, NAME), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      files += 1
      bytes += (await stat(path.join(entry.parentPath, entry.name))).size
    }
    return { files, bytes }
  }

  async function get(pathname: string) {
    const started = performance.now()
    const response = await fetch(`${server?.url}${pathname}`)
    return { status: response.status, text: await response.text(), ms: performance.now() - started }
  }

  test('paths with a dot answer the 404 page, and the build folder does not grow per path', async () => {
    const kinds = [
      (i: number) => `/x${i}.html`,
      (i: number) => `/leistungen/x${i}.html`,
      (i: number) => `/karriere/x${i}.x`,
    ]
    // The first requests may create what every later one shares (the 404 page's first render).
    const first = await Promise.all(
      ['/.env', '/package.json', '/x.html', '/leistungen/x.html', '/karriere/x.x'].map(get),
    )
    const before = await footprint()
    const times: number[] = []
    for (let i = 0; i < 40; i++) {
      for (const kind of kinds) {
        const answer = await get(kind(i))
        expect(answer.status, kind(i)).toBe(404)
        times.push(answer.ms)
      }
    }
    const after = await footprint()
    console.log(
      `[not-found] 120 dotted paths: +${after.files - before.files} files, +${after.bytes - before.bytes} bytes; median ${times.sort((a, b) => a - b)[60]?.toFixed(0)} ms`,
    )
    expect(after.files - before.files).toBe(0)
    expect(after.bytes - before.bytes).toBeLessThan(4096)
    // The real 404 page, server-rendered (not Next's empty error document).
    for (const answer of first) {
      expect(answer.status).toBe(404)
      expect(/<html lang="de"/.test(answer.text), 'lang="de"').toBe(true)
      expect(answer.text.includes(notFound.heading), notFound.heading).toBe(true)
    }
  })

  test('a name of 300 characters answers 404 without an ENAMETOOLONG in the log', async () => {
    for (const pathname of [`/${'a'.repeat(295)}.html`, `/leistungen/${'b'.repeat(295)}.html`, `/${'c'.repeat(300)}`]) {
      expect((await get(pathname)).status, pathname.slice(0, 20)).toBe(404)
    }
    expect(server?.output().includes('ENAMETOOLONG'), 'ENAMETOOLONG in the log').toBe(false)
  })

  test('an unknown share picture (/og-image/<id>.jpg) answers 404 and stores nothing', async () => {
    // A known one is served (the settings' picture stands for pages without a document).
    const known = await fetch(`${server?.url}/og-image/siteSettings.jpg`)
    expect(known.status).toBe(200)
    expect(known.headers.get('content-type')).toBe('image/jpeg')
    await get('/og-image/warm-up.jpg')
    const before = await footprint()
    for (let i = 0; i < 30; i++) expect((await get(`/og-image/unbekannt-${i}.jpg`)).status).toBe(404)
    expect((await get(`/og-image/${'d'.repeat(128)}.jpg`)).status).toBe(404)
    const after = await footprint()
    console.log(
      `[not-found] 31 unknown share pictures: +${after.files - before.files} files, +${after.bytes - before.bytes} bytes`,
    )
    expect(after.files - before.files).toBe(0)
    expect(server?.output().includes('ENAMETOOLONG'), 'ENAMETOOLONG in the log').toBe(false)
  })
})
