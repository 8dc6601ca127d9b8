import { randomUUID } from 'node:crypto'
import { applyActions } from '../actions.ts'
import { dataError } from '../errors.ts'
import { readJson, sendJson } from '../http.ts'
import { applyMutations, type MutationResult, WorkingSet } from '../mutations.ts'
import { refuseDeletingReferenced } from '../references.ts'
import type { Call } from '../router.ts'
import { TransactionConflictError } from '../store.ts'
import { JSON_LIMIT } from './data.ts'
import { datasetOf } from './dataset.ts'

/** Writes: the mutation API and the Actions API, each request one transaction. */

/**
 * Runs a write in a working set and commits it as one transaction (or previews it: dryRun). The
 * transaction is committed, and its listeners told, at once; only the answer takes `writeDelayMs`, as
 * Sanity's lake tells listeners when a transaction commits and answers later (docs/decisions.md, „Two
 * editors at once (issue 41)“: a delay before the commit widened the moment in which the Studio breaks).
 */
async function transact<T>(
  { lake, url, user }: Call,
  dataset: string,
  body: Record<string, unknown>,
  apply: (working: WorkingSet) => Promise<T>,
) {
  try {
    return await commitWrite(lake, user.id, dataset, url, body, apply)
  } finally {
    if (lake.writeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, lake.writeDelayMs))
  }
}

async function commitWrite<T>(
  lake: Call['lake'],
  author: string,
  dataset: string,
  url: URL,
  body: Record<string, unknown>,
  apply: (working: WorkingSet) => Promise<T>,
) {
  const working = new WorkingSet(
    (id) => lake.store.get(dataset, id),
    () => lake.store.documents(dataset),
  )
  const outcome = await apply(working)
  refuseDeletingReferenced(working)
  const transactionId =
    typeof body.transactionId === 'string' && body.transactionId
      ? body.transactionId
      : (url.searchParams.get('transactionId') ?? randomUUID().replaceAll('-', ''))
  const changes = working.changes()
  const dryRun = body.dryRun === true || url.searchParams.get('dryRun') === 'true'
  if (dryRun || changes.length === 0) return { outcome, transactionId, changes, transaction: undefined }
  try {
    const transaction = lake.store.commit(dataset, changes, { transactionId, author })
    return { outcome, transactionId, changes, transaction }
  } catch (error) {
    if (error instanceof TransactionConflictError) throw dataError(409, 'transactionAlreadyExistsError', error.message)
    throw error
  }
}

/** `POST /data/mutate/<dataset>` with `{mutations}` (mutations.ts). */
export async function mutate(call: Call) {
  const { request, response, url } = call
  const dataset = datasetOf(call)
  const body = await readJson(request, JSON_LIMIT)
  const { outcome, transactionId, transaction } = await transact(call, dataset, body, (working) =>
    applyMutations(body.mutations, working),
  )
  const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
  const results = (outcome as MutationResult[]).map(({ id, operation }) => ({
    id,
    operation,
    ...(returnDocuments ? { document: transaction?.changes.find((change) => change.id === id)?.next ?? null } : {}),
  }))
  sendJson(request, response, 200, {
    transactionId,
    results,
    ...(returnDocuments ? { documents: results.map(({ document }) => document).filter(Boolean) } : {}),
  })
}

/** `POST /data/actions/<dataset>` with `{actions}` (actions.ts). */
export async function actions(call: Call) {
  const { request, response } = call
  const dataset = datasetOf(call)
  const body = await readJson(request, JSON_LIMIT)
  const { transactionId } = await transact(call, dataset, body, (working) => applyActions(body.actions, working))
  sendJson(request, response, 200, { transactionId })
}
