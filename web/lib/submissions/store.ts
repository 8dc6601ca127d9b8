import { createHash } from 'node:crypto'
import type { FormKind } from '@/lib/forms/form-fields'

/**
 * Where a mail about a submission stands: waiting in the outbox (`pending`, retried with backoff),
 * accepted by the SMTP server (`sent`), given up after too many attempts (`failed`, shown to the
 * office in the inbox and the export), or not wanted (`off`: no SMTP server configured).
 */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'off'

export type MailState = {
  status: MailStatus
  attempts: number
  lastError: string | null
  sentAt: string | null
  /** ISO 8601: not before this time is a pending mail tried again (backoff); null = at once. */
  nextAttemptAt: string | null
}

/**
 * The mails a submission can cause, each named by the field of the submission that holds its
 * state in the outbox: `mail` is the office's notification, `confirmation` the visitor's confirmation
 * (sent to the validated e-mail address of the submission, at most one per address and hour).
 */
export const MAIL_SLOTS = ['mail', 'confirmation'] as const
export type MailSlot = (typeof MAIL_SLOTS)[number]

/** One stored inquiry or application, as the office sees it in the export and the inbox. */
export type Submission = {
  id: string
  kind: FormKind
  /** ISO 8601, UTC. */
  receivedAt: string
  /** The validated fields, verbatim (HTML is stored as typed and escaped wherever shown). */
  fields: Record<string, string>
  handled: boolean
} & Record<MailSlot, MailState>

/**
 * What makes two posts the same submission (a double click, a retry after a timeout): the key,
 * and how long after the first a repeat still counts (null: for as long as the row exists).
 */
export type DedupeKey = { key: string; windowMs: number | null }

export type NewSubmission = Pick<Submission, 'kind' | 'fields'> & {
  mailStatus: Extract<MailStatus, 'pending' | 'off'>
  dedupe?: DedupeKey
  /**
   * The validated address that may get a confirmation, or null for none. The store decides while
   * it saves, atomically: `pending` unless the address already got one within CONFIRMATION_WINDOW_MS
   * (from either form), then `off`.
   */
  confirmationTo: string | null
}

/** At most one confirmation per address within this time, across both forms. */
export const CONFIRMATION_WINDOW_MS = 60 * 60 * 1000

/**
 * The mailbox an address reaches, as mail servers treat it: case-insensitive, and a `+tag` of the
 * local part (`name+1@x.de`) delivered to the same mailbox as `name@x.de` by the common providers.
 */
export function mailboxOf(address: string): string {
  const normalized = address.trim().toLowerCase()
  const at = normalized.lastIndexOf('@')
  const plus = normalized.indexOf('+')
  return plus > 0 && plus < at ? normalized.slice(0, plus) + normalized.slice(at) : normalized
}

/**
 * What identifies an address for that limit: a hash of its mailbox (mailboxOf), so `name+1@x.de`,
 * `name+2@x.de` … count as one address, and the stores keep no second copy of it.
 */
export function confirmationKey(address: string): string {
  return createHash('sha256').update(mailboxOf(address)).digest('hex')
}

/** A saved submission; `duplicate` when it repeats an earlier one, which is returned instead (nothing new is stored). */
export type SavedSubmission = Submission & { duplicate: boolean }

/** A mail the outbox has claimed: no other run sends it until the claim (lease) runs out. */
export type MailJob = { submission: Submission; slot: MailSlot }

/**
 * The result of one attempt. A failed attempt names when to try again, or null when the
 * outbox gives up (the mail becomes `failed`).
 */
export type MailAttempt = { ok: true } | { ok: false; error: string; retryAt: Date | null }

/**
 * Durable storage of submissions. `save` resolves only once the submission survives a crash
 * of this process (the handler acknowledges nothing before); everything else is for the
 * office (export, retention) and the outbox.
 */
export interface SubmissionStore {
  readonly description: string
  save(submission: NewSubmission): Promise<SavedSubmission>
  list(options?: { kind?: FormKind }): Promise<Submission[]>
  /**
   * Claims up to `limit` mails that are due at `now` (the office's before the confirmations, each
   * oldest submission first) for `leaseMs`, and leases no more than it returns:
   * atomically, so two outbox runs (two processes, or the timer and `npm run submissions:mail`)
   * never send the same mail. A claim ends with `recordMailAttempt` or when the lease runs out
   * (a crashed run), after which the mail is due again.
   */
  claimDueMails(limit: number, now: Date, leaseMs: number): Promise<MailJob[]>
  recordMailAttempt(job: { id: string; slot: MailSlot }, attempt: MailAttempt): Promise<void>
  /** Deletes submissions received before `cutoff`; returns how many. */
  purge(cutoff: Date): Promise<number>
  /** For GET /api/health: can it take a submission now, and what waits in the outbox. Cheap. */
  health(): Promise<StoreHealth>
  close(): Promise<void>
}

export type StoreHealth = {
  /** null: not checked (a write to the Content Lake every 30 s is not worth its quota). */
  writable: boolean | null
  /** Mails still to send (both slots), and when the oldest of them was or is due. */
  outbox: { backlog: number; oldestDueAt: string | null }
}

/** Thrown when the store cannot take submissions at all: the handler answers 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
}

export const newSubmissionId = () => crypto.randomUUID()

/** A mail state as a new submission starts it. */
export const initialMailState = (status: MailStatus): MailState => ({
  status,
  attempts: 0,
  lastError: null,
  sentAt: null,
  nextAttemptAt: null,
})

/** Errors are stored for the office, never whole SMTP transcripts. */
export const MAX_ERROR_LENGTH = 500
