import { createHash } from 'node:crypto'
import { getPublishedId, isPublishedId } from '@sanity/client/csm'
import { parse } from 'groq-js'
import type { Perspective } from './query.ts'
import type { DocumentChange } from './store.ts'

/**
 * Sync tags of the Live Content API: a query answer names what it depends on (`syncTags`), the live
 * event stream names what a transaction changed, and a live client fetches again only the answers
 * whose tags a change names. Sanity's tags are opaque; the lake's stand for a document id or a
 * document type: an answer depends on the documents it contains and on the ids and types its filters
 * compare with (`_id == "…"`, `_type == "…"`, `_type in […]`), and on any change when it names neither.
 *
 * Each tag belongs to the answers of one kind of perspective: those that see published documents
 * only, and those that see drafts too (`drafts`, `raw`). A change of a published document concerns
 * both; a change of a draft only the second, which only a stream with `includeDrafts` (and the token)
 * announces: the public stream says nothing about drafts.
 *
 * https://www.sanity.io/docs/content-lake/live-content-api
 */

/** Which answers a tag concerns: of the published perspective, or of one that sees drafts. */
type Scope = 'published' | 'drafts'

const tag = (scope: Scope, kind: string, value: string) =>
  `s1:${createHash('sha1').update(`${scope}:${kind}:${value}`).digest('base64url').slice(0, 10)}`

/** Tag of answers that could not be narrowed: every change the scope sees names it. */
const any = (scope: Scope) => tag(scope, 'any', '*')

function collectResultIds(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectResultIds(item, into)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record._id === 'string') into.add(getPublishedId(record._id))
    for (const item of Object.values(record)) collectResultIds(item, into)
  }
}

type Node = Record<string, unknown>

function literals(node: unknown): string[] {
  const record = node as Node | null
  if (record?.type === 'Value' && typeof record.value === 'string') return [record.value]
  if (record?.type === 'Value' && Array.isArray(record.value))
    return record.value.filter((item): item is string => typeof item === 'string')
  if (record?.type === 'Array' && Array.isArray(record.elements))
    return (record.elements as Node[]).flatMap((element) => literals(element.value))
  return []
}

function attributeName(node: unknown): string | undefined {
  const record = node as Node | null
  return record?.type === 'AccessAttribute' && record.base === undefined ? String(record.name) : undefined
}

/** `_id` and `_type` values the query's filters compare with. */
function collectFilterTags(node: unknown, scope: Scope, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectFilterTags(item, scope, into)
    return
  }
  if (!node || typeof node !== 'object') return
  const record = node as Node
  if (record.type === 'OpCall' && (record.op === '==' || record.op === 'in')) {
    for (const [attribute, other] of [
      [attributeName(record.left), record.right],
      [attributeName(record.right), record.left],
    ] as const) {
      if (attribute === '_id') for (const id of literals(other)) into.add(tag(scope, 'id', getPublishedId(id)))
      if (attribute === '_type') for (const type of literals(other)) into.add(tag(scope, 'type', type))
    }
  }
  for (const value of Object.values(record)) collectFilterTags(value, scope, into)
}

/** The tags of a query's answer in `perspective`. */
export function querySyncTags(
  query: string,
  params: Record<string, unknown>,
  result: unknown,
  perspective: Perspective,
): string[] {
  const scope: Scope = perspective === 'published' ? 'published' : 'drafts'
  const tags = new Set<string>()
  try {
    collectFilterTags(parse(query, { params }), scope, tags)
  } catch {
    return [any(scope)]
  }
  if (tags.size === 0) tags.add(any(scope))
  const ids = new Set<string>()
  collectResultIds(result, ids)
  for (const id of ids) tags.add(tag(scope, 'id', id))
  return [...tags]
}

/**
 * What a transaction changed, as a live stream announces it: each document's id and type and the
 * catch-all tag, in the scopes the change concerns. Without `includeDrafts`, changes of drafts are left
 * out; a transaction that changed only drafts then has no tags, and is not announced.
 */
export function transactionSyncTags(
  changes: DocumentChange[],
  { includeDrafts }: { includeDrafts: boolean },
): string[] {
  const tags = new Set<string>()
  for (const { id, previous, next } of changes) {
    const scopes: Scope[] = isPublishedId(id) ? ['published', 'drafts'] : includeDrafts ? ['drafts'] : []
    for (const scope of scopes) {
      tags.add(any(scope))
      tags.add(tag(scope, 'id', getPublishedId(id)))
      for (const document of [previous, next]) if (document) tags.add(tag(scope, 'type', document._type))
    }
  }
  return [...tags]
}
