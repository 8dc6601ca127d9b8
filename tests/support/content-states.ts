import { schemaTypes } from '@schemas/index'
import { SINGLETON_TYPES } from '@shared/documents'
import fc from 'fast-check'
import { createSchema } from 'sanity'

/**
 * Content states the Studio can leave behind, generated from the schema: every document of a
 * dataset walked along its schema type, each field kept, dropped (optional fields only: the Studio
 * refuses to publish without a required one), or, where the dataset lacks it, filled with a value
 * another document has for the same field; references kept, pointed at another document of their
 * type, or left dangling (the target deleted or unpublished); arrays kept, thinned out, emptied or
 * given references other documents hold (within the schema's limits); a choice (radio buttons)
 * switched; images with or without an asset, or an asset that is gone. Documents other than the
 * singletons may be deleted, and an editor's landing page with one section of each type is added.
 *
 * Shrinking leads back to the dataset as it was (`mostly` puts the unchanged value first), so a
 * counterexample names only the changes that break a page.
 */

type SchemaType = {
  name: string
  jsonType: string
  type?: SchemaType
  fields?: { name: string; type: SchemaType }[]
  of?: SchemaType[]
  to?: SchemaType[]
  options?: { list?: (string | number | { value: string | number })[] }
  validation?: { _required?: string; _rules?: { flag: string; constraint?: unknown }[] }[]
}

export type Doc = { _id: string; _type: string; [field: string]: unknown }

/** A field the generated state leaves out. */
const ABSENT = Symbol('absent')
type Value = unknown

/** The id a dangling reference points to: no document has it. */
const DELETED_ID = 'geloescht'
/** The editor's landing page added to every state. */
export const LANDING_PAGE = { _id: 'page-generiert', slug: 'generierte-seite' } as const

const schema = createSchema({ name: 'default', types: schemaTypes })
const SINGLETONS: ReadonlySet<string> = new Set(SINGLETON_TYPES)
/** Fields that are not content: identity, and the slugs the routes look pages up by. */
const FIXED_FIELDS = new Set(['_id', '_type', '_key', '_rev', '_createdAt', '_updatedAt', 'slug'])
/** Types that are one value to an editor (a picked date, a crop, a point on the map). */
const ATOMIC = /^(sanity\.|geopoint$|slug$|span$)/

function names(type: SchemaType): string[] {
  const chain: string[] = []
  for (let current: SchemaType | undefined = type; current; current = current.type) chain.push(current.name)
  return chain
}

const isRequired = (type: SchemaType) => (type.validation ?? []).some((rule) => rule._required === 'required')
const limits = (type: SchemaType, flag: 'min' | 'max') =>
  (type.validation ?? []).flatMap((rule) =>
    (rule._rules ?? []).flatMap((entry) => (entry.flag === flag ? [Number(entry.constraint) || 0] : [])),
  )
const minItems = (type: SchemaType) => Math.max(isRequired(type) ? 1 : 0, ...limits(type, 'min'))
const maxItems = (type: SchemaType) => Math.min(Number.POSITIVE_INFINITY, ...limits(type, 'max'))

/** The unchanged value first: fast-check shrinks a oneof towards its first arbitrary. */
function mostly<T>(usual: fc.Arbitrary<T>, ...rare: fc.Arbitrary<T>[]): fc.Arbitrary<T> {
  if (!rare.length) return usual
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: usual, weight: 6 },
    ...rare.map((arbitrary) => ({ arbitrary, weight: 1 })),
  )
}

type Context = {
  /** Ids of the dataset's documents by type (targets a reference may be moved to). */
  idsByType: Map<string, string[]>
  /** Values documents have, by owning type and field: what fills a field another document lacks. */
  pool: Map<string, Value[]>
}

const poolKey = (owner: SchemaType, field: string) => `${owner.name}.${field}`

function collectPool(type: SchemaType, value: Value, pool: Map<string, Value[]>): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      const member = memberType(type, item)
      if (member) collectPool(member, item, pool)
    }
    return
  }
  if (!value || typeof value !== 'object' || !type.fields) return
  for (const field of type.fields) {
    const fieldValue = (value as Record<string, Value>)[field.name]
    if (fieldValue === undefined || FIXED_FIELDS.has(field.name)) continue
    const key = poolKey(type, field.name)
    pool.set(key, [...(pool.get(key) ?? []), fieldValue])
    collectPool(field.type, fieldValue, pool)
  }
}

function memberType(array: SchemaType, item: Value): SchemaType | undefined {
  const of = array.of ?? []
  if (item && typeof item === 'object' && '_type' in item)
    return of.find((member) => member.name === (item as { _type: string })._type) ?? of[0]
  return of.find((member) => member.jsonType === typeof item) ?? of[0]
}

/** `pool`: what other documents hold in the same field (references a list may gain). */
function valueArb(type: SchemaType, value: Value, context: Context, pool: Value[] = []): fc.Arbitrary<Value> {
  const chain = names(type)
  if (chain.includes('reference')) return referenceArb(type, value as { _ref: string }, context)
  if (ATOMIC.test(type.name) || chain.includes('block')) return fc.constant(value)
  if (type.jsonType === 'array' && Array.isArray(value)) return unchangedOr(value, arrayArb(type, value, context, pool))
  if (type.jsonType === 'object' && type.fields && value && typeof value === 'object')
    return unchangedOr(value, objectArb(type, value as Record<string, Value>, context))
  const choices = (type.options?.list ?? []).map((choice) => (typeof choice === 'object' ? choice.value : choice))
  return choices.length > 1 ? mostly(fc.constant(value), fc.constantFrom(...choices)) : fc.constant(value)
}

/**
 * A list or object often left as it is: shrinking then first tries it whole and unchanged, so a
 * counterexample loses the changes that do not matter a document or a section at a time.
 */
function unchangedOr(value: Value, changed: fc.Arbitrary<Value>): fc.Arbitrary<Value> {
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant(value), weight: 1 },
    { arbitrary: changed, weight: 2 },
  )
}

function referenceArb(type: SchemaType, value: { _ref: string }, context: Context): fc.Arbitrary<Value> {
  const targets = [...new Set((type.to ?? []).flatMap((target) => context.idsByType.get(target.name) ?? []))]
  return mostly(
    fc.constant(value),
    fc.constant({ ...value, _ref: DELETED_ID }),
    ...(targets.length ? [fc.constantFrom(...targets).map((_ref) => ({ ...value, _ref }))] : []),
  )
}

function arrayArb(type: SchemaType, items: Value[], context: Context, pool: Value[]): fc.Arbitrary<Value> {
  const least = minItems(type)
  const refs = (list: Value[]) =>
    list.flatMap((item) => (item && typeof item === 'object' && '_ref' in item ? [item._ref] : []))
  // References other lists of this field hold, each at most once (the Studio's unique rule).
  const gains = [...new Set(pool.flatMap((list) => (Array.isArray(list) ? refs(list) : [])))].filter(
    (ref) => !refs(items).includes(ref),
  )
  const entries = items.map((item) => {
    const member = memberType(type, item)
    // One in six (5) drops the item; shrinking leads to 0, which keeps it.
    return fc.tuple(fc.nat({ max: 5 }), member ? valueArb(member, item, context) : fc.constant(item))
  })
  const added = gains.length
    ? mostly(fc.constant<string[]>([]), fc.subarray(gains, { maxLength: 3 }))
    : fc.constant<string[]>([])
  const thinned = fc.tuple(fc.tuple(...entries), added).map(([pairs, more]) => {
    const kept = pairs.filter(([drop]) => drop !== 5).map(([, item]) => item)
    const list = kept.length >= least ? kept : pairs.slice(0, least).map(([, item]) => item)
    const room = Math.max(0, maxItems(type) - list.length)
    return [...list, ...more.slice(0, room).map((_ref) => ({ _key: `neu-${_ref}`, _type: 'reference', _ref }))]
  })
  return least === 0 && items.length ? mostly<Value[]>(thinned, fc.constant([])) : thinned
}

function fieldArb(owner: SchemaType, field: { name: string; type: SchemaType }, value: Value, context: Context) {
  if (FIXED_FIELDS.has(field.name)) return fc.constant(value === undefined ? ABSENT : value)
  const required = isRequired(field.type)
  if (value === undefined) {
    const pool = context.pool.get(poolKey(owner, field.name)) ?? []
    if (required || !pool.length) return fc.constant<Value>(ABSENT)
    return mostly<Value>(
      fc.constant(ABSENT),
      fc.constantFrom(...pool).chain((filler) => valueArb(field.type, filler, context)),
    )
  }
  const changed = valueArb(field.type, value, context, context.pool.get(poolKey(owner, field.name)))
  return required ? changed : mostly<Value>(changed, fc.constant(ABSENT))
}

function objectArb(type: SchemaType, value: Record<string, Value>, context: Context): fc.Arbitrary<Value> {
  const fields = type.fields ?? []
  return fc.tuple(...fields.map((field) => fieldArb(type, field, value[field.name], context))).map((results) => {
    const result: Record<string, Value> = { ...value }
    fields.forEach((field, index) => {
      if (results[index] === ABSENT) delete result[field.name]
      else result[field.name] = results[index]
    })
    return result
  })
}

/** A landing page with one section of each type the dataset's pages use, the hero first. */
function landingPage(documents: readonly Doc[]): Doc {
  const sections = new Map<string, Record<string, Value>>()
  for (const document of documents)
    for (const section of (document.sections as Record<string, Value>[] | undefined) ?? [])
      if (!sections.has(section._type as string))
        sections.set(section._type as string, { ...section, _key: `lp-${section._type}` })
  const hero = sections.get('heroSection')
  const home = documents.find((document) => document._id === 'homePage')
  return {
    _id: LANDING_PAGE._id,
    _type: 'page',
    title: 'Generierte Aktionsseite',
    slug: { _type: 'slug', current: LANDING_PAGE.slug },
    sections: [hero, ...[...sections.values()].filter((section) => section !== hero)].filter(Boolean),
    seo: home?.seo,
  }
}

/** A document as its schema type lets it change; types without a schema (assets) stay as they are. */
function documentArb(document: Doc, context: Context): fc.Arbitrary<Doc> {
  const type = schema.get(document._type) as SchemaType | undefined
  return type ? (valueArb(type, document, context) as fc.Arbitrary<Doc>) : fc.constant(document)
}

/** What an editor changed, one line per change (document id, field path, old → new). */
function describeChanges(before: readonly Doc[], after: readonly Doc[]): string[] {
  const now = new Map(after.map((document) => [document._id, document]))
  return before.flatMap((document) => {
    const changed = now.get(document._id)
    return changed ? diff(document, changed, document._id) : [`${document._id}: deleted`]
  })
}

const short = (value: Value) => JSON.stringify(value)?.slice(0, 60) ?? 'undefined'

function diff(before: Value, after: Value, path: string): string[] {
  if (before === after) return []
  if (after === undefined) return [`${path}: removed`]
  if (before === undefined) return [`${path}: set to ${short(after)}`]
  if (Array.isArray(before) && Array.isArray(after)) {
    const keyed = (item: Value) => (item && typeof item === 'object' && '_key' in item ? String(item._key) : null)
    if (before.every(keyed) && after.every(keyed)) {
      const byKey = new Map(after.map((item) => [keyed(item), item]))
      return before.flatMap((item) => diff(item, byKey.get(keyed(item)), `${path}[_key=="${keyed(item)}"]`))
    }
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [`${path}: ${short(before)} → ${short(after)}`]
  }
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    return [...keys].flatMap((key) =>
      diff((before as Record<string, Value>)[key], (after as Record<string, Value>)[key], `${path}.${key}`),
    )
  }
  return [`${path}: ${short(before)} → ${short(after)}`]
}

/** A generated dataset; fast-check prints it as the list of changes, not as the whole dataset. */
export type ContentState = { documents: Doc[]; changes: string[] }

/** States of `documents` (a dataset as the Content Lake serves it) an editor can produce. */
export function contentStates(documents: readonly Doc[]): fc.Arbitrary<ContentState> {
  const all = [...documents, landingPage(documents)]
  const context: Context = { idsByType: new Map(), pool: new Map() }
  for (const document of all) {
    context.idsByType.set(document._type, [...(context.idsByType.get(document._type) ?? []), document._id])
    const type = schema.get(document._type) as SchemaType | undefined
    if (type) collectPool(type, document, context.pool)
  }
  const deletable = (document: Doc) =>
    !SINGLETONS.has(document._type) && !document._type.startsWith('sanity.') && document._id !== LANDING_PAGE._id
  return fc
    .tuple(
      ...all.map((document) => {
        const changed = documentArb(document, context)
        return deletable(document) ? mostly<Doc | null>(changed, fc.constant(null)) : changed
      }),
    )
    .map((states) => {
      const state = states.filter((document): document is Doc => document !== null)
      const changes = describeChanges(all, state)
      const printed = `${changes.length} changes:\n  ${changes.join('\n  ')}`
      return Object.assign({ documents: state, changes }, { [fc.toStringMethod]: () => printed })
    })
}
