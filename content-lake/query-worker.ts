import { parentPort } from 'node:worker_threads'
import { LakeError } from './errors.ts'
import { evaluateQuery, type Perspective, perspectiveView } from './query.ts'
import { resultSourceMap, traceSources, withoutSources } from './source-map.ts'
import type { LakeDocument } from './store.ts'
import { querySyncTags } from './sync-tags.ts'

/**
 * A query evaluated off the lake's request path (query-runner.ts starts this file as a worker
 * thread): the answer of `GET|POST /data/query/<dataset>` as JSON text. The documents come with a
 * job when they changed since this worker last saw the dataset.
 */

export type QueryJob = {
  id: number
  dataset: string
  /** The dataset's documents, when this worker's copy is out of date. */
  documents?: LakeDocument[]
  query: string
  params: Record<string, unknown>
  perspective: Perspective
  sourceMap: boolean
  returnQuery: boolean
  context: { projectId: string; dataset: string; identity: string }
}

export type QueryOutcome =
  | { id: number; ok: true; body: string }
  | { id: number; ok: false; status: number; body: Record<string, unknown>; message: string }

const datasets = new Map<string, LakeDocument[]>()

async function answer(job: QueryJob): Promise<string> {
  if (job.documents) datasets.set(job.dataset, job.documents)
  const started = performance.now()
  const documents = perspectiveView(datasets.get(job.dataset) ?? [], job.perspective)
  const traced = await evaluateQuery(
    job.query,
    job.params,
    documents,
    job.context,
    job.sourceMap ? traceSources : undefined,
  )
  const result = job.sourceMap ? withoutSources(traced) : traced
  return JSON.stringify({
    ...(job.returnQuery ? { query: job.query } : {}),
    result,
    ...(job.sourceMap ? { resultSourceMap: resultSourceMap(traced, documents) } : {}),
    ms: Math.round(performance.now() - started),
    syncTags: querySyncTags(job.query, job.params, result, job.perspective),
  })
}

parentPort?.on('message', async (job: QueryJob) => {
  let outcome: QueryOutcome
  try {
    outcome = { id: job.id, ok: true, body: await answer(job) }
  } catch (error) {
    outcome =
      error instanceof LakeError
        ? { id: job.id, ok: false, status: error.status, body: error.body, message: error.message }
        : error instanceof RangeError
          ? {
              id: job.id,
              ok: false,
              status: 400,
              body: { error: { type: 'queryTooLarge', description: 'The query’s result is too large to answer' } },
              message: error.message,
            }
          : {
              id: job.id,
              ok: false,
              status: 500,
              body: { error: { type: 'queryError', description: 'The query failed; the lake’s log says why' } },
              message: String((error as Error).stack ?? error),
            }
  }
  parentPort?.postMessage(outcome)
})
