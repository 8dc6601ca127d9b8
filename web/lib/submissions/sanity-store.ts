import { createClient, type SanityClient } from '@sanity/client'
import { SANITY_API_VERSION } from '@shared/sanity'
import { FORM_FIELDS, type FormKind } from '@/lib/forms/form-fields'
import {
  type NewSubmission,
  newSubmissionId,
  StoreUnavailableError,
  type Submission,
  type SubmissionStore,
} from './store'

export type SanityStoreConfig = {
  projectId: string
  /** The private submissions dataset, never the public content dataset. */
  dataset: string
  token: string
  apiHost: string | undefined
}

/** The document types of the Studio's inbox (schemas/documents/submissions.ts): one per form. */
export const SUBMISSION_TYPES = ['inquiry', 'application'] as const satisfies readonly FormKind[]

/** The form's fields sit at the top level of the document, where the inbox shows them. */
type SubmissionDocument = Record<string, unknown> & {
  _id: string
  _type: FormKind
  receivedAt: string
  handled: boolean
  mail: { status: Submission['mail']['status']; attempts: number; lastError: string | null; sentAt: string | null }
}

const PROJECTION = '{...}'

const toSubmission = (document: SubmissionDocument): Submission => {
  const { _id, _type, receivedAt, handled, mail } = document
  const fields: Record<string, string> = {}
  for (const field of FORM_FIELDS[_type]) fields[field] = typeof document[field] === 'string' ? document[field] : ''
  return {
    id: _id,
    kind: _type,
    receivedAt,
    fields,
    handled: Boolean(handled),
    mail: {
      status: mail?.status ?? 'off',
      attempts: mail?.attempts ?? 0,
      lastError: mail?.lastError ?? null,
      sentAt: mail?.sentAt ?? null,
    },
  }
}

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

  async save(submission: NewSubmission): Promise<Submission> {
    const document: SubmissionDocument = {
      _id: newSubmissionId(),
      _type: submission.kind,
      ...submission.fields,
      receivedAt: new Date().toISOString(),
      handled: false,
      mail: { status: submission.mailStatus, attempts: 0, lastError: null, sentAt: null },
    }
    await this.run('Storing a submission', () =>
      this.client.create(document, { visibility: 'sync', returnDocuments: false }),
    )
    return toSubmission(document)
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

  async outbox(limit: number): Promise<Submission[]> {
    const documents = await this.run('Reading the mail outbox', () =>
      this.client.fetch<SubmissionDocument[]>(
        `*[_type in $types && mail.status == "pending" && !(_id in path("drafts.**"))] | order(receivedAt asc) [0...$limit] ${PROJECTION}`,
        { types: [...SUBMISSION_TYPES], limit },
      ),
    )
    return documents.map(toSubmission)
  }

  async recordMailAttempt(id: string, result: { ok: true } | { ok: false; error: string }): Promise<void> {
    const patch = this.client.patch(id).inc({ 'mail.attempts': 1 })
    await this.run('Recording a mail attempt', () =>
      (result.ok
        ? patch.set({ 'mail.status': 'sent', 'mail.lastError': null, 'mail.sentAt': new Date().toISOString() })
        : patch.set({ 'mail.lastError': result.error.slice(0, 500) })
      ).commit({ returnDocuments: false }),
    )
  }

  async purge(cutoff: Date): Promise<number> {
    const ids = await this.run('Finding old submissions', () =>
      this.client.fetch<string[]>('*[_type in $types && receivedAt < $cutoff]._id', {
        types: [...SUBMISSION_TYPES],
        cutoff: cutoff.toISOString(),
      }),
    )
    if (ids.length === 0) return 0
    const transaction = this.client.transaction()
    for (const id of ids) {
      transaction.delete(id)
      transaction.delete(`drafts.${id}`)
    }
    await this.run('Deleting old submissions', () => transaction.commit({ visibility: 'sync', returnDocuments: false }))
    return ids.length
  }

  async close(): Promise<void> {}
}
