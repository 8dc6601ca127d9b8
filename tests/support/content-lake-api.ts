import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll } from 'vitest'
import { API_VERSION, type RunningLake, startLocalLake } from './local-content-lake'

/**
 * The HTTP contract of the local Content Lake (content-lake/server.ts) as the real @sanity/client and the
 * Studio use it is tested in tests/unit/content-lake-api-*.test.ts; this is what they share: one lake per
 * file, started before its tests and stopped after them, over real HTTP on 127.0.0.1 against a working
 * copy seeded from content/dataset, and the helpers they call it with. Sources of the expected behaviour
 * are named per test: sanity.io/docs pages, or what was read in the installed @sanity/client / sanity /
 * @sanity/sdk code (summarised in the lake's research notes).
 */

export type Doc = Record<string, unknown> & { _id: string; _type: string; _rev?: string }
export type ListenerEvent = Record<string, unknown> & { type: string }
/**
 * The lake of the test file that runs (`startLakeForThisFile`), its client (the dataset's token) and the
 * base of its API (…/v<API_VERSION>). Set before the file's first test: read them inside tests.
 */
export let running: RunningLake
export let client: SanityClient
export let base: string

/** Starts a lake for the calling test file (beforeAll) and stops it after the file (afterAll). */
export function startLakeForThisFile(): void {
  beforeAll(async () => {
    running = await startLocalLake()
    client = running.client()
    base = `${running.apiHost}/v${API_VERSION}`
  })
  afterAll(async () => {
    await running?.stop()
  })
}

export const auth = () => ({ authorization: `Bearer ${running.token}` })

export async function getJson(path: string, headers: Record<string, string> = auth()) {
  const response = await fetch(`${base}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A listener through @sanity/client, collecting its events. */
export function listen(query: string, params: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  const events: ListenerEvent[] = []
  let failed: unknown
  const subscription = client
    .listen(query, params, { events: ['welcome', 'mutation'], ...options } as never)
    .subscribe({
      next: (event) => events.push(event as unknown as ListenerEvent),
      error: (error: unknown) => {
        failed = error
      },
    })
  const until = async (predicate: (list: ListenerEvent[]) => boolean, what: string, timeout = 5000) => {
    const deadline = Date.now() + timeout
    while (!predicate(events)) {
      if (failed) throw failed
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  return {
    events,
    mutations: () => events.filter(({ type }) => type === 'mutation'),
    welcomed: () => until((list) => list.some(({ type }) => type === 'welcome'), 'welcome'),
    until,
    close: () => subscription.unsubscribe(),
  }
}

/** The error a client call rejects with (ClientError: statusCode, details = the body's `error`). */
export async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as Error & { statusCode: number; details: Record<string, unknown>; response: { body: unknown } }
  }
  throw new Error('expected the request to fail')
}

/** The Actions API's action names begin so (sanity.io/docs/http-reference/actions). */
export const ACTION = 'sanity.action.document'

let unique = 0
export const newId = (prefix = 'test') => `${prefix}-${Date.now().toString(36)}-${++unique}`

export const withoutRev = (document: unknown) => {
  if (!document || typeof document !== 'object') return document ?? null
  const { _rev, ...rest } = document as Doc
  return rest
}
