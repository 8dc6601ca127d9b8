import { getPublishedId } from '@sanity/client/csm'
import { children, type GroqNode, isNode, parseQuery } from './groq-ast'
import { TAGS } from './tags'

/**
 * What a query result depends on, derived from the query and the data instead of a
 * hand-written table (the idea of the Content Lake's sync tags):
 *
 * - `documentTags(result)`: the ids of every document the result contains. A change to
 *   one of them changes the result. Queries project `_id` for every document they
 *   return or dereference (the query linter in tests/support/query-lint.ts checks that).
 * - `filterTags(query, params)`: what the query's filters select. A list of a type
 *   (`*[_type == "service"]`) changes when a document of that type appears or goes;
 *   a lookup by slug changes when a document is published under that slug.
 *
 * The publishing webhook revalidates the matching tags of a changed document
 * (`deliveryTags`), so a change refreshes exactly the pages that show it.
 */

/** Assets are immutable in Sanity (a new upload is a new id), so they never need a tag. */
function isAssetId(id: string): boolean {
  return /^(image|file)-/.test(id)
}

/** The published ids of every document contained anywhere in a query result. */
export function documentIds(result: unknown): string[] {
  const ids = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (typeof value !== 'object' || value === null) return
    const id = (value as { _id?: unknown })._id
    if (typeof id === 'string' && !isAssetId(id)) ids.add(getPublishedId(id))
    for (const item of Object.values(value)) visit(item)
  }
  visit(result)
  return [...ids]
}

/** Tags for every document contained anywhere in a query result. */
export function documentTags(result: unknown): string[] {
  return documentIds(result).map(TAGS.document)
}

function conjunction(expr: GroqNode): GroqNode[] {
  return expr.type === 'And' ? [...conjunction(expr.left as GroqNode), ...conjunction(expr.right as GroqNode)] : [expr]
}

/** `name` or `outer.name` read from the document being filtered. */
function attributePath(node: unknown): string | null {
  if (!isNode(node) || node.type !== 'AccessAttribute') return null
  if (node.base === undefined) return node.name as string
  const base = attributePath(node.base)
  return base ? `${base}.${node.name as string}` : null
}

function stringValue(node: unknown): string | null {
  return isNode(node) && node.type === 'Value' && typeof node.value === 'string' ? node.value : null
}

/** `attribute == "value"` in either order, or `attribute in ["a", "b"]`. */
function comparison(term: GroqNode): { path: string; values: string[] } | null {
  if (term.type !== 'OpCall') return null
  if (term.op === '==') {
    const [left, right] = [term.left, term.right]
    const path = attributePath(left) ?? attributePath(right)
    const value = stringValue(right) ?? stringValue(left)
    return path && value !== null ? { path, values: [value] } : null
  }
  // `_id in $ids`: the parameter arrives as one value holding the array.
  if (term.op === 'in' && isNode(term.right) && term.right.type === 'Value' && Array.isArray(term.right.value)) {
    const path = attributePath(term.left)
    const values = term.right.value as unknown[]
    return path && values.every((value) => typeof value === 'string') ? { path, values: values as string[] } : null
  }
  if (term.op === 'in' && isNode(term.right) && term.right.type === 'Array') {
    const path = attributePath(term.left)
    const values = (term.right.elements as GroqNode[]).map((element) => stringValue(element.value))
    return path && values.every((value) => value !== null) ? { path, values: values as string[] } : null
  }
  return null
}

function tagsOfFilter(expr: GroqNode): string[] {
  const types: string[] = []
  let ids: string[] | undefined
  let slug: string | undefined
  for (const term of conjunction(expr)) {
    const match = comparison(term)
    if (!match) continue
    if (match.path === '_type') types.push(...match.values)
    else if (match.path === '_id') ids = match.values
    else if (match.path === 'slug.current' && match.values.length === 1) slug = match.values[0]
  }
  if (ids) return ids.map((id) => TAGS.document(getPublishedId(id)))
  if (types.length === 0) return [TAGS.any]
  return slug ? types.map((type) => TAGS.slug(type, slug)) : types.map(TAGS.type)
}

/** Every `_type` value that occurs anywhere in a query result. */
function typesIn(result: unknown): Set<string> {
  const types = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (typeof value !== 'object' || value === null) return
    const type = (value as { _type?: unknown })._type
    if (typeof type === 'string') types.add(type)
    for (const item of Object.values(value)) visit(item)
  }
  visit(result)
  return types
}

/** The `X` of a projection branch `_type == "X" => { … }`, or null for any other condition. */
function branchType(node: GroqNode): string | null {
  if (node.type !== 'ObjectConditionalSplat' || !isNode(node.condition)) return null
  const match = comparison(node.condition)
  return match?.path === '_type' && match.values.length === 1 ? (match.values[0] ?? null) : null
}

/**
 * Tags for what the query's document filters (`*[…]`) select, with the params filled in.
 * With the `result`, a projection branch `_type == "X" => { … }` counts only when the
 * result holds an object of type X: the awards list inside the awards section tags only
 * the pages that have that section. Without it, every branch counts (the safe superset).
 */
export function filterTags(query: string, params: Record<string, unknown> = {}, result?: unknown): string[] {
  const present = result === undefined ? null : typesIn(result)
  const tags = new Set<string>()
  const visit = (node: GroqNode): void => {
    const type = branchType(node)
    if (present && type !== null && !present.has(type)) return
    if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything')
      for (const tag of tagsOfFilter(node.expr as GroqNode)) tags.add(tag)
    for (const child of children(node)) visit(child)
  }
  visit(parseQuery(query, params))
  return [...tags]
}

/** Every tag a result of this query carries. */
export function resultTags(query: string, params: Record<string, unknown>, result: unknown): string[] {
  return [...new Set([...filterTags(query, params, result), ...documentTags(result)])]
}

/** The published-document change a webhook delivery announces. */
export type DocumentChange = { _id: string; _type: string; slug: string | null }

/** The tags to revalidate for a changed, created or deleted document. */
export function deliveryTags(change: DocumentChange): string[] {
  const tags = [TAGS.document(getPublishedId(change._id)), TAGS.type(change._type), TAGS.any]
  if (change.slug) tags.push(TAGS.slug(change._type, change.slug))
  return tags
}
