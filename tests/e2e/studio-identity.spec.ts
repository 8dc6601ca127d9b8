import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import type { LocalIdentity } from '../../studio/local-lake-session.ts'
import { CONTENT, INBOX } from './studio-steps'
import { assignLocalIdentity, setUpStudioSite } from './studio-support'
import { expectNoAxeViolations } from './support'

/**
 * One user per browser on the local Content Lake (issue 41, docs/decisions.md „One identity per
 * browser“), and the Posteingang for the office only (issue 42, M3): a new browser is asked once who
 * works there; two browsers are two colleagues in „Wer ist hier“; an editor sees why the inbox is
 * closed and the lake refuses it the private dataset.
 */

const PORT = Number(process.env.E2E_STUDIO_IDENTITY_PORT ?? 3143)

const studio = setUpStudioSite({
  name: '.next-e2e-studio-identity',
  port: PORT,
  env: { SANITY_SUBMISSIONS_DATASET: 'submissions' },
  // The editor is refused the office's dataset, as Sanity refuses a member without a role there.
  expectedRefusals: ({ status, path }) => status === 403 && path.includes('/submissions'),
})

test.describe.configure({ mode: 'serial' })
test.setTimeout(150_000)

const ANNA: LocalIdentity = { browser: 'e2e-browser-of-anna-0001', name: 'Anna Becker', role: 'office' }
const BEN: LocalIdentity = { browser: 'e2e-browser-of-ben-00001', name: 'Ben Krüger', role: 'content-editor' }

/** A browser of its own (another profile): its own storage, so its own user once it has an identity. */
async function newBrowser(
  browser: Browser,
  identity?: LocalIdentity,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1440, height: 900 } })
  if (identity) await assignLocalIdentity(context, identity)
  return { context, page: await context.newPage() }
}

/** Who the lake says this browser's Studio is (its stored token, as the Studio sends it). */
async function lakeUserOf(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('__studio_auth_token_local') ?? 'null') as { token: string }).token,
  )
  const origin = /Local Content Lake on (http:\/\/localhost:\d+)/.exec(studio.site.output())?.[1] ?? ''
  const response = await fetch(`${origin.replace('localhost', '127.0.0.1')}/v2025-02-19/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return (await response.json()) as { id: string; name: string; roles: { name: string }[] }
}

test('a new browser is asked once who works there, and is that user', async ({ browser }) => {
  const { context, page } = await newBrowser(browser)
  try {
    await page.goto(`${studio.site.url}/studio`)
    await expect(page.getByRole('heading', { name: 'Wer arbeitet in diesem Browser?' })).toBeVisible({
      timeout: 60_000,
    })
    await expectNoAxeViolations(page, 'the question who works in this browser')
    await page.getByLabel('Ihr Name').fill('Clara Wendt')
    await page.getByRole('radio', { name: 'Büro' }).check()
    await page.getByRole('button', { name: 'Studio öffnen' }).click()
    await expect(page.getByRole('button', { name: 'Wer ist hier' })).toBeVisible({ timeout: 90_000 })
    const user = await lakeUserOf(page)
    expect(user).toMatchObject({ name: 'Clara Wendt', roles: [{ name: 'content-editor' }, { name: 'office' }] })
    // Asked once: a reload (or another tab of this browser) is the same user, with the same token.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Wer ist hier' })).toBeVisible({ timeout: 90_000 })
    await expect(page.getByRole('heading', { name: 'Wer arbeitet in diesem Browser?' })).toHaveCount(0)
    expect((await lakeUserOf(page)).id).toBe(user.id)
  } finally {
    await context.close()
  }
})

test('two browsers in one document are two colleagues in „Wer ist hier“', async ({ browser }) => {
  const anna = await newBrowser(browser, ANNA)
  const ben = await newBrowser(browser, BEN)
  try {
    for (const { page } of [anna, ben]) {
      await page.goto(`${studio.site.url}${CONTENT}/structure/siteSettings`)
      await expect(page.getByRole('button', { name: 'Wer ist hier' })).toBeVisible({ timeout: 90_000 })
    }
    for (const [{ page }, colleague] of [
      [anna, BEN.name],
      [ben, ANNA.name],
    ] as const) {
      await page.getByRole('button', { name: 'Wer ist hier' }).click()
      await expect(page.getByRole('menu').getByText(colleague)).toBeVisible({ timeout: 30_000 })
      await page.keyboard.press('Escape')
    }
  } finally {
    await anna.context.close()
    await ben.context.close()
  }
})

test('the Posteingang is the office’s: an editor sees why not, the lake refuses the dataset', async ({ browser }) => {
  const ben = await newBrowser(browser, BEN)
  try {
    await ben.page.goto(`${studio.site.url}${INBOX}`)
    await expect(ben.page.getByText('Der Posteingang ist dem Büro vorbehalten')).toBeVisible({ timeout: 90_000 })
    await expect(ben.page.getByRole('link', { name: 'Anfragen: offen' })).toHaveCount(0)
    const token = await ben.page.evaluate(
      () => (JSON.parse(localStorage.getItem('__studio_auth_token_local') ?? 'null') as { token: string }).token,
    )
    const origin = /Local Content Lake on (http:\/\/localhost:\d+)/.exec(studio.site.output())?.[1] ?? ''
    const query = await fetch(
      `${origin.replace('localhost', '127.0.0.1')}/v2025-02-19/data/query/submissions?query=*[_type=="inquiry"]`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(query.status).toBe(403)
  } finally {
    await ben.context.close()
  }
  // The office (this spec's default browser) has the lists.
  const anna = await newBrowser(browser, ANNA)
  try {
    await anna.page.goto(`${studio.site.url}${INBOX}`)
    await expect(anna.page.getByRole('link', { name: 'Anfragen: offen' })).toBeVisible({ timeout: 90_000 })
  } finally {
    await anna.context.close()
  }
})
