import { parse } from 'groq-js'
import { TAGS } from './tags'

/**
 * What a query result depends on, derived from the query and the data instead of a
 * hand-written table (the idea of the Content Lake's sync tags):
 *
 * - `documentTags(result)`: the ids of every document the result contains. A change to
 *   one of them changes the result. Queries project `_id` for every document they
 *   return or dereference (`projectionProblems` checks that, a unit test runs it).
 * - `filterTags(query, params)`: what the query's filters select. A list of a type
 *   (`*[_type == "service"]`) changes when a document of that type appears or goes;
 *   a lookup by slug changes when a document is published under that slug.
 *
 * The publishing webhook revalidates the matching tags of a changed document
 * (`deliveryTags`), so a change refreshes exactly the pages that show it.
 */

type Node = { type: string } & Record<string, unknown>

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

function children(node: Node): Node[] {
  const result: Node[] = []
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) result.push(...value.filter(isNode))
    else if (isNode(value)) result.push(value)
  }
  return result
}

/** The published id: drafts and release versions belong to the document they will replace. */
export function publishedId(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length)
  const version = /^versions\.[^.]+\.(.+)$/.exec(id)
  return version?.[1] ?? id
}

/** Assets are immutable in Sanity (a new upload is a new id), so they never need a tag. */
function isAssetId(id: string): boolean {
  return /^(image|file)-/.test(id)
}

/** Tags for every document contained anywhere in a query result. */
export function documentTags(result: unknown): string[] {
  const ids = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (typeof value !== 'object' || value === null) return
    const id = (value as { _id?: unknown })._id
    if (typeof id === 'string' && !isAssetId(id)) ids.add(publishedId(id))
    for (const item of Object.values(value)) visit(item)
  }
  visit(result)
  return [...ids].map(TAGS.document)
}

function conjunction(expr: Node): Node[] {
  return expr.type === 'And' ? [...conjunction(expr.left as Node), ...conjunction(expr.right as Node)] : [expr]
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
function comparison(term: Node): { path: string; values: string[] } | null {
  if (term.type !== 'OpCall') return null
  if (term.op === '==') {
    const [left, right] = [term.left, term.right]
    const path = attributePath(left) ?? attributePath(right)
    const value = stringValue(right) ?? stringValue(left)
    return path && value !== null ? { path, values: [value] } : null
  }
  if (term.op === 'in' && isNode(term.right) && term.right.type === 'Array') {
    const path = attributePath(term.left)
    const values = (term.right.elements as Node[]).map((element) => stringValue(element.value))
    return path && values.every((value) => value !== null) ? { path, values: values as string[] } : null
  }
  return null
}

function tagsOfFilter(expr: Node): string[] {
  const types: string[] = []
  let id: string | undefined
  let slug: string | undefined
  for (const term of conjunction(expr)) {
    const match = comparison(term)
    if (!match) continue
    if (match.path === '_type') types.push(...match.values)
    else if (match.path === '_id' && match.values.length === 1) id = match.values[0]
    else if (match.path === 'slug.current' && match.values.length === 1) slug = match.values[0]
  }
  if (id) return [TAGS.document(publishedId(id))]
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
function branchType(node: Node): string | null {
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
  const visit = (node: Node): void => {
    const type = branchType(node)
    if (present && type !== null && !present.has(type)) return
    if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything')
      for (const tag of tagsOfFilter(node.expr as Node)) tags.add(tag)
    for (const child of children(node)) visit(child)
  }
  visit(parse(query, { params }) as unknown as Node)
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
  const tags = [TAGS.document(publishedId(change._id)), TAGS.type(change._type), TAGS.any]
  if (change.slug) tags.push(TAGS.slug(change._type, change.slug))
  return tags
}

function yieldsDocuments(node: unknown, thisIsDocument: boolean): boolean {
  if (!isNode(node)) return false
  switch (node.type) {
    case 'Everything':
    case 'Deref':
      return true
    case 'This':
      return thisIsDocument
    case 'Filter':
    case 'AccessElement':
    case 'Slice':
    case 'PipeFuncCall':
    case 'Group':
      return yieldsDocuments(node.base ?? node.expr, thisIsDocument)
    default:
      return false
  }
}

function projectsId(object: Node): boolean {
  return (object.attributes as Node[]).some(
    (attribute) =>
      (attribute.type === 'ObjectAttributeValue' && attribute.name === '_id') ||
      (attribute.type === 'ObjectSplat' && isNode(attribute.value) && attribute.value.type === 'This'),
  )
}

/**
 * Places where a query returns part of a document without its `_id`, so a change to
 * that document would not reach the result's cache tags. Empty for a well-formed query.
 */
export function projectionProblems(query: string): string[] {
  const problems: string[] = []
  const check = (node: Node, thisIsDocument: boolean): void => {
    if (node.type === 'Map' || node.type === 'FlatMap') {
      check(node.base as Node, thisIsDocument)
      check(node.expr as Node, yieldsDocuments(node.base, thisIsDocument))
      return
    }
    if (node.type === 'Projection') {
      const documents = yieldsDocuments(node.base, thisIsDocument)
      if (documents && !projectsId(node.expr as Node))
        problems.push(`a projection of documents without _id: {${summarize(node.expr as Node)}}`)
      check(node.base as Node, thisIsDocument)
      check(node.expr as Node, documents)
      return
    }
    if (node.type === 'AccessAttribute' && isNode(node.base) && node.base.type === 'Deref')
      problems.push(`a dereference that reads "${node.name as string}" without the document's _id`)
    for (const child of children(node)) check(child, thisIsDocument)
  }
  check(parse(query) as unknown as Node, false)
  return problems
}

function summarize(object: Node): string {
  return (object.attributes as Node[])
    .slice(0, 3)
    .map((attribute) => (attribute.name as string | undefined) ?? '…')
    .join(', ')
}
