import fc from 'fast-check'
import { applyPatch } from 'mendoza'
import { describe, expect, it } from 'vitest'
import { deepEqual, documentEffects, encodePatch } from '../../content-lake/mendoza.ts'

/**
 * The local Content Lake encodes mendoza patches (the npm package only decodes them). Whatever it
 * encodes is checked here with the real decoder, `mendoza.applyPatch`, which is what the Studio runs
 * on listener and history `effects` (sanity/lib datastores: `applyMendozaPatch`).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Document = { _id: string; _type: string; [key: string]: Json }

// Field names include the names of Object.prototype's members: a JSON document may have a field
// "constructor" or "toString", and an encoder that asks `key in object` sees one on every object.
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('title', 'body', 'slug', 'items', 'a', 'b', '_key', '_type') },
  { weight: 1, arbitrary: fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'valueOf') },
  { weight: 2, arbitrary: fc.string({ maxLength: 6 }).filter((name) => name !== '__proto__') },
)

const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 12 }),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(key, tie('json'), { maxKeys: 5, noNullPrototype: true }),
  ),
}))

// Documents as they travel (JSON: no -0, no undefined), with _id and _type.
const document = fc
  .record({
    _id: fc.constantFrom('x', 'drafts.x'),
    _type: fc.constantFrom('service', 'page'),
    fields: fc.dictionary(key, json, { maxKeys: 8, noNullPrototype: true }),
  })
  .map(({ _id, _type, fields }) => JSON.parse(JSON.stringify({ ...fields, _id, _type })) as Document)

/**
 * JSON with sorted keys: documents compared as data. (Vitest's toStrictEqual reads `constructor`,
 * which is an ordinary field in these documents.)
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : item,
  )
}

const same = (actual: unknown, expected: unknown) => expect(canonical(actual)).toBe(canonical(expected))

/** b derived from a (so that most fields are shared, as between two revisions). */
const revisionPair = fc
  .tuple(document, document, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }))
  .map(([a, other, keep]) => {
    const b: Record<string, Json> = {}
    const keys = [...new Set([...Object.keys(a), ...Object.keys(other)])]
    keys.forEach((name, index) => {
      const source = keep[index % keep.length] ? a : other
      if (Object.hasOwn(source, name)) b[name] = source[name] as Json
    })
    return [a, { ...b, _id: a._id, _type: b._type ?? a._type } as Document] as const
  })

describe('mendoza encoder (content-lake/mendoza.ts) against the real decoder', () => {
  it('applyPatch(a, encodePatch(a, b)) is b, and the reverse patch gives a back (arbitrary documents)', () => {
    fc.assert(
      fc.property(fc.oneof(revisionPair, fc.tuple(document, document)), ([a, b]) => {
        const forward = encodePatch(a, b)
        same(applyPatch(structuredClone(a), forward as never), b)
        same(applyPatch(structuredClone(b), encodePatch(b, a) as never), a)
        // A patch is data: it survives JSON (it is sent in SSE and NDJSON).
        same(JSON.parse(JSON.stringify(forward)), forward)
      }),
      { numRuns: 1500 },
    )
  })

  it('the decoder does not change its input (the Studio keeps its previous snapshot)', () => {
    fc.assert(
      fc.property(revisionPair, ([a, b]) => {
        const copy = structuredClone(a)
        applyPatch(copy, encodePatch(a, b) as never)
        same(copy, a)
      }),
      { numRuns: 300 },
    )
  })

  it('removes a field named like an Object.prototype member', () => {
    const a = { _id: 'x', _type: 't', constructor: 'c', toString: 's', title: 'A' }
    const b = { _id: 'x', _type: 't', title: 'A' }
    same(applyPatch(a, encodePatch(a, b) as never), b)
    same(applyPatch(b, encodePatch(b, a) as never), a)
    expect(deepEqual({ toString: 1 }, { valueOf: 1 })).toBe(false)
  })

  it('an unchanged document is a single copy; a changed field is a field operation, not the whole document', () => {
    const a = { _id: 'x', _type: 't', title: 'A', body: 'long text that stays' }
    expect(encodePatch(a, structuredClone(a))).toEqual([1])
    const patch = encodePatch(a, { ...a, title: 'B' })
    expect(JSON.stringify(patch)).not.toContain('long text that stays')
  })

  it('a creation is [0, doc] with the revert exactly [0, null]; a deletion is [0, null] (Studio: PerspectiveProvider checks revert === [0, null])', () => {
    const doc = { _id: 'x', _type: 't', _rev: 'r1', title: 'A' }
    const created = documentEffects(null, doc)
    expect(created.apply).toStrictEqual([0, { _id: 'x', _type: 't', title: 'A' }])
    expect(created.revert).toStrictEqual([0, null])
    const deleted = documentEffects(doc, null)
    expect(deleted.apply).toStrictEqual([0, null])
    expect(deleted.revert).toStrictEqual([0, { _id: 'x', _type: 't', title: 'A' }])
    expect(applyPatch(null, created.apply as never)).toStrictEqual({ _id: 'x', _type: 't', title: 'A' })
    expect(applyPatch({ _id: 'x', _type: 't', title: 'A' }, deleted.apply as never)).toBeNull()
  })

  it('effects ignore _rev: they apply to the document without _rev, as the Studio holds it (omitRev)', () => {
    fc.assert(
      fc.property(revisionPair, fc.string(), fc.string(), ([a, b], revA, revB) => {
        const effects = documentEffects({ ...a, _rev: revA }, { ...b, _rev: revB })
        expect(JSON.stringify(effects)).not.toContain('"_rev"')
        same(applyPatch(structuredClone(a), effects.apply as never), b)
        same(applyPatch(structuredClone(b), effects.revert as never), a)
      }),
      { numRuns: 300 },
    )
    // Only _rev changed: nothing to apply but a copy.
    const doc = { _id: 'x', _type: 't', title: 'A' }
    expect(documentEffects({ ...doc, _rev: '1' }, { ...doc, _rev: '2' }).apply).toStrictEqual([1])
  })
})
