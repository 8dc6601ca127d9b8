import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'

/**
 * "Acknowledged means stored": concurrent inquiries go to a production server that is
 * killed with SIGKILL while they are in flight. After a restart, every submission that was
 * answered 201 is in the database exactly once, and nothing stored is half-written.
 */

const PORT = Number(process.env.E2E_SUBMISSIONS_PORT ?? 3113)
const BUILD = '.next-e2e-submissions'
const TOTAL = 240
const CONCURRENCY = 16
/** The server dies once this many submissions were acknowledged; the rest are in flight or refused. */
const KILL_AFTER = 60

let directory: string
let site: SiteCopy | undefined

test.beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'submissions-crash-'))
})

test.afterAll(async () => {
  await site?.stop()
  await rm(directory, { recursive: true, force: true })
})

const env = () => ({ SUBMISSIONS_DIR: directory, SUBMISSIONS_RATE_LIMIT: '0', SMTP_URL: '' })

function inquiry(marker: string) {
  return new URLSearchParams({
    'form-name': 'contact',
    'bot-field': '',
    name: 'Crash Test',
    email: 'crash@example.org',
    phone: '05321 123456',
    location: 'Goslar',
    service: '',
    message: `Nachricht ${marker}`,
  }).toString()
}

test('every acknowledged submission survives a kill -9 exactly once', async () => {
  test.setTimeout(180_000)
  site = await startSiteCopy({ name: BUILD, port: PORT, env: env() })
  const acknowledged = new Map<string, string>()
  let next = 0
  let killing: Promise<void> | undefined

  async function worker() {
    while (next < TOTAL) {
      const marker = `#${String(next++).padStart(4, '0')}`
      try {
        const response = await fetch(`${site?.url}/api/inquiry`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: inquiry(marker),
        })
        if (response.status !== 201) continue
        const { id } = (await response.json()) as { id: string }
        acknowledged.set(id, marker)
        if (acknowledged.size >= KILL_AFTER) killing ??= site?.crash()
      } catch {
        // The server is gone: this submission was never acknowledged.
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  await killing
  expect(killing, 'the server was killed while submissions were in flight').toBeDefined()
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER)
  expect(acknowledged.size).toBeLessThan(TOTAL)

  // Restart on the same database: it opens cleanly and takes submissions again.
  site = await startSiteCopy({ name: BUILD, port: PORT, env: env(), reuseBuild: true })
  const after = await fetch(`${site.url}/api/inquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: inquiry('#after'),
  })
  expect(after.status).toBe(201)

  const store = new SqliteSubmissionStore(directory)
  const stored = await store.list()
  await store.close()
  const byId = new Map(stored.map((submission) => [submission.id, submission]))
  for (const [id, marker] of acknowledged) {
    expect(byId.get(id)?.fields.message, `acknowledged ${marker} is stored`).toBe(`Nachricht ${marker}`)
  }
  const markers = stored.map((submission) => submission.fields.message)
  expect(new Set(markers).size, 'no submission is stored twice').toBe(markers.length)
  for (const submission of stored) expect(submission.fields).toMatchObject({ name: 'Crash Test', location: 'Goslar' })
  console.log(
    `crash test: ${acknowledged.size} acknowledged before the kill, ${stored.length - 1} stored (${stored.length - 1 - acknowledged.size} stored but unanswered)`,
  )
})
