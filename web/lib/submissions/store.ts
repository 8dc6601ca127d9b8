import type { FormKind } from '@/lib/forms/form-fields'

/** Where a notification mail stands: waiting in the outbox, sent, or not wanted (no SMTP). */
export type MailStatus = 'pending' | 'sent' | 'off'

/** One stored inquiry or application, as the office sees it in the export and the inbox. */
export type Submission = {
  id: string
  kind: FormKind
  /** ISO 8601, UTC. */
  receivedAt: string
  /** The validated fields, verbatim (HTML is stored as typed and escaped wherever shown). */
  fields: Record<string, string>
  handled: boolean
  mail: { status: MailStatus; attempts: number; lastError: string | null; sentAt: string | null }
}

export type NewSubmission = Pick<Submission, 'kind' | 'fields'> & { mailStatus: Extract<MailStatus, 'pending' | 'off'> }

/**
 * Durable storage of submissions. `save` resolves only once the submission survives a crash
 * of this process (the handler acknowledges nothing before); everything else is for the
 * office (export, retention) and the outbox.
 */
export interface SubmissionStore {
  readonly description: string
  save(submission: NewSubmission): Promise<Submission>
  list(options?: { kind?: FormKind }): Promise<Submission[]>
  /** Submissions whose mail is still pending, oldest first. */
  outbox(limit: number): Promise<Submission[]>
  recordMailAttempt(id: string, result: { ok: true } | { ok: false; error: string }): Promise<void>
  /** Deletes submissions received before `cutoff`; returns how many. */
  purge(cutoff: Date): Promise<number>
  close(): Promise<void>
}

/** Thrown when the store cannot take submissions at all: the handler answers 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
}

export const newSubmissionId = () => crypto.randomUUID()
