import { getPublishedId, isDraftId, isPublishedId, isVersionId } from '@sanity/client/csm'
import { type ExprNode, evaluate, parse } from 'groq-js'
import { dataError } from './errors.ts'
import type { LakeDocument } from './store.ts'
import { rewriteTextQueries } from './text-search.ts'

/**
 * GROQ over a dataset, evaluated by groq-js (Sanity's own implementation), with what the Content
 * Lake adds around it: perspectives (which versions of a document a query sees), parameters checked,
 * and `text::query()`, the full-text search the Studio's search box uses (text-search.ts), which
 * groq-js leaves unimplemented.
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

/**
 * The documents a perspective sees. In `drafts`, a draft stands in for its published document under
 * the published id, and every document names the one it was read from in `_originalId` (the draft's
 * id or its own: @sanity/client's `SanityDocument` type, "present when `perspective` is set to
 * `previewDrafts`").
 */
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
    } else result.push({ ...document, _originalId: document._id })
  }
  for (const [publishedId, draft] of drafts) result.push({ ...draft, _id: publishedId, _originalId: draft._id })
  return result
}

export type QueryContext = {
  projectId: string
  dataset: string
  identity: string
}

/** The first parameters still in the tree once the given ones are filled in: those not given. */
function missingParameter(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const name = missingParameter(item)
      if (name !== undefined) return name
    }
    return undefined
  }
  if (!node || typeof node !== 'object') return undefined
  const record = node as Record<string, unknown>
  if (record.type === 'Parameter' && typeof record.name === 'string') return record.name
  return missingParameter(Object.values(record))
}

/** Where `$name` first stands in the query (outside strings and comments), for the error's `start`/`end`. */
function parameterPosition(query: string, name: string): number {
  const pattern = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\/\/[^\n]*|\$([A-Za-z_][A-Za-z0-9_]*)/g
  for (const match of query.matchAll(pattern)) if (match[1] === name) return match.index
  return 0
}

/**
 * The query's tree with the params filled in. A parameter the query names and the request does not
 * give is a 400 `queryParseError`, "param $x referenced, but not provided", as on Sanity's query API
 * (groq-js would read it as null and answer an empty result).
 */
function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  let tree: ExprNode
  try {
    tree = parse(query, { params })
  } catch (error) {
    const { message, position } = error as Error & { position?: number }
    throw dataError(400, 'queryParseError', message, {
      query,
      ...(typeof position === 'number' ? { start: position, end: position + 1 } : {}),
    })
  }
  const missing = missingParameter(tree)
  if (missing !== undefined) {
    const start = parameterPosition(query, missing)
    throw dataError(400, 'queryParseError', `param $${missing} referenced, but not provided`, {
      query,
      start,
      end: start + missing.length + 1,
    })
  }
  return tree
}

// ---- evaluation ------------------------------------------------------------------------------

/**
 * The query's result over `documents`. `prepare` may change the parsed tree before it is evaluated
 * (the source map adds what it needs to trace values: source-map.ts).
 */
export async function evaluateQuery(
  query: string,
  params: Record<string, unknown>,
  documents: LakeDocument[],
  context: Partial<QueryContext> = {},
  prepare?: (tree: ExprNode) => void,
): Promise<unknown> {
  const tree = parseQuery(query, params)
  await rewriteTextQueries(tree, documents, params)
  prepare?.(tree)
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
