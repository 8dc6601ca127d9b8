import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { type SmtpStandIn, startSmtpServer } from '@tests/support/smtp-server'
import { bundledMailContent } from '@tests/support/submissions'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveMailConfig } from '@/hosting/submission-settings.ts'
import { type Mailer, mailer } from '@/lib/submissions/mail'
import { deliverOutbox, MAIL_LEASE_MS, type MailContent } from '@/lib/submissions/outbox'
import { SanitySubmissionStore } from '@/lib/submissions/sanity-store'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'

const ROOT = path.resolve(import.meta.dirname, '../..')
const MINUTE = 60_000

let smtp: SmtpStandIn
let directory: string
let store: SqliteSubmissionStore
let target: Mailer
let content: MailContent

beforeAll(async () => {
  smtp = await startSmtpServer()
  content = await bundledMailContent()
})
afterAll(async () => {
  await smtp.close()
})
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  store = new SqliteSubmissionStore(directory)
  smtp.mails.length = 0
  smtp.refuse = false
  smtp.reject = null
  smtp.delayMs = 0
  const to = mailer(resolveMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'website@example.com' }), 'buero@example.com')
  if (!to) throw new Error('mail is off')
  target = to
})
afterEach(async () => {
  vi.useRealTimers()
  await store.close()
  rmSync(directory, { recursive: true, force: true })
})

/** An inquiry whose only mail is the office's (the confirmation has tests of its own). */
const inquiry = (name: string) => ({
  kind: 'inquiry' as const,
  fields: { name, email: 'e@example.org', phone: '1', location: 'Goslar', service: '', message: 'Hallo' },
  mailStatus: 'pending' as const,
  confirmationTo: null,
})

/** Runs `task` with the clock `minutes` ahead (only Date is faked: sockets and timers stay real). */
async function later<T>(minutes: number, task: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + minutes * MINUTE })
  try {
    return await task()
  } finally {
    vi.useRealTimers()
  }
}

/** The submission id of each received mail („Nr. …“ in the text; quoted-printable soft breaks undone). */
const mailedIds = () =>
  smtp.mails.map((mail) => /Nr\. ([0-9a-f-]{36})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] ?? '')

describe('the outbox never jams', () => {
  it('mails rejected for good (550) neither block later mails nor stay pending forever', async () => {
    smtp.reject = (raw) => raw.includes('Abgelehnt')
    for (let index = 0; index < 25; index++) await store.save(inquiry(`Abgelehnt ${index}`))
    for (let index = 0; index < 5; index++) await store.save(inquiry(`Gut ${index}`))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})

    // One run gets past the 20 oldest (rejected) mails to the good ones.
    expect(await deliverOutbox(store, target, content)).toEqual({ sent: 5, retried: 25, failed: 0 })
    expect(mailedIds()).toHaveLength(5)
    // Not due again at once: the next attempt waits (1 minute, then 2).
    expect(await deliverOutbox(store, target, content)).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(await later(1.1, () => deliverOutbox(store, target, content))).toEqual({ sent: 0, retried: 25, failed: 0 })
    expect(await later(3.2, () => deliverOutbox(store, target, content))).toEqual({ sent: 0, retried: 0, failed: 25 })

    const stored = await store.list()
    const rejected = stored.filter((submission) => submission.fields.name?.startsWith('Abgelehnt'))
    expect(rejected.every(({ mail }) => mail.status === 'failed' && mail.attempts === 3)).toBe(true)
    expect(rejected[0]?.mail.lastError).toMatch(/550|rejected/)
    expect(stored.filter(({ mail }) => mail.status === 'sent')).toHaveLength(5)
    expect(errors.mock.calls.filter(([line]) => /failed for good after 3 attempts/.test(String(line)))).toHaveLength(25)
    errors.mockRestore()
    warnings.mockRestore()
  })

  /** Runs the outbox at each mail's next attempt; returns the pauses between attempts, in minutes. */
  async function runWhenDue(times: number, beforeRun: (attempt: number) => void = () => {}) {
    const pauses: number[] = []
    let elapsed = 0
    for (let attempt = 1; attempt <= times; attempt++) {
      const [first] = await store.list()
      const pause = Date.parse(first?.mail.nextAttemptAt ?? '') - (Date.now() + elapsed * MINUTE)
      pauses.push(Math.round(pause / MINUTE))
      elapsed += pause / MINUTE + 0.1
      beforeRun(attempt)
      await later(elapsed, () => deliverOutbox(store, target, content))
    }
    return pauses
  }

  it('retries while the relay is down and delivers once it is back', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await store.save(inquiry('Wartet'))
    smtp.refuse = true
    await deliverOutbox(store, target, content)
    // Two more refused attempts, then the relay is back for the fourth.
    expect(await runWhenDue(3, (attempt) => (smtp.refuse = attempt < 3))).toEqual([1, 2, 4])
    expect((await store.list())[0]?.mail).toMatchObject({ status: 'sent', attempts: 4, lastError: null })
    expect(mailedIds()).toEqual([(await store.list())[0]?.id])
    warnings.mockRestore()
  })

  it('gives up after 10 attempts over about 15 hours, logged as an error', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await store.save(inquiry('Aufgegeben'))
    smtp.refuse = true
    await deliverOutbox(store, target, content)
    expect(await runWhenDue(9)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256])
    expect((await store.list())[0]?.mail).toMatchObject({ status: 'failed', attempts: 10, nextAttemptAt: null })
    expect(errors.mock.calls.some(([line]) => /failed for good after 10 attempts/.test(String(line)))).toBe(true)
    smtp.refuse = false
    await store.save(inquiry('Neu'))
    expect(await later(1000, () => deliverOutbox(store, target, content))).toEqual({ sent: 1, retried: 0, failed: 0 })
    warnings.mockRestore()
    errors.mockRestore()
  })

  it('a crashed run leaves its claim behind only until the lease runs out', async () => {
    await store.save(inquiry('Verwaist'))
    const [claimed] = await store.claimDueMails(20, new Date(), MAIL_LEASE_MS)
    expect(claimed?.submission.fields.name).toBe('Verwaist')
    expect(await deliverOutbox(store, target, content)).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(await later(MAIL_LEASE_MS / MINUTE + 0.1, () => deliverOutbox(store, target, content))).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    })
  })
})

describe('two outbox runs at once send every mail exactly once', () => {
  it('the site and `npm run submissions:mail` on one SQLite file', async () => {
    for (let index = 0; index < 60; index++) await store.save(inquiry(`Anfrage ${index}`))
    smtp.delayMs = 40
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', 'mail'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SUBMISSIONS_DIR: directory,
        SANITY_API_WRITE_TOKEN: '',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'skript@example.com',
        MAIL_TO: 'buero@example.com',
      },
      stdio: 'ignore',
    })
    const exited = new Promise((resolve) => child.on('exit', resolve))
    // Start the second run once the script is demonstrably sending.
    await vi.waitFor(() => expect(smtp.mails.some((mail) => mail.from === 'skript@example.com')).toBe(true), {
      timeout: 20_000,
      interval: 20,
    })
    const ours = await deliverOutbox(store, target, content)
    await exited
    const sent = mailedIds()
    expect(sent).toHaveLength(60)
    expect(new Set(sent).size).toBe(60)
    expect(ours.sent).toBeGreaterThan(0)
    expect(ours.sent).toBeLessThan(60)
    expect((await store.list()).every(({ mail }) => mail.status === 'sent' && mail.attempts === 1)).toBe(true)
  }, 60_000)

  describe('the hosted store', () => {
    let lake: ContentLakeStandIn
    beforeEach(async () => {
      lake = await startContentLake({
        documents: [],
        projectId: 'abc123',
        dataset: 'submissions',
        token: 'write-token',
      })
    })
    afterEach(async () => {
      await lake.close()
    })

    it('two instances claim disjoint mails (revision check)', async () => {
      const config = { projectId: 'abc123', dataset: 'submissions', token: 'write-token', apiHost: lake.url }
      const [a, b] = [new SanitySubmissionStore(config), new SanitySubmissionStore(config)]
      for (let index = 0; index < 15; index++) await a.save(inquiry(`Anfrage ${index}`))
      const now = new Date()
      const [first, second] = await Promise.all([
        a.claimDueMails(20, now, MAIL_LEASE_MS),
        b.claimDueMails(20, now, MAIL_LEASE_MS),
      ])
      const ids = [...(first ?? []), ...(second ?? [])].map((job) => job.submission.id)
      expect(ids).toHaveLength(15)
      expect(new Set(ids).size).toBe(15)
      expect(await a.claimDueMails(20, now, MAIL_LEASE_MS)).toEqual([])
    })
  })
})
