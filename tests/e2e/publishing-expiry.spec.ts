import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { readableHtml } from '@tests/support/page-html'
import { present, sectionOf, seedBySlug, seedSingleton } from '@tests/support/seed'

/**
 * Job postings close on their own: no publish, no rebuild, no restart. A production server runs on
 * a copy of the build with its clock shifted by a file (tests/support/shifted-clock.ts, loaded with
 * `node --import`), so the test can let months pass between two requests. The bundled examples are
 * valid through 30 September 2027 (Minijob) and 31 December 2027 (Vollzeit), German time.
 */

const PORT = Number(process.env.E2E_EXPIRY_PORT ?? 3115)
const CLOCK = path.resolve(import.meta.dirname, '../support/shifted-clock.ts')

const MINIJOB = 'reinigungskraft-goslar-minijob'
const FULL_TIME = 'vorarbeiter-gebaeudereinigung-wernigerode-vollzeit'
const minijobTitle = present(seedBySlug('jobPosting', MINIJOB).title, 'title of the Minijob')
const fullTimeTitle = present(seedBySlug('jobPosting', FULL_TIME).title, 'title of the full-time posting')
const emptyText = present(
  sectionOf(seedSingleton('careersPage'), 'jobPostingsSection').emptyText,
  'text of the empty posting list',
)

let site: SiteCopy
let clockDir: string
let clockFile: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // Copying the build and starting a server: far below this on a quiet machine, slow on a busy one.
  test.setTimeout(90_000)
  clockDir = await mkdtemp(path.join(tmpdir(), 'shifted-clock-'))
  clockFile = path.join(clockDir, 'offset-ms')
  await writeFile(clockFile, '0')
  site = await startSiteCopy({
    name: '.next-e2e-expiry',
    port: PORT,
    env: { NODE_OPTIONS: `--import ${CLOCK}`, SHIFTED_CLOCK_FILE: clockFile },
  })
})

test.afterAll(async () => {
  await site?.stop()
  await rm(clockDir, { recursive: true, force: true })
})

/** Sets the server's clock to `iso` (it re-reads the offset within 100 ms). */
async function setServerTime(iso: string) {
  await writeFile(clockFile, String(new Date(iso).getTime() - Date.now()))
}

async function get(pathname: string) {
  const response = await fetch(`${site.url}${pathname}`)
  return { status: response.status, text: readableHtml(await response.text()) }
}

const careers = async () => (await get('/karriere')).text
const sitemap = async () => (await get('/sitemap.xml')).text

test('both examples are listed, have their pages and are in the sitemap while open', async () => {
  const list = await careers()
  expect(list).toContain(minijobTitle)
  expect(list).toContain(fullTimeTitle)
  expect((await get(`/karriere/${MINIJOB}`)).status).toBe(200)
  expect(await sitemap()).toContain(`/karriere/${MINIJOB}`)
})

test('the day after „Gültig bis“ the Minijob has left the list, its page and the sitemap', async () => {
  // 30 September 2027 ends at 22:00 UTC (midnight, German summer time). Half an hour later: an entry
  // prerendered by the build counts its life from when the build wrote it, which on a busy machine is
  // minutes after it was rendered (the promise is „within a day“, not to the second).
  await setServerTime('2027-09-30T22:30:00Z')
  await expect.poll(careers).not.toContain(minijobTitle)
  expect(await careers()).toContain(fullTimeTitle)
  expect((await get(`/karriere/${MINIJOB}`)).status).toBe(404)
  expect((await get(`/karriere/${FULL_TIME}`)).status).toBe(200)
  await expect.poll(sitemap).not.toContain(`/karriere/${MINIJOB}`)
  expect(await sitemap()).toContain(`/karriere/${FULL_TIME}`)
})

test('after the last one closed, Karriere says so and the sitemap lists no posting', async () => {
  await setServerTime('2028-01-01T00:30:00+01:00')
  await expect.poll(careers).toContain(emptyText)
  expect(await careers()).not.toContain(fullTimeTitle)
  expect((await get(`/karriere/${FULL_TIME}`)).status).toBe(404)
  await expect.poll(sitemap).not.toContain('/karriere/')
})
