import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { GoogleStandIn } from '@tests/support/google-stand-in'
import { PAGES, SERVICE_SLUGS, skipUnless } from './support'

/**
 * Content-Security-Policy: every document carries one, and no route violates it – consent
 * refused (the suite's stored 'Ablehnen') and consent given (Google standing in locally).
 * Run against the server that sets the policy (server.mjs self-hosted).
 */
const ROUTES = [
  ...PAGES.map((page) => page.path),
  ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`),
  '/karriere/bewerbung',
  '/kontakt/danke',
  '/gibt-es-nicht',
  '/irgendwas/anderes',
]

/** One page of each kind: Home, a service page, the map's page, the application, a 404. */
const ROUTES_WITH_CONSENT = [
  '/',
  `/leistungen/${SERVICE_SLUGS[0]}`,
  '/kontakt',
  '/karriere/bewerbung',
  '/gibt-es-nicht',
]

async function recordViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy, path).toContain("object-src 'none'")
  expect(policy, path).not.toMatch(/unsafe-eval|\*/)
  expect(/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1], path).not.toContain('unsafe-inline')
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  return policy
}

test.describe('CSP', () => {
  test.beforeEach(({ context }, testInfo) => {
    skipUnless(testInfo, 'desktop')
    test.setTimeout(300_000) // every route in one test
    return recordViolations(context)
  })

  test('no violation on any route with consent refused; the page hydrates', async ({ page }) => {
    for (const path of ROUTES) {
      const policy = await visit(page, path)
      expect(policy, path).toMatch(/script-src 'self'( 'nonce-[^']+')?( 'sha256-[^']+')+ /)
      // hydrated: the footer's consent button works only with JavaScript
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
      await expect(page.getByTestId('consent-banner')).toBeVisible()
      await page.keyboard.press('Escape')
      expect(await violations(page), path).toEqual([])
    }
  })

  test('no violation with analytics and the map allowed', async ({ page, context }) => {
    const google = await GoogleStandIn.start()
    await google.attach(context)
    try {
      await page.goto('/kontakt')
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
      await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle akzeptieren', exact: true }).click()
      await page.getByTestId('map').scrollIntoViewIfNeeded()
      await expect
        .poll(() => google.requests.map((request) => request.path))
        .toEqual(expect.arrayContaining(['/gtag/js', '/maps', '/g/collect']))
      expect(await violations(page)).toEqual([])
      // Every route's own scripts are covered above; with Google allowed, one page of each kind.
      for (const path of ROUTES_WITH_CONSENT) {
        await visit(page, path)
        expect(await violations(page), path).toEqual([])
      }
    } finally {
      await google.stop()
    }
  })

  test('an injected inline script is blocked and reported', async ({ page }) => {
    await visit(page, '/')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline window.__injected/)])
  })
})
