import { settings } from '@/hosting/runtime.ts'
import { type ConfirmationTexts, composeConfirmation, composeMail, type Mailer, type ValueLabels } from './mail'
import type { MailJob, SubmissionStore } from './store'

/**
 * The interval, the lease and the backoff below as this process uses them: multiplied by
 * SUBMISSIONS_OUTBOX_TIME_SCALE (tests only, web/hosting/submission-settings.ts), so
 * `npm run test:reliability` lives through retries and `failed` in seconds, not hours.
 */
export function scaled(ms: number): number {
  return ms * settings().submissions.outboxTimeScale
}

/** Mails claimed at once; a run claims batch after batch while mails are due. */
export const OUTBOX_BATCH = 20
/** Between runs of the outbox while the server is up (web/instrumentation.ts). */
export const OUTBOX_INTERVAL_MS = 5 * 60 * 1000
/** How long a claimed mail is reserved for one run: far above one send (mail.ts sets the SMTP timeouts). */
export const MAIL_LEASE_MS = 5 * 60 * 1000
/** A run stops claiming after this long and leaves the rest to the next run. */
const RUN_BUDGET_MS = 2 * 60 * 1000

/**
 * When a failed mail is tried again: after 1, 2, 4 … minutes, at most 6 hours apart. A relay
 * that rejects the mail for good (SMTP 5xx) gets 3 attempts, anything else (a relay that is down,
 * 4xx) 10, about 15 hours; then the mail is `failed`, logged as an error and shown to the office.
 */
export const MAIL_RETRY = {
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  attempts: 10,
  permanentAttempts: 3,
}

/** SMTP reply codes 500–599 are permanent: the same mail will be refused again. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** The time of the next attempt after `attempts` failed ones, or null to give up. */
export function nextAttemptAt(attempts: number, permanent: boolean, now: Date): Date | null {
  if (attempts >= (permanent ? MAIL_RETRY.permanentAttempts : MAIL_RETRY.attempts)) return null
  const delay = scaled(Math.min(MAIL_RETRY.baseDelayMs * 2 ** (attempts - 1), MAIL_RETRY.maxDelayMs))
  return new Date(now.getTime() + delay)
}

export type OutboxResult = { sent: number; retried: number; failed: number }

/** The words the outbox's mails are written in: labels for the office's mail, the visitor's confirmation. */
export type MailContent = { labels: ValueLabels; confirmation: ConfirmationTexts }

let running: Promise<OutboxResult> | undefined

async function send(
  store: SubmissionStore,
  job: MailJob,
  target: Mailer,
  content: MailContent,
): Promise<keyof OutboxResult> {
  const { submission, slot } = job
  try {
    const message =
      slot === 'mail'
        ? { to: target.to, ...composeMail(submission, content.labels) }
        : composeConfirmation(submission, content.confirmation)
    await target.transport.sendMail({ from: target.from, ...message })
    await store.recordMailAttempt({ id: submission.id, slot }, { ok: true })
    return 'sent'
  } catch (error) {
    const message = (error as Error).message
    const attempts = submission[slot].attempts + 1
    const retryAt = nextAttemptAt(attempts, isPermanentFailure(error), new Date())
    if (retryAt)
      console.warn(
        `[submissions] Mail "${slot}" of ${submission.id} failed (attempt ${attempts}, next at ${retryAt.toISOString()}): ${message}`,
      )
    else
      console.error(
        `[submissions] Mail "${slot}" of ${submission.id} failed for good after ${attempts} attempts: ${message}`,
      )
    await store
      .recordMailAttempt({ id: submission.id, slot }, { ok: false, error: message, retryAt })
      .catch((recordError: Error) =>
        console.error(`[submissions] Could not record the attempt for ${submission.id}: ${recordError.message}`),
      )
    return retryAt ? 'retried' : 'failed'
  }
}

/**
 * Sends the mails that are due, oldest first, batch after batch until none is due (or the run's
 * time budget is spent). Each batch is claimed atomically in the store, so runs in other
 * processes never send the same mail; within this process one run at a time. A mail that
 * fails waits for its next attempt (backoff) and never blocks the ones behind it.
 */
export function deliverOutbox(store: SubmissionStore, target: Mailer, content: MailContent): Promise<OutboxResult> {
  if (running) return running
  running = (async () => {
    const result: OutboxResult = { sent: 0, retried: 0, failed: 0 }
    const started = Date.now()
    const leaseMs = scaled(MAIL_LEASE_MS)
    while (Date.now() - started < RUN_BUDGET_MS) {
      const claimedAt = Date.now()
      const jobs = await store.claimDueMails(OUTBOX_BATCH, new Date(claimedAt), leaseMs)
      if (jobs.length === 0) break
      for (const job of jobs) {
        // The lease covers the whole batch, sent one by one: a slow relay could outlast it, and another
        // run would claim and send the same mails. Start a send only while half the lease is left.
        if (Date.now() - claimedAt > leaseMs / 2) break
        result[await send(store, job, target, content)]++
      }
    }
    return result
  })().finally(() => {
    running = undefined
  })
  return running
}
