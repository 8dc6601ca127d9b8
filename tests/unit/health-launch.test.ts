import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LAUNCH_READY_ENV, launchReadyDataset } from '@tests/support/launch-ready'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRuntime } from '@/hosting/runtime.ts'
import { checkHealth, handleHealth } from '@/lib/health'
import { submissionStore } from '@/lib/submissions/config'

/**
 * GET /api/health names the open launch items (shared/launch-checks.ts): a site that went live with
 * the sample data answers `degraded` with their count, so a monitor notices; without them it is `ok`.
 * The report identifies each item but repeats no value, and only to the operator (HEALTH_DETAILS_TOKEN);
 * anyone else learns the verdict alone. An unwritable store still answers 503.
 */

const OPERATOR_TOKEN = 'health-details-token-of-the-test'

let ready: Awaited<ReturnType<typeof launchReadyDataset>>
let submissions: string
const previous = { ...process.env }

beforeAll(async () => {
  ready = await launchReadyDataset()
})
afterAll(async () => {
  await ready?.remove()
})
beforeEach(() => {
  submissions = mkdtempSync(path.join(tmpdir(), 'health-launch-'))
  for (const name of ['SANITY_PROJECT_ID', 'SANITY_API_WRITE_TOKEN', 'CONTENT_DATASET_DIR']) delete process.env[name]
  Object.assign(process.env, LAUNCH_READY_ENV, { SUBMISSIONS_DIR: submissions, HEALTH_DETAILS_TOKEN: OPERATOR_TOKEN })
  void resetRuntime()
})
afterEach(async () => {
  // The SQLite store the checks opened in this test's folder.
  delete process.env.SANITY_API_WRITE_TOKEN
  await resetRuntime()
  await submissionStore().close()
  process.env = { ...previous }
  await resetRuntime()
  rmSync(submissions, { recursive: true, force: true })
})

/** The answer to the operator (with the token), or with `authorization` as given. */
async function answer(
  authorization: string | null = `Bearer ${OPERATOR_TOKEN}`,
): Promise<{ status: number; body: Awaited<ReturnType<typeof checkHealth>> }> {
  const headers: Record<string, string> = authorization === null ? {} : { authorization }
  const response = await handleHealth(new Request('http://localhost/api/health', { headers }))
  return { status: response.status, body: await response.json() }
}

describe('GET /api/health and „Vor dem Start“', () => {
  it('answers 200 `degraded` with the count of open launch items while the sample data is live', async () => {
    const { status, body } = await answer()
    expect(status).toBe(200)
    expect(body).toMatchObject({
      status: 'degraded',
      content: { source: 'bundled', reachable: true },
      submissions: { store: 'sqlite', writable: true },
      launch: { open: 15, blocking: 13, warnings: 2 },
    })
    expect(body.launch?.items).toContainEqual({
      check: 'phone',
      severity: 'blocking',
      document: 'siteSettings',
      field: 'phone',
      variable: null,
      pages: ['/impressum', '/kontakt', '/barrierefreiheit'],
    })
    expect(body.launch?.items).toContainEqual({
      check: 'legal-note',
      severity: 'blocking',
      document: 'legal-datenschutz',
      field: 'launchNote',
      variable: null,
      pages: [],
    })
  })

  it('tells anyone else the verdict alone: no document ids, field names or backlog without the token', async () => {
    for (const authorization of [null, 'Bearer wrong-token', `Bearer ${OPERATOR_TOKEN}x`, OPERATOR_TOKEN]) {
      const { status, body } = await answer(authorization)
      expect(status, String(authorization)).toBe(200)
      expect(body, String(authorization)).toEqual({ status: 'degraded' })
    }
    // Without HEALTH_DETAILS_TOKEN nobody gets the details, not even with an empty bearer.
    delete process.env.HEALTH_DETAILS_TOKEN
    await resetRuntime()
    expect((await answer('Bearer ')).body).toEqual({ status: 'degraded' })
    expect((await answer()).body).toEqual({ status: 'degraded' })
  })

  it('repeats no value of the content: it names the item, not what is written there', async () => {
    const text = JSON.stringify((await answer()).body)
    for (const value of ['Musterstraße', '05321', 'example.com', 'eintragen', 'Beispiel', 'Quelle', 'facebook.com'])
      expect(text).not.toContain(value)
  })

  it('is `ok` once every sample value is replaced, and warnings alone do not degrade it', async () => {
    process.env.CONTENT_DATASET_DIR = ready.dir
    await resetRuntime()
    expect((await answer()).body).toMatchObject({
      status: 'ok',
      launch: { open: 0, blocking: 0, warnings: 0, items: [] },
    })
    delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
    // The report of the same content is remembered for a minute; a later check reads it again.
    const later = await checkHealth(new Date(Date.now() + 61_000))
    expect(later).toMatchObject({ status: 'ok', launch: { open: 1, blocking: 0, warnings: 1 } })
    expect(later.launch?.items).toEqual([
      {
        check: 'statistics-without-id',
        severity: 'warning',
        document: null,
        field: null,
        variable: 'NEXT_PUBLIC_GA_MEASUREMENT_ID',
        pages: ['/datenschutz'],
      },
    ])
  })

  it('still answers 503 `unavailable` when submissions cannot be stored, launch items or not', async () => {
    // A write token without a project: the store is unavailable (web/lib/submissions/config.ts).
    process.env.SANITY_API_WRITE_TOKEN = 'sk-write'
    await resetRuntime()
    const { status, body } = await answer()
    expect(status).toBe(503)
    expect(body).toMatchObject({ status: 'unavailable', launch: { blocking: 13 } })
    expect(await answer(null)).toEqual({ status: 503, body: { status: 'unavailable' } })
  })
})
