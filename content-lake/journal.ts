import { appendFileSync } from 'node:fs'

/**
 * The request journal: one JSON line per request the lake answered, for the Studio's browser tests
 * (tests/e2e/studio-support.ts), which fail on an endpoint the lake does not know or an answer that
 * says it does not support what was asked. Written only when CONTENT_LAKE_JOURNAL names a file (tests
 * set it); bodies, queries and tokens are never written, only what identifies the endpoint.
 */

export type JournalEntry = {
  method: string
  /** The path without its query. */
  path: string
  /** The route's pattern (routes.ts); null: no route knows the path (an unknown endpoint). */
  route: string | null
  status: number
  /** The error's type as clients read it (`mutationError`, `Not Found` …), for failed requests. */
  error?: string
  /** The lake answered that it does not do what Sanity's lake does (errors.ts, notSupported). */
  unsupported?: true
}

export type Journal = (entry: JournalEntry) => void

export function requestJournal(file: string | undefined): Journal {
  if (!file) return () => {}
  return (entry) => appendFileSync(file, `${JSON.stringify(entry)}\n`)
}
