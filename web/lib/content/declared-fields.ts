import schema from '@studio/schema.json'
import { parse, type SchemaType, type TypeNode, typeEvaluate } from 'groq-js'

/**
 * The fields a query's result must hold because the schema requires them, checked on what the dataset really
 * returned. The result's type is the one TypeGen generates (groq-js `typeEvaluate` over studio/schema.json,
 * extracted with required fields as required), so a required field absent from a document — a text added to
 * the schema but not yet to the lake, a field renamed in code but not migrated — is found by its name instead
 * of rendering empty.
 */

/** A required field with no value: the document it belongs to and the path inside that document. */
export type Gap = { documentId: string | null; documentType: string | null; path: string }

const SCHEMA = schema as SchemaType
const declarations = new Map(SCHEMA.map((declaration) => [declaration.name, declaration]))
const resultTypes = new Map<string, TypeNode>()

/** The type TypeGen gives the query's result; computed once per query and process. */
function resultType(query: string): TypeNode {
  let type = resultTypes.get(query)
  if (!type) {
    type = typeEvaluate(parse(query), SCHEMA)
    resultTypes.set(query, type)
  }
  return type
}

/** A named type (`inline` in a result type) as its declaration's type. */
function resolve(type: TypeNode): TypeNode {
  if (type.type !== 'inline') return type
  const declaration = declarations.get(type.name)
  if (!declaration) return { type: 'unknown' }
  return declaration.type === 'document' ? { type: 'object', attributes: declaration.attributes } : declaration.value
}

const mayBeEmpty = (type: TypeNode): boolean => {
  const resolved = resolve(type)
  return (
    resolved.type === 'null' ||
    resolved.type === 'unknown' ||
    (resolved.type === 'union' && resolved.of.some((member) => mayBeEmpty(member)))
  )
}

type Owner = { documentId: string | null; documentType: string | null }
const join = (path: string, field: string) => (path ? `${path}.${field}` : field)
const record = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a value can be of this (resolved) type: its kind, and for objects with a literal `_type` that name. */
function fits(type: TypeNode, value: unknown): boolean {
  if (type.type === 'array') return Array.isArray(value)
  if (type.type !== 'object') return !record(value) && !Array.isArray(value)
  if (!record(value)) return false
  const typeName = type.attributes._type ? resolve(type.attributes._type.value) : undefined
  return typeName?.type !== 'string' || typeName.value === undefined || typeName.value === value._type
}

function collect(value: unknown, declared: TypeNode, path: string, owner: Owner, gaps: Gap[]): void {
  const type = resolve(declared)
  if (value === null || value === undefined) {
    if (!mayBeEmpty(type)) gaps.push({ ...owner, path })
    return
  }
  if (type.type === 'union') {
    // The member the value is (by kind and `_type`); of several (a `select` with two shapes), the one it fills best.
    const attempts = type.of
      .map(resolve)
      .filter((member) => fits(member, value))
      .map((member) => {
        const found: Gap[] = []
        collect(value, member, path, owner, found)
        return found
      })
    if (attempts.length) gaps.push(...attempts.reduce((best, next) => (next.length < best.length ? next : best)))
    return
  }
  if (type.type === 'array' && Array.isArray(value)) {
    value.forEach((item, index) => {
      const label = record(item) && typeof item._type === 'string' && !item._id ? ` (${item._type})` : ''
      collect(item, type.of, `${path}[${index}]${label}`, owner, gaps)
    })
    return
  }
  if (type.type === 'object' && record(value)) {
    const isDocument = typeof value._id === 'string'
    const here: Owner = isDocument
      ? { documentId: value._id as string, documentType: typeof value._type === 'string' ? value._type : null }
      : owner
    const base = isDocument ? '' : path
    for (const [name, attribute] of Object.entries(type.attributes)) {
      if (attribute.optional && (value[name] === null || value[name] === undefined)) continue
      collect(value[name], attribute.value, join(base, name), here, gaps)
    }
  }
}

/** The required fields the result lacks, as the schema declares them for what the query reads. */
export function missingRequiredFields(query: string, result: unknown, owner: Partial<Owner> = {}): Gap[] {
  const gaps: Gap[] = []
  collect(
    result,
    resultType(query),
    '',
    { documentId: owner.documentId ?? null, documentType: owner.documentType ?? null },
    gaps,
  )
  return gaps
}

/** `service "service-winterdienst"`, or only the id when the query did not read `_type`. */
export const documentName = (gap: Gap): string => `${gap.documentType ? `${gap.documentType} ` : ''}"${gap.documentId}"`

/** One line per document, e.g. `service "service-winterdienst": card.description`. */
export function describeGaps(gaps: Gap[]): string[] {
  const byDocument = new Map<string, string[]>()
  for (const gap of gaps) {
    const name = gap.documentId ? documentName(gap) : 'the result'
    byDocument.set(name, [...(byDocument.get(name) ?? []), gap.path || '(itself)'])
  }
  return [...byDocument].map(([name, paths]) => `${name}: ${paths.join(', ')}`)
}
