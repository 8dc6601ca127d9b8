/**
 * React keys for a list of plain strings (Sanity arrays of strings carry no `_key`).
 * The text alone is not unique once an editor repeats an entry, so equal texts are
 * numbered by occurrence: ['A', 'B', 'A'] → keys 'A', 'B', 'A#2'.
 */
export function keyedStrings(values: readonly (string | null)[] | null | undefined): { key: string; value: string }[] {
  const seen = new Map<string, number>()
  const result: { key: string; value: string }[] = []
  for (const value of values ?? []) {
    if (!value) continue
    const count = (seen.get(value) ?? 0) + 1
    seen.set(value, count)
    result.push({ key: count === 1 ? value : `${value}#${count}`, value })
  }
  return result
}
