import { randomUUID } from 'node:crypto'
import { applyActions } from '../actions.ts'
import { dataError } from '../errors.ts'
import { readJson, sendJson } from '../http.ts'
import { applyMutations, type MutationResult, WorkingSet } from '../mutations.ts'
import { refuseBrokenReferences } from '../references.ts'
import type { Call } from '../router.ts'
import { TransactionConflictError } from '../store.ts'
import { JSON_LIMIT } from './data.ts'
import { datasetOf } from './dataset.ts'

/**
 * Writes: the mutation API and the Actions API, each request one transaction. Their options come as
 * query parameters (how @sanity/client sends a mutation's: `returnIds`, `returnDocuments`, `dryRun`,
 * `visibility`, `autoGenerateArrayKeys`, `skipCrossDatasetReferenceValidation`) or in the body (how it
 * sends `transactionId`, and an action's `dryRun`). `visibility` asks when the answer may come: every
 * write here is visible to the next query once answered, so `sync`, `async` and `deferred` are alike.
 */

function option(body: Record<string, unknown>, url: URL, name: string): unknown {
  return body[name] ?? url.searchParams.get(name) ?? undefined
}

const flag = (body: Record<string, unknown>, url: URL, name: string) => {
  const value = option(body, url, name)
  return value === true || value === 'true'
}

/**
 * Runs a write in a working set and commits it as one transaction (or only shows its outcome: dryRun). The
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
    { autoGenerateArrayKeys: flag(body, url, 'autoGenerateArrayKeys') },
  )
  const outcome = await apply(working)
  refuseBrokenReferences(working)
  const given = option(body, url, 'transactionId')
  const transactionId = typeof given === 'string' && given ? given : randomUUID().replaceAll('-', '')
  const pending = working.changes()
  if (lake.store.hasTransaction(transactionId))
    throw dataError(409, 'transactionAlreadyExistsError', `Transaction ID "${transactionId}" has already been used`)
  if (flag(body, url, 'dryRun') || pending.length === 0)
    return {
      outcome,
      transactionId,
      changes: lake.store.preview(dataset, pending, { transactionId, timestamp: new Date().toISOString() }),
    }
  try {
    const transaction = lake.store.commit(dataset, pending, { transactionId, author })
    return { outcome, transactionId, changes: transaction.changes }
  } catch (error) {
    if (error instanceof TransactionConflictError) throw dataError(409, 'transactionAlreadyExistsError', error.message)
    throw error
  }
}

/**
 * `POST /data/mutate/<dataset>` with `{mutations}` (mutations.ts): `{transactionId, results: [{id,
 * operation}]}`, each result with the `document` as written when `returnDocuments=true` (a deleted
 * document's is null).
 */
export async function mutate(call: Call) {
  const { request, response, url } = call
  const dataset = datasetOf(call)
  const body = await readJson(request, JSON_LIMIT)
  const { outcome, transactionId, changes } = await transact(call, dataset, body, (working) =>
    applyMutations(body.mutations, working),
  )
  const returnDocuments = flag(body, url, 'returnDocuments')
  const results = (outcome as MutationResult[]).map(({ id, operation }) => ({
    id,
    operation,
    ...(returnDocuments ? { document: changes.find((change) => change.id === id)?.next ?? null } : {}),
  }))
  sendJson(request, response, 200, { transactionId, results })
}

/** `POST /data/actions/<dataset>` with `{actions}` (actions.ts): `{transactionId}`. */
export async function actions(call: Call) {
  const { request, response } = call
  const dataset = datasetOf(call)
  const body = await readJson(request, JSON_LIMIT)
  const { transactionId } = await transact(call, dataset, body, (working) => applyActions(body.actions, working))
  sendJson(request, response, 200, { transactionId })
}
