/** An index that wraps around both ways, so "next" after the last slide is the first and "previous" before the first is the last. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((Math.trunc(index) % length) + length) % length
}
