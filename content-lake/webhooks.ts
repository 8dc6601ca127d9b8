import { randomUUID } from 'node:crypto'
import { isPublishedId } from '@sanity/client/csm'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { evaluate, parse } from 'groq-js'
import type { DocumentChange, LakeStore, Transaction } from './store.ts'

/**
 * GROQ-powered webhooks, as Sanity sends them: on create, update or delete of a document that
 * matches the filter, the projection evaluated on the document (on the deleted version for a
 * delete) is POSTed as JSON, signed with the secret (`sanity-webhook-signature`, @sanity/webhook),
 * with an `idempotency-key` that retries repeat. A delivery answered with 429, 5xx or not at all is
 * tried again with growing pauses. Deliveries go out one after another, in commit order.
 *
 * https://www.sanity.io/docs/content-lake/webhooks
 */

export type WebhookDefinition = {
  name: string
  url: string
  secret: string
  dataset: string
  projectId: string
  on: readonly ('create' | 'update' | 'delete')[]
  filter: string
  projection: string
  includeDrafts: boolean
}

export type DeliveryLog = {
  webhook: string
  documentId: string
  operation: string
  status: number | 'network-error'
  attempt: number
  body: string
}

/** Pauses before the 2nd, 3rd … attempt; Sanity keeps trying for 30 minutes, a local lake for about two. */
const RETRY_DELAYS_MS = [1_000, 4_000, 15_000, 45_000, 60_000]

function operationOf(change: DocumentChange): 'create' | 'update' | 'delete' {
  return change.previous === null ? 'create' : change.next === null ? 'delete' : 'update'
}

async function evaluateOn(expression: string, document: unknown, change: DocumentChange) {
  const value = await evaluate(parse(expression), {
    root: document,
    dataset: [document],
    before: change.previous,
    after: change.next,
  })
  return value.get()
}

export class Webhooks {
  readonly #definitions: WebhookDefinition[]
  readonly #log: (entry: DeliveryLog) => void
  #queue: Promise<void> = Promise.resolve()
  #stopped = false
  /** Deliveries waiting or in flight (tests wait for none). */
  pending = 0

  constructor(store: LakeStore, definitions: WebhookDefinition[], log: (entry: DeliveryLog) => void) {
    this.#definitions = definitions
    this.#log = log
    store.onCommit((transaction) => {
      for (const definition of definitions) {
        if (definition.dataset !== transaction.dataset) continue
        for (const change of transaction.changes) {
          this.pending++
          this.#queue = this.#queue
            .then(() => this.#deliver(definition, transaction, change))
            .catch((error) => console.error(`content-lake: webhook "${definition.name}" failed`, error))
            .finally(() => {
              this.pending--
            })
        }
      }
    })
  }

  get definitions(): readonly WebhookDefinition[] {
    return this.#definitions
  }

  /** Resolves when every delivery so far has been answered or given up. */
  idle(): Promise<void> {
    return this.#queue
  }

  stop(): void {
    this.#stopped = true
  }

  async #deliver(definition: WebhookDefinition, transaction: Transaction, change: DocumentChange) {
    const operation = operationOf(change)
    if (!definition.on.includes(operation)) return
    if (!definition.includeDrafts && !isPublishedId(change.id)) return
    const document = change.next ?? change.previous
    if (definition.filter) {
      const matches = await evaluateOn(`*[${definition.filter}]`, document, change)
      if (!Array.isArray(matches) || matches.length === 0) return
    }
    const body = JSON.stringify(await evaluateOn(definition.projection, document, change))
    const idempotencyKey = `local-${randomUUID()}`
    for (let attempt = 1; ; attempt++) {
      if (this.#stopped) return
      const status = await this.#post(definition, transaction, change, operation, body, idempotencyKey)
      this.#log({ webhook: definition.name, documentId: change.id, operation, status, attempt, body })
      const retry = status === 'network-error' || status === 429 || status >= 500
      const delay = RETRY_DELAYS_MS[attempt - 1]
      if (!retry || delay === undefined) return
      await new Promise((resolve) => setTimeout(resolve, delay).unref())
    }
  }

  async #post(
    definition: WebhookDefinition,
    transaction: Transaction,
    change: DocumentChange,
    operation: string,
    body: string,
    idempotencyKey: string,
  ): Promise<number | 'network-error'> {
    try {
      const response = await fetch(definition.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Sanity.io webhook delivery (local Content Lake)',
          'idempotency-key': idempotencyKey,
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), definition.secret),
          'sanity-project-id': definition.projectId,
          'sanity-dataset': definition.dataset,
          'sanity-document-id': change.id,
          'sanity-operation': operation,
          'sanity-transaction-id': transaction.id,
          'sanity-transaction-time': transaction.timestamp,
          'sanity-webhook-id': definition.name,
        },
        body,
        signal: AbortSignal.timeout(30_000),
      })
      await response.arrayBuffer()
      return response.status
    } catch {
      return 'network-error'
    }
  }
}
