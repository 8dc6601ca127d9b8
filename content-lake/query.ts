import { getPublishedId, isDraftId, isPublishedId, isVersionId } from '@sanity/client/csm'
import { type ExprNode, evaluate, parse } from 'groq-js'
import { dataError } from './errors.ts'
import type { LakeDocument } from './store.ts'

/**
 * GROQ over a dataset, evaluated by groq-js (Sanity's own implementation), with what the Content
 * Lake adds around it: perspectives (which versions of a document a query sees) and `text::query()`,
 * the full-text search the Studio's search box uses, which groq-js leaves unimplemented.
 */

export type Perspective = 'raw' | 'published' | 'drafts'

/** `v2025-02-19` → `2025-02-19`; `v1` is the first dated version; `vX` (experimental) the newest. */
export function apiVersionDate(version: string): string {
  if (version === 'v1') return '2021-03-25'
  if (version === 'vX') return '9999-12-31'
  return version.replace(/^v/, '')
}

/** From API version 2025-02-19 a query without a perspective sees published documents only. */
export function defaultPerspective(version: string): Perspective {
  return apiVersionDate(version) >= '2025-02-19' ? 'published' : 'raw'
}

/**
 * The perspective parameter as clients send it: `raw`, `published`, `drafts` (`previewDrafts` is its
 * older name), or a stack such as `drafts,published`. Release stacks are not supported locally.
 */
export function parsePerspective(value: string | null, version: string): Perspective {
  if (!value) return defaultPerspective(version)
  const stack = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const [first] = stack
  if (stack.length === 1 && (first === 'raw' || first === 'published')) return first
  if (first === 'previewDrafts' && stack.length === 1) return 'drafts'
  if (first === 'drafts' && stack.every((item) => item === 'drafts' || item === 'published')) return 'drafts'
  if (stack.length === 1 && first === 'published') return 'published'
  throw dataError(
    400,
    'invalidPerspective',
    `Perspective "${value}" is not supported by the local Content Lake (raw, published and drafts are; releases are not)`,
  )
}

/** The documents a perspective sees. In `drafts`, a draft stands in for its published document under the published id. */
export function perspectiveView(documents: LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === 'raw') return documents
  if (perspective === 'published') return documents.filter(({ _id }) => isPublishedId(_id))
  const drafts = new Map<string, LakeDocument>()
  for (const document of documents) if (isDraftId(document._id)) drafts.set(getPublishedId(document._id), document)
  const result: LakeDocument[] = []
  for (const document of documents) {
    if (isDraftId(document._id) || isVersionId(document._id)) continue
    const draft = drafts.get(document._id)
    if (draft) {
      result.push({ ...draft, _id: document._id, _originalId: draft._id })
      drafts.delete(document._id)
    } else result.push(document)
  }
  for (const [publishedId, draft] of drafts) result.push({ ...draft, _id: publishedId, _originalId: draft._id })
  return result
}

export type QueryContext = {
  projectId: string
  dataset: string
  identity: string
}

function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  try {
    return parse(query, { params })
  } catch (error) {
    const { message, position } = error as Error & { position?: number }
    throw dataError(400, 'queryParseError', message, {
      query,
      ...(typeof position === 'number' ? { start: position, end: position + 1 } : {}),
    })
  }
}

// ---- text::query ----------------------------------------------------------------------------

type TextTerm = { text: string; negated: boolean; prefix: boolean; phrase: boolean }

/** `word`, `"a phrase"`, `-excluded`, `prefix*`, as Sanity's text::query reads them. */
export function parseTextQuery(query: string): TextTerm[] {
  const terms: TextTerm[] = []
  for (const match of query.matchAll(/(-?)(?:"([^"]*)"|(\S+))/g)) {
    const negated = match[1] === '-'
    const phrase = match[2] !== undefined
    let text = (match[2] ?? match[3] ?? '').toLowerCase()
    const prefix = !phrase && text.endsWith('*')
    if (prefix) text = text.replace(/\*+$/, '')
    text = text.replace(/^\*+/, '')
    if (text) terms.push({ text, negated, prefix, phrase })
  }
  return terms
}

function collectText(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) collectText(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) collectText(item, into)
}

const WORD = /[\p{L}\p{N}]+/gu

function termMatches(term: TextTerm, text: string, words: string[]): boolean {
  if (term.phrase) return text.includes(term.text)
  return words.some((word) => (term.prefix ? word.startsWith(term.text) : word === term.text))
}

/** Whether the document's text (every string but `_` attributes) matches the query: all terms, none negated. */
export function matchesTextQuery(document: LakeDocument, terms: TextTerm[]): boolean {
  const parts: string[] = []
  collectText(document, parts)
  const text = parts.join(' ').toLowerCase()
  const words = text.match(WORD) ?? []
  const positive = terms.filter((term) => !term.negated)
  // No term: nothing to narrow by (the Studio's lists send an empty search).
  return (
    positive.every((term) => termMatches(term, text, words)) &&
    terms.filter((term) => term.negated).every((term) => !termMatches(term, text, words))
  )
}

function isTextQuery(node: unknown): node is { args: { type: string; value?: unknown }[] } {
  const record = node as Record<string, unknown> | null
  return record?.type === 'FuncCall' && record.namespace === 'text' && record.name === 'query'
}

/**
 * Replaces each `<fields> match text::query(<string>)` (and a bare `text::query(<string>)`) by
 * `_id in [<ids of the documents whose text matches>]`, computed over the documents the query sees;
 * in `score()` each match then counts 1. The text is every string of the document, as when the Studio
 * searches `[@, _id]`.
 */
function rewriteTextQueries(node: unknown, documents: LakeDocument[]): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteTextQueries(item, documents)
    return
  }
  if (!node || typeof node !== 'object') return
  const record = node as Record<string, unknown>
  const call = record.type === 'OpCall' && record.op === 'match' && isTextQuery(record.right) ? record.right : record
  if (!isTextQuery(call)) {
    for (const value of Object.values(record)) rewriteTextQueries(value, documents)
    return
  }
  const [argument] = call.args ?? []
  if (argument?.type !== 'Value' || typeof argument.value !== 'string')
    throw dataError(400, 'queryParseError', 'text::query() takes a string (a literal or a parameter)')
  const terms = parseTextQuery(argument.value)
  const ids = documents.filter((document) => matchesTextQuery(document, terms)).map(({ _id }) => _id)
  for (const key of Object.keys(record)) delete record[key]
  Object.assign(record, {
    type: 'OpCall',
    op: 'in',
    left: { type: 'AccessAttribute', name: '_id' },
    right: { type: 'Value', value: ids },
  })
}

// ---- evaluation ------------------------------------------------------------------------------

export async function evaluateQuery(
  query: string,
  params: Record<string, unknown>,
  documents: LakeDocument[],
  context: Partial<QueryContext> = {},
): Promise<unknown> {
  const tree = parseQuery(query, params)
  rewriteTextQueries(tree, documents)
  try {
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      identity: context.identity,
      ...(context.projectId && context.dataset
        ? { sanity: { projectId: context.projectId, dataset: context.dataset } }
        : {}),
    })
    return await value.get()
  } catch (error) {
    throw dataError(400, 'queryError', (error as Error).message, { query })
  }
}

/** The ids of the documents a query (e.g. `*[_type == "x"]`) returns: patches and deletes by query. */
export async function selectIds(query: string, params: Record<string, unknown>, documents: LakeDocument[]) {
  const result = await evaluateQuery(query, params, documents)
  const list = Array.isArray(result) ? result : result ? [result] : []
  return list.flatMap((item) => (item && typeof item === 'object' && typeof item._id === 'string' ? [item._id] : []))
}

/**
 * A listener's query: a filter over every document (`*[<filter>]`); projections and order are
 * ignored, as by the Content Lake. Returns whether a document matches.
 */
export function listenFilter(
  query: string,
  params: Record<string, unknown>,
): (document: LakeDocument) => Promise<boolean> {
  const tree = parseQuery(query, params) as unknown as Record<string, unknown>
  let node = tree
  while (['Projection', 'PipeFuncCall', 'Slice', 'Map', 'Group', 'AccessElement'].includes(String(node.type)))
    node = node.base as Record<string, unknown>
  if (node.type === 'Everything') return async () => true
  if (node.type !== 'Filter' || (node.base as { type?: string }).type !== 'Everything')
    throw dataError(
      400,
      'queryParseError',
      `A listener's query must be a filter over every document, like *[_type == "x"]`,
      {
        query,
      },
    )
  const filter: ExprNode = { type: 'Filter', base: { type: 'Everything' }, expr: node.expr as ExprNode }
  return async (document) => {
    const value = await evaluate(filter, { dataset: [document], params })
    const result = (await value.get()) as unknown[]
    return result.length > 0
  }
}
