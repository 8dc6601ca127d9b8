/**
 * A submission as a document of the private submissions dataset (hosted mode, ./sanity-store.ts):
 * its types, fields and mail states as the Studio's inbox shows them, and the ids that make the
 * Content Lake itself refuse a repeated post or a second confirmation.
 */
import { createHash } from 'node:crypto'
import { FORM_FIELDS, type FormKind } from '@/lib/forms/form-fields'
import { confirmationKey, type DedupeKey, MAIL_SLOTS, type MailSlot, type MailState, type Submission } from './store'

/** The document types of the Studio's inbox (schemas/documents/submissions.ts): one per form. */
export const SUBMISSION_TYPES = ['inquiry', 'application'] as const satisfies readonly FormKind[]

/** A mail's state as the document stores it: the outbox's lease beside what the inbox shows. */
export type StoredMailState = Partial<MailState> & { leaseUntil?: string | null }

/** The form's fields sit at the top level of the document, where the inbox shows them. */
export type SubmissionDocument = Record<string, unknown> & {
  _id: string
  _rev?: string
  _type: FormKind
  receivedAt: string
  handled: boolean
} & Partial<Record<MailSlot, StoredMailState>>

export const mailState = (stored: StoredMailState | undefined): MailState => ({
  status: stored?.status ?? 'off',
  attempts: stored?.attempts ?? 0,
  lastError: stored?.lastError ?? null,
  sentAt: stored?.sentAt ?? null,
  nextAttemptAt: stored?.nextAttemptAt ?? null,
})

export const PROJECTION = '{...}'

export const toSubmission = (document: SubmissionDocument): Submission => {
  const { _id, _type, receivedAt, handled } = document
  const fields: Record<string, string> = {}
  for (const field of FORM_FIELDS[_type]) fields[field] = typeof document[field] === 'string' ? document[field] : ''
  return {
    id: _id,
    kind: _type,
    receivedAt,
    fields,
    handled: Boolean(handled),
    ...Object.fromEntries(MAIL_SLOTS.map((slot) => [slot, mailState(document[slot])])),
  } as Submission
}

/**
 * The id of a submission that may be repeated: the same for the same key (within one window
 * of the fingerprint), so the Content Lake itself refuses a second document for two posts at once.
 */
export function dedupeId({ key, windowMs }: DedupeKey, now: Date): string {
  const bucket = windowMs === null ? '' : `:${Math.floor(now.getTime() / windowMs)}`
  return createHash('sha256').update(`${key}${bucket}`).digest('hex').slice(0, 32)
}

/**
 * One small document per address that got a confirmation: when it was last sent. Two posts for
 * the same address at once race on it (create, or a revision-checked patch in the same transaction
 * as the submission), so only one of them gets the confirmation. Invisible in the inbox; `purge`
 * deletes those older than the window. The id holds only a hash of the address.
 */
export const CONFIRMATION_LOCK_TYPE = 'confirmationLock'
export type ConfirmationLock = { _id: string; _rev: string; lastAt: string }
export const confirmationLockId = (address: string) => `confirmation-lock-${confirmationKey(address).slice(0, 40)}`
