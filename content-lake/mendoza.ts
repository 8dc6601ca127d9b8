/**
 * Mendoza patches, the `effects` the Content Lake sends with every mutation event and history
 * transaction (https://github.com/sanity-io/mendoza). The npm package `mendoza` only decodes them
 * (the Studio applies them to its copies of documents); this encodes the change from one version
 * of a document to the next in the same format, field by field, so the decoder – and the Studio's
 * change history, which attributes each field to the transaction that changed it – see exactly
 * what changed.
 *
 * The opcodes are mendoza's (the index into the decoder's OPS table). Arrays and scalars that
 * changed are written as a new value; objects are walked, so unchanged fields are copied.
 */
const OP = {
  value: 0,
  copy: 1,
  pushField: 6,
  returnIntoObjectSameKeyPop: 15,
  objectSetFieldValue: 17,
  objectDeleteField: 19,
} as const

export type MendozaPatch = unknown[]

type JsonObject = Record<string, unknown>

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
    )
  }
  return false
}

/** Ops that push `next` onto the output stack while the input stack's top is `previous`. */
function encodeValue(previous: unknown, next: unknown, ops: unknown[]): void {
  if (deepEqual(previous, next)) {
    ops.push(OP.copy)
    return
  }
  if (!isObject(previous) || !isObject(next)) {
    ops.push(OP.value, next ?? null)
    return
  }
  ops.push(OP.copy)
  // The decoder addresses an input field by its index among the input's keys, sorted.
  const keys = Object.keys(previous).sort()
  for (const [key, value] of Object.entries(next)) {
    if (Object.hasOwn(previous, key)) {
      const before = previous[key]
      if (deepEqual(before, value)) continue
      if (isObject(before) && isObject(value)) {
        ops.push(OP.pushField, keys.indexOf(key))
        encodeValue(before, value, ops)
        ops.push(OP.returnIntoObjectSameKeyPop)
        continue
      }
    }
    ops.push(OP.objectSetFieldValue, value, key)
  }
  for (const key of keys) if (!Object.hasOwn(next, key)) ops.push(OP.objectDeleteField, keys.indexOf(key))
}

/** The patch that turns `previous` into `next` (either may be null: a created or deleted document). */
export function encodePatch(previous: unknown, next: unknown): MendozaPatch {
  if (previous === null || previous === undefined || next === null || next === undefined)
    return [OP.value, next ?? null]
  const ops: unknown[] = []
  encodeValue(previous, next, ops)
  return ops
}

/** A mutation's effects on one document: forwards and back, without `_rev` (as the Studio applies them). */
export function documentEffects(previous: JsonObject | null, next: JsonObject | null) {
  const withoutRev = (document: JsonObject | null) => {
    if (!document) return null
    const { _rev, ...rest } = document
    return rest
  }
  const before = withoutRev(previous)
  const after = withoutRev(next)
  return { apply: encodePatch(before, after), revert: encodePatch(after, before) }
}
