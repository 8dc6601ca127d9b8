import { randomBytes } from 'node:crypto'

/**
 * `autoGenerateArrayKeys=true` on a write (mutate and actions): every object in an array of what the
 * write sets gets a `_key` unique within its array when it has none, so each item can be addressed
 * (`items[_key=="…"]`) while others are inserted or removed around it. Strings and numbers in arrays
 * stay as they are (they have no place for a key), and keys already given are kept. The keys are 12
 * hex characters, as the Studio makes them.
 *
 * https://www.sanity.io/docs/http-reference/mutation (autoGenerateArrayKeys)
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function newKey(taken: Set<string>): string {
  let key = randomBytes(6).toString('hex')
  while (taken.has(key)) key = randomBytes(6).toString('hex')
  taken.add(key)
  return key
}

/** A copy of `value` in which every object inside an array has a `_key`. */
export function withArrayKeys<T>(value: T, taken: Set<string> = new Set()): T {
  if (Array.isArray(value)) {
    const keys = new Set(value.flatMap((item) => (isObject(item) && typeof item._key === 'string' ? [item._key] : [])))
    for (const key of taken) keys.add(key)
    return value.map((item) => {
      const keyed = withArrayKeys(item)
      return isObject(keyed) && typeof keyed._key !== 'string' ? { _key: newKey(keys), ...keyed } : keyed
    }) as T
  }
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withArrayKeys(item)])) as T
  return value
}

/**
 * A patch's values with keys: the arrays inside `set` and `setIfMissing` values, the `items` of an
 * `insert` (which become array items), and a value set at an array position (`body[2]`).
 */
export function patchWithArrayKeys(patch: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...patch }
  for (const operation of ['set', 'setIfMissing'] as const) {
    const values = patch[operation]
    if (!isObject(values)) continue
    result[operation] = Object.fromEntries(
      Object.entries(values).map(([path, value]) => {
        const keyed = withArrayKeys(value)
        const isItem = path.trimEnd().endsWith(']') && isObject(keyed) && typeof keyed._key !== 'string'
        return [path, isItem ? { _key: newKey(new Set()), ...keyed } : keyed]
      }),
    )
  }
  const insert = patch.insert
  if (isObject(insert) && Array.isArray(insert.items)) result.insert = { ...insert, items: withArrayKeys(insert.items) }
  return result
}
