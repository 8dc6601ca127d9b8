import type { LakeDocument } from './store.ts'

/**
 * What Sanity's Export API answers (`GET /data/export/<dataset>`, sanity.io/docs/http-reference/export):
 * every document of the dataset as it was when the request came (drafts, asset and system documents
 * included; `sanity dataset export` drops drafts itself with `--no-drafts`), one JSON document a line,
 * ordered by id. `types` (comma-separated) keeps those `_type`s only. With `nextCursor` (empty to
 * begin) the answer is one part of that order: Sanity ends a part after 30 s with a line
 * `{"nextCursor": …}` to ask for the rest, and writes no cursor once everything was sent; the local
 * lake ends a part after EXPORT_PART_SIZE documents instead, so the cursor is a stable boundary.
 */

export const EXPORT_PART_SIZE = 100

export type ExportRequest = {
  /** `_type`s to keep; empty: all. */
  types: readonly string[]
  /** null: the whole dataset in one answer; '' or a cursor: one part (cursor mode). */
  cursor: string | null
}

export type ExportPart = { documents: LakeDocument[]; nextCursor: string | null }

/** The cursor after a document: its id, so a part begins after it whatever changed in between. */
const cursorAfter = (id: string) => Buffer.from(id, 'utf8').toString('base64url')
const idBefore = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8')

export function parseExportRequest(search: URLSearchParams): ExportRequest {
  const types = (search.get('types') ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean)
  return { types, cursor: search.get('nextCursor') }
}

export function exportPart(documents: readonly LakeDocument[], { types, cursor }: ExportRequest): ExportPart {
  const wanted = types.length === 0 ? documents : documents.filter((document) => types.includes(document._type))
  const ordered = [...wanted].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
  if (cursor === null) return { documents: ordered, nextCursor: null }
  const after = cursor === '' ? null : idBefore(cursor)
  const rest = after === null ? ordered : ordered.filter((document) => document._id > after)
  const part = rest.slice(0, EXPORT_PART_SIZE)
  const last = part.at(-1)
  return { documents: part, nextCursor: rest.length > part.length && last ? cursorAfter(last._id) : null }
}
