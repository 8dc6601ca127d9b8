import { Worker } from 'node:worker_threads'
import { apiError, dataError, LakeError } from './errors.ts'
import type { QueryJob, QueryOutcome } from './query-worker.ts'
import type { LakeDocument } from './store.ts'

/**
 * Queries run in worker threads (query-worker.ts), never on the lake's request path: a query that
 * takes seconds (`*[]{ "x": *[] }` copies every document into every document) used to hold every
 * other request, `/ping` too, for as long. Each query has QUERY_TIME_LIMIT_MS and QUERY_MEMORY_MB;
 * beyond either its worker is stopped, the query is answered 400 with a message that says so, and a
 * new worker takes its place. WORKERS run at once; others wait in line (at most MAX_WAITING).
 */

export const QUERY_TIME_LIMIT_MS = 10_000
const QUERY_MEMORY_MB = 512
const WORKERS = 2
const MAX_WAITING = 256

export type Query = Omit<QueryJob, 'id' | 'documents'> & { documents: LakeDocument[] }

type Pending = { query: Query; resolve: (body: string) => void; reject: (error: unknown) => void }

/** One worker thread and which version of each dataset it holds. */
class Slot {
  readonly worker: Worker
  readonly sent = new Map<string, LakeDocument[]>()
  busy = false

  constructor() {
    this.worker = new Worker(new URL('./query-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: QUERY_MEMORY_MB },
    })
    // An idle worker does not keep the lake's process alive.
    this.worker.unref()
  }
}

export class QueryRunner {
  readonly #timeLimitMs: number
  readonly #slots: (Slot | null)[] = Array.from({ length: WORKERS }, () => null)
  readonly #waiting: Pending[] = []
  #nextId = 1
  #closed = false

  constructor({ timeLimitMs = QUERY_TIME_LIMIT_MS }: { timeLimitMs?: number } = {}) {
    this.#timeLimitMs = timeLimitMs
  }

  /** The answer's JSON text, or a LakeError. */
  run(query: Query): Promise<string> {
    if (this.#waiting.length >= MAX_WAITING)
      return Promise.reject(apiError(503, 'The local Content Lake has too many queries waiting: ask again shortly'))
    return new Promise((resolve, reject) => {
      this.#waiting.push({ query, resolve, reject })
      this.#dispatch()
    })
  }

  #dispatch(): void {
    for (let index = 0; index < this.#slots.length && this.#waiting.length > 0 && !this.#closed; index++) {
      const slot = this.#slots[index] ?? new Slot()
      this.#slots[index] = slot
      if (slot.busy) continue
      const pending = this.#waiting.shift()
      if (pending) this.#start(index, slot, pending)
    }
  }

  #start(index: number, slot: Slot, { query, resolve, reject }: Pending): void {
    slot.busy = true
    const id = this.#nextId++
    const { documents, ...rest } = query
    const job: QueryJob = { ...rest, id, ...(slot.sent.get(query.dataset) === documents ? {} : { documents }) }
    slot.sent.set(query.dataset, documents)
    const finish = (settle: () => void, replace: boolean) => {
      clearTimeout(timer)
      slot.worker.off('message', onMessage)
      slot.worker.off('error', onError)
      if (replace) {
        void slot.worker.terminate()
        if (this.#slots[index] === slot) this.#slots[index] = null
      }
      slot.busy = false
      settle()
      this.#dispatch()
    }
    const onMessage = (outcome: QueryOutcome) => {
      if (outcome.id !== id) return
      if (outcome.ok) return finish(() => resolve(outcome.body), false)
      if (outcome.status >= 500) console.error(`content-lake: query failed: ${outcome.message}`)
      finish(() => reject(new LakeError(outcome.status, outcome.body, outcome.message)), false)
    }
    const onError = (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      if (!memory) console.error('content-lake: query worker failed', error)
      finish(
        () =>
          reject(
            memory
              ? dataError(400, 'queryTooLarge', `The query needs more than the ${QUERY_MEMORY_MB} MB a query may use`, {
                  query: query.query,
                })
              : apiError(500, 'The query failed; the lake’s log says why'),
          ),
        true,
      )
    }
    const timer = setTimeout(
      () =>
        finish(
          () =>
            reject(
              dataError(
                400,
                'queryTimeout',
                `The query took longer than ${this.#timeLimitMs / 1000} s and was stopped; narrow it (a filter, a slice)`,
                { query: query.query },
              ),
            ),
          true,
        ),
      this.#timeLimitMs,
    )
    slot.worker.on('message', onMessage)
    slot.worker.on('error', onError)
    slot.worker.postMessage(job)
  }

  async close(): Promise<void> {
    this.#closed = true
    for (const pending of this.#waiting.splice(0)) pending.reject(apiError(503, 'The local Content Lake is stopping'))
    await Promise.all(this.#slots.map((slot) => slot?.worker.terminate()))
  }
}
