import { createClient, type SanityClient } from '@sanity/client'
import { getDraftId } from '@sanity/client/csm'
import { SANITY_API_VERSION } from '@shared/sanity'
import type { FormKind } from '@/lib/forms/form-fields'
import {
  CONFIRMATION_LOCK_TYPE,
  type ConfirmationLock,
  confirmationLockId,
  dedupeId,
  PROJECTION,
  SUBMISSION_TYPES,
  type SubmissionDocument,
  toSubmission,
} from './sanity-documents'
import {
  CONFIRMATION_WINDOW_MS,
  initialMailState,
  MAIL_SLOTS,
  MAX_ERROR_LENGTH,
  type MailAttempt,
  type MailJob,
  type MailSlot,
  type NewSubmission,
  newSubmissionId,
  type SavedSubmission,
  type StoreHealth,
  StoreUnavailableError,
  type Submission,
  type SubmissionStore,
} from './store'

type SanityStoreConfig = {
  projectId: string
  /** The private submissions dataset, never the public content dataset. */
  dataset: string
  token: string
  apiHost: string | undefined
}

/** How often a save is tried again when the confirmation lock changed under it. */
const SAVE_ATTEMPTS = 3

/** A revision mismatch or an existing id: someone else wrote first. */
const isConflict = (error: unknown) => (error as { statusCode?: number }).statusCode === 409

/**
 * Hosted mode: each submission becomes a document in a private dataset, created with a
 * write token and shown to the office in the Studio's inbox. `save` resolves after the
 * Content Lake confirmed the transaction (visibility "sync"), never before.
 */
export class SanitySubmissionStore implements SubmissionStore {
  readonly description: string
  private readonly client: SanityClient

  constructor(config: SanityStoreConfig) {
    this.description = `Sanity dataset "${config.dataset}" of project ${config.projectId}`
    this.client = createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      token: config.token,
      apiVersion: SANITY_API_VERSION,
      ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
      useCdn: false,
      perspective: 'raw',
    })
  }

  private async run<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      throw new StoreUnavailableError(`${what} in ${this.description} failed: ${(error as Error).message}`)
    }
  }

  async save(submission: NewSubmission): Promise<SavedSubmission> {
    const now = new Date()
    const { dedupe } = submission
    if (dedupe) {
      const earlier = await this.run('Looking for a repeated submission', () =>
        this.client.fetch<SubmissionDocument | null>(
          `*[_type in $types && dedupeKey == $key && receivedAt > $since] | order(receivedAt desc) [0] ${PROJECTION}`,
          {
            types: [...SUBMISSION_TYPES],
            key: dedupe.key,
            since: dedupe.windowMs === null ? '' : new Date(now.getTime() - dedupe.windowMs).toISOString(),
          },
        ),
      )
      if (earlier) return { ...toSubmission(earlier), duplicate: true }
    }
    const lockId = submission.confirmationTo ? confirmationLockId(submission.confirmationTo) : null
    for (let attempt = 1; ; attempt++) {
      const lock = lockId
        ? await this.run('Reading the confirmation limit', () =>
            this.client.fetch<ConfirmationLock | null>('*[_id == $id][0]{ _id, _rev, lastAt }', { id: lockId }),
          )
        : null
      const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString()
      const confirm = lockId !== null && !(lock && lock.lastAt >= since)
      const document: SubmissionDocument = {
        _id: dedupe ? dedupeId(dedupe, now) : newSubmissionId(),
        _type: submission.kind,
        ...submission.fields,
        receivedAt: now.toISOString(),
        handled: false,
        ...(dedupe ? { dedupeKey: dedupe.key } : {}),
        mail: initialMailState(submission.mailStatus),
        confirmation: initialMailState(confirm ? 'pending' : 'off'),
      }
      const transaction = this.client.transaction().create(document)
      if (confirm && lockId)
        if (lock) transaction.patch(lockId, (patch) => patch.ifRevisionId(lock._rev).set({ lastAt: now.toISOString() }))
        else transaction.create({ _id: lockId, _type: CONFIRMATION_LOCK_TYPE, lastAt: now.toISOString() })
      try {
        await transaction.commit({ visibility: 'sync', returnDocuments: false })
        return { ...toSubmission(document), duplicate: false }
      } catch (error) {
        if (!isConflict(error))
          throw new StoreUnavailableError(
            `Storing a submission in ${this.description} failed: ${(error as Error).message}`,
          )
        // Two identical posts at once: the second create meets the first's id.
        const first = dedupe
          ? await this.run('Reading a repeated submission', () =>
              this.client.fetch<SubmissionDocument | null>(`*[_id == $id][0] ${PROJECTION}`, { id: document._id }),
            )
          : null
        if (first) return { ...toSubmission(first), duplicate: true }
        // Another post for the same address took the confirmation lock first: decide again.
        if (attempt >= SAVE_ATTEMPTS)
          throw new StoreUnavailableError(
            `Storing a submission in ${this.description} failed: ${(error as Error).message}`,
          )
      }
    }
  }

  async list(options: { kind?: FormKind } = {}): Promise<Submission[]> {
    const types = options.kind ? [options.kind] : [...SUBMISSION_TYPES]
    const documents = await this.run('Listing submissions', () =>
      this.client.fetch<SubmissionDocument[]>(
        `*[_type in $types && !(_id in path("drafts.**"))] | order(receivedAt asc) ${PROJECTION}`,
        { types },
      ),
    )
    return documents.map(toSubmission)
  }

  async claimDueMails(limit: number, now: Date, leaseMs: number): Promise<MailJob[]> {
    const at = now.toISOString()
    const leaseUntil = new Date(now.getTime() + leaseMs).toISOString()
    const jobs: MailJob[] = []
    // Slot by slot (the office's mail first) within what is left of `limit`: nothing is leased that
    // this run does not send.
    for (const slot of MAIL_SLOTS) {
      const room = limit - jobs.length
      if (room <= 0) break
      const due = await this.run('Reading the mail outbox', () =>
        this.client.fetch<SubmissionDocument[]>(
          `*[_type in $types && !(_id in path("drafts.**")) && ${slot}.status == "pending"
             && (!defined(${slot}.nextAttemptAt) || ${slot}.nextAttemptAt <= $now)
             && (!defined(${slot}.leaseUntil) || ${slot}.leaseUntil <= $now)
           ] | order(receivedAt asc) [0...$limit] ${PROJECTION}`,
          { types: [...SUBMISSION_TYPES], now: at, limit: room },
        ),
      )
      for (const document of due) {
        // The revision check makes the claim atomic: of two runs, the second gets 409 and skips.
        try {
          await this.client
            .patch(document._id)
            .ifRevisionId(document._rev ?? '')
            .set({ [`${slot}.leaseUntil`]: leaseUntil })
            .commit({ returnDocuments: false, visibility: 'sync' })
          jobs.push({ submission: toSubmission(document), slot })
        } catch (error) {
          if (!isConflict(error))
            throw new StoreUnavailableError(
              `Claiming a mail in ${this.description} failed: ${(error as Error).message}`,
            )
        }
      }
    }
    return jobs.sort((a, b) => a.submission.receivedAt.localeCompare(b.submission.receivedAt))
  }

  async recordMailAttempt({ id, slot }: { id: string; slot: MailSlot }, attempt: MailAttempt): Promise<void> {
    const patch = this.client.patch(id).inc({ [`${slot}.attempts`]: 1 })
    const fields = attempt.ok
      ? { status: 'sent', lastError: null, sentAt: new Date().toISOString(), nextAttemptAt: null, leaseUntil: null }
      : {
          status: attempt.retryAt ? 'pending' : 'failed',
          lastError: attempt.error.slice(0, MAX_ERROR_LENGTH),
          nextAttemptAt: attempt.retryAt?.toISOString() ?? null,
          leaseUntil: null,
        }
    const set = Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${slot}.${key}`, value]))
    await this.run('Recording a mail attempt', () => patch.set(set).commit({ returnDocuments: false }))
  }

  async purge(cutoff: Date): Promise<number> {
    const ids = await this.run('Finding old submissions', () =>
      this.client.fetch<string[]>('*[_type in $types && receivedAt < $cutoff]._id', {
        types: [...SUBMISSION_TYPES],
        cutoff: cutoff.toISOString(),
      }),
    )
    // Confirmation locks outlive their purpose after an hour (they hold only a hash of an address).
    const locks = await this.run('Finding old confirmation locks', () =>
      this.client.fetch<string[]>('*[_type == $type && lastAt < $since]._id', {
        type: CONFIRMATION_LOCK_TYPE,
        since: new Date(Date.now() - CONFIRMATION_WINDOW_MS).toISOString(),
      }),
    )
    if (ids.length + locks.length === 0) return 0
    const transaction = this.client.transaction()
    for (const id of ids) {
      transaction.delete(id)
      transaction.delete(getDraftId(id))
    }
    for (const id of locks) transaction.delete(id)
    await this.run('Deleting old submissions', () => transaction.commit({ visibility: 'sync', returnDocuments: false }))
    return ids.length
  }

  async health(): Promise<StoreHealth> {
    const pending = (slot: string) => `*[_type in $types && !(_id in path("drafts.**")) && ${slot}.status == "pending"]`
    const query = `{ ${MAIL_SLOTS.map(
      (slot) => `"${slot}": {
        "backlog": count(${pending(slot)}),
        "oldestDueAt": ${pending(slot)}{ "due": coalesce(${slot}.nextAttemptAt, receivedAt) } | order(due asc) [0].due
      }`,
    ).join(', ')} }`
    const slots = await this.run('Reading the outbox for /api/health', () =>
      this.client.fetch<Record<string, { backlog: number; oldestDueAt: string | null }>>(query, {
        types: [...SUBMISSION_TYPES],
      }),
    )
    const oldest = Object.values(slots)
      .map((slot) => slot.oldestDueAt)
      .filter((due): due is string => Boolean(due))
      .sort()[0]
    const backlog = Object.values(slots).reduce((sum, slot) => sum + slot.backlog, 0)
    return { writable: null, outbox: { backlog, oldestDueAt: oldest ?? null } }
  }

  async close(): Promise<void> {}
}
