import { expect, test } from '@playwright/test'
import { startNextServer } from '@scripts/lib/next-server'

/**
 * The headers besides the Content-Security-Policy (tests/e2e/csp.spec.ts), on documents, static
 * files and API answers of the production server, and what they must not break.
 */

const HSTS = 'max-age=63072000; includeSubDomains'
const DENIED = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'fullscreen=()']

test('documents, static files and API answers carry HSTS, COOP, CORP and a Permissions-Policy that denies', async ({
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
    expect(headers['strict-transport-security'], label).toBe(HSTS)
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

test('HSTS=off leaves Strict-Transport-Security to the proxy in front', async () => {
  const server = await startNextServer({ port: Number(process.env.E2E_HSTS_OFF_PORT ?? 3119), env: { HSTS: 'off' } })
  try {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  } finally {
    await server.stop()
  }
})
