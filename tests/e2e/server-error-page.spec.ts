import { expect, type Page, type Response, test } from '@playwright/test'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'
import { announcePublish, expectNoAxeViolations, PHONE_HREF } from './support'

/**
 * What a visitor sees when the production server cannot render a page: the Content Lake goes away
 * (a stand-in on localhost, closed) while two services published after the build have not been
 * rendered yet. The first is read while the lake answers, so the header and footer are in the cache;
 * the second then fails: the site's error page between header and footer (app/(site)/error.tsx).
 * Once the settings are published again (their cache entries expire), the layout itself cannot read
 * them: the error page of its own (app/global-error.tsx), with the phone number the build found.
 * Both German, status 500 (no search engine takes an error for the page), their scripts run under the
 * Content-Security-Policy (the retry button works, no violation), and axe finds nothing.
 */

const PORT = Number(process.env.E2E_ERROR_PAGE_PORT ?? 3128)
const SECRET = 'e2e-error-page-secret'
const TOKEN = 'sk-e2e-error-page-token'
const ERROR_HEADING = 'Diese Seite ist gerade nicht verfügbar'

/** Two services that exist only in the Content Lake, so the build prerendered neither. */
const NEW_SERVICES = ['neu-fassadenreinigung', 'neu-dachrinnenreinigung']

let lake: ContentLakeStandIn | undefined
let site: SiteCopy

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const documents = structuredClone(bundledDocuments()) as Record<string, unknown>[]
  const template = documents.find((document) => document._id === 'service-winterdienst')
  if (!template) throw new Error('The bundled dataset has no service-winterdienst')
  for (const slug of NEW_SERVICES)
    documents.push({ ...structuredClone(template), _id: `service-${slug}`, slug: { _type: 'slug', current: slug } })
  lake = await startContentLake({ documents, projectId: 'e2e-errors', dataset: 'production', token: TOKEN })
  site = await startSiteCopy({
    name: '.next-e2e-error-page',
    port: PORT,
    env: {
      ...lake.siteEnv,
      SANITY_REVALIDATE_SECRET: SECRET,
      SANITY_REVALIDATE_WAIT_MS: '0',
    },
  })
})

/** The Content Lake goes away: its port is closed from then on. */
async function closeLake() {
  await lake?.close()
  lake = undefined
}

test.afterAll(async () => {
  await site?.stop()
  await closeLake()
})

/** Violations the page reports to the policy's endpoint while it runs. */
function cspViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

async function expectErrorPage(page: Page, response: Response | null) {
  expect(response?.status()).toBe(500)
  // Rendered on request: its scripts carry the request's nonce (web/server/csp.ts), nothing inline is allowed.
  const scriptSrc = response?.headers()['content-security-policy']?.match(/script-src[^;]*/)?.[0]
  expect(scriptSrc).toMatch(/'nonce-/)
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  await expect(page).toHaveTitle('Ein Fehler ist aufgetreten')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ERROR_HEADING)
  const main = page.getByRole('main')
  await expect(main.locator(`a[href="${PHONE_HREF}"]`)).toBeVisible()
  await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/')
}

test('a page that cannot be read: the German error page inside header and footer, 500', async ({ page }) => {
  const [working, failing] = NEW_SERVICES
  const first = await page.goto(`${site.url}/leistungen/${working}`)
  expect(first?.status()).toBe(200)
  await closeLake()

  const violations = cspViolations(page)
  const response = await page.goto(`${site.url}/leistungen/${failing}`)
  await expectErrorPage(page, response)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo').locator(`a[href="${PHONE_HREF}"]`)).toBeVisible()
  await expectNoAxeViolations(page, 'the error page inside the site')
  // Hydrated under the hash-based policy: the button asks the server again (and fails again).
  const again = page.waitForResponse((candidate) => candidate.url().includes(`/leistungen/${failing}`))
  await page.getByRole('button', { name: 'Erneut versuchen' }).click()
  await again
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ERROR_HEADING)
  expect(violations).toEqual([])
})

test('when the layout cannot read the settings either: the error page of its own, 500', async ({ page }) => {
  await announcePublish(site.url, { _id: 'siteSettings', _type: 'siteSettings', slug: null }, SECRET)

  const violations = cspViolations(page)
  const response = await page.goto(`${site.url}/leistungen/${NEW_SERVICES[1]}`)
  await expectErrorPage(page, response)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expectNoAxeViolations(page, 'the error page of its own')
  await page.getByRole('button', { name: 'Erneut versuchen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ERROR_HEADING)
  expect(violations).toEqual([])
})
