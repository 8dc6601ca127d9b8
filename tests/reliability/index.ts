/**
 * `npm run test:reliability`: the site's promises under load and failure, against the real production
 * server (`server.mjs` on a copy of the `npm run build:e2e` output), a real SQLite store and a real SMTP
 * relay, all on 127.0.0.1. Bounded: it gives up after RUN_TIMEOUT_MS. See docs/security.md for the figures.
 *
 * 1. TOTAL inquiries at CONCURRENCY at once; the relay goes down, the server is killed with SIGKILL
 *    and restarted, the relay comes back. Every acknowledged submission is stored exactly once, the
 *    store passes PRAGMA integrity_check, every mail is delivered except those the relay refuses for
 *    good (550), which end `failed`, and nothing stays pending.
 * 2. A burst of signed webhook deliveries with retries and replays: each processed exactly once.
 * 3. Field floods (thousands of empty form fields) from two slow clients: refused cheaply, the pages
 *    stay fast (GET /leistungen before and during).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { type SmtpStandIn, startSmtpServer } from '@tests/support/smtp-server'
import { SQLITE_FILE, SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'
import { FLOODERS, runFieldFlood } from './field-flood'
import { check, failed, ms, waitFor } from './figures'
import { CONCURRENCY, REJECT_MARKER, runLoad, TOTAL } from './submissions'
import { runWebhookBurst } from './webhooks'

const PORT = Number(process.env.RELIABILITY_PORT ?? 3120)
const BUILD = '.next-reliability'
const SECRET = 'reliability-webhook-secret'
/** The whole run; far above its usual length, so a hang fails instead of blocking CI. */
const RUN_TIMEOUT_MS = 10 * 60 * 1000
/** How long the outbox may take to settle after the load: backoff is scaled down (below). */
const DRAIN_TIMEOUT_MS = 3 * 60 * 1000

const runStarted = performance.now()
const timeout = setTimeout(() => {
  console.error(`✗ gave up after ${ms(RUN_TIMEOUT_MS)}`)
  process.exit(1)
}, RUN_TIMEOUT_MS)
timeout.unref()

const directory = await mkdtemp(path.join(tmpdir(), 'reliability-'))
let smtp: SmtpStandIn = await startSmtpServer()
const rejected = (raw: string) => raw.includes(REJECT_MARKER)
smtp.reject = rejected
const relayPort = smtp.port
/** What the relay received, before its outage and after. */
const relays: SmtpStandIn[] = [smtp]

const env = {
  SUBMISSIONS_DIR: directory,
  // Many visitors from one address: the limits are tested elsewhere (tests/unit/submission-limits.test.ts).
  SUBMISSIONS_RATE_LIMIT: '0',
  SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
  MAIL_FROM: 'Website <website@example.com>',
  MAIL_TO: 'buero@example.com',
  // Outbox times at 5 %: backoff from 3 s, 15 s leases and runs every 15 s (web/lib/submissions/outbox.ts).
  SUBMISSIONS_OUTBOX_TIME_SCALE: '0.05',
  SANITY_REVALIDATE_SECRET: SECRET,
  // A consistency wait like the hosted mode's, so repeats arrive while the first delivery waits.
  SANITY_REVALIDATE_WAIT_MS: '200',
}

let site: SiteCopy | undefined
try {
  console.log(`▶ ${TOTAL} submissions at ${CONCURRENCY} concurrent, relay outage, kill -9 and restart (port ${PORT})`)
  site = await startSiteCopy({ name: BUILD, port: PORT, env })
  const load = await runLoad({
    site: () => site as SiteCopy,
    restart: async () => {
      site = await startSiteCopy({ name: BUILD, port: PORT, env, reuseBuild: true })
    },
    relayDown: () => {
      void smtp.close()
    },
    relayUp: async () => {
      smtp = await startSmtpServer({ port: relayPort })
      smtp.reject = rejected
      relays.push(smtp)
      return smtp
    },
  })
  check(load.killedAt > 0, 'the server was killed while submissions were in flight', `restart ${ms(load.restartMs)}`)

  const store = new SqliteSubmissionStore(directory)
  const drainStarted = performance.now()
  const settled = await waitFor(
    async () => (await store.list()).every((submission) => submission.mail.status !== 'pending'),
    DRAIN_TIMEOUT_MS,
  )
  const drainMs = performance.now() - drainStarted
  const stored = await store.list()
  await store.close()
  check(settled, 'the outbox settled: no mail pending', `${ms(drainMs)} after the last acknowledgement`)

  const byMessage = new Map<string, number>()
  for (const submission of stored)
    byMessage.set(submission.fields.message ?? '', (byMessage.get(submission.fields.message ?? '') ?? 0) + 1)
  const storedIds = new Set(stored.map((submission) => submission.id))
  const missing = load.sent.filter((sent) => !storedIds.has(sent.id ?? ''))
  const twice = load.sent.filter((sent) => (byMessage.get(`Zuverlaessigkeit ${sent.token}`) ?? 0) !== 1)
  check(missing.length === 0, 'every acknowledged submission is stored', `${missing.length} missing`)
  check(twice.length === 0 && stored.length === TOTAL, 'each exactly once', `${stored.length} rows for ${TOTAL}`)

  const database = new DatabaseSync(path.join(directory, SQLITE_FILE), { readOnly: true })
  const integrity = database.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
  database.close()
  check(integrity[0]?.integrity_check === 'ok', 'PRAGMA integrity_check', integrity[0]?.integrity_check ?? 'no answer')

  const received = relays.flatMap((relay) => relay.mails)
  const mails = new Map<string, number>()
  for (const mail of received) {
    const token = load.sent.find((sent) => mail.raw.includes(sent.token))?.token ?? 'unknown'
    mails.set(token, (mails.get(token) ?? 0) + 1)
  }
  const deliverable = load.sent.filter((sent) => !sent.rejectable)
  const refused = load.sent.filter((sent) => sent.rejectable)
  const byId = new Map(stored.map((submission) => [submission.id, submission]))
  const undelivered = deliverable.filter((sent) => !mails.has(sent.token))
  const doubled = deliverable.filter((sent) => (mails.get(sent.token) ?? 0) > 1)
  const notSent = deliverable.filter((sent) => byId.get(sent.id ?? '')?.mail.status !== 'sent')
  const notFailed = refused.filter((sent) => byId.get(sent.id ?? '')?.mail.status !== 'failed')
  check(
    undelivered.length === 0,
    'every deliverable mail delivered',
    `${deliverable.length - undelivered.length} of ${deliverable.length}`,
  )
  check(notSent.length === 0, 'and recorded as sent', `${notSent.length} not`)
  check(doubled.length === 0, 'none delivered twice', `${doubled.length} twice`)
  check(
    refused.every((sent) => !mails.has(sent.token)) && notFailed.length === 0,
    'mails the relay refuses for good (550) end `failed`',
    `${refused.length - notFailed.length} of ${refused.length}`,
  )
  console.log(
    `  relay down ${ms(load.relayDownMs)}; ${received.length} mails received; outbox settled ${ms(drainMs)} after the load`,
  )

  console.log('▶ webhook burst')
  await runWebhookBurst(`${(site as SiteCopy).url}/api/revalidate`, SECRET)

  console.log(`▶ field flood from ${FLOODERS} slow clients`)
  await runFieldFlood((site as SiteCopy).url)
  const log = (site as SiteCopy).output()
  check(!log.includes('⨯'), 'the restarted server logged no unhandled error')
} finally {
  await site?.stop()
  await smtp.close().catch(() => undefined)
  await rm(directory, { recursive: true, force: true })
}

console.log(`\nreliability run took ${ms(performance.now() - runStarted)}`)
const failures = failed()
if (failures.length > 0) {
  console.error(`✗ ${failures.length} check(s) failed: ${failures.join('; ')}`)
  process.exit(1)
}
