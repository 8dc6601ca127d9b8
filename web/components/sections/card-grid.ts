/**
 * Rows of two from `sm`, or from `md` where a phone layout of its own comes before (the testimonial
 * carousel). Whole class names, so that Tailwind finds them.
 */
const PAIRS = {
  sm: { columns: 'sm:grid-cols-4 sm:*:col-span-2', lastCentred: 'sm:[&>:last-child]:col-start-2' },
  md: { columns: 'md:grid-cols-4 md:*:col-span-2', lastCentred: 'md:[&>:last-child]:col-start-2' },
} as const

/**
 * The columns of a grid of equal cards, so that no row ends in an empty cell: rows of three on
 * large screens, of two from `sm`, one below; rows of four when the cards fill them (from `lg`,
 * or from `xl` for cards that need the width, with rows of two before). A last row that is not
 * full is centred: the grid has twice the columns and each card spans two, so a last row of two
 * in rows of three starts half a card in, and a lone last card sits in the middle.
 */
export function cardGridColumns(
  count: number,
  { four, pairsFrom = 'sm' }: { four?: 'lg' | 'xl'; pairsFrom?: keyof typeof PAIRS } = {},
): string {
  const pairs = PAIRS[pairsFrom]
  const classes = ['grid-cols-1', pairs.columns]
  if (count % 2 === 1) classes.push(pairs.lastCentred)
  if (four && count % 4 === 0) {
    classes.push(four === 'lg' ? 'lg:grid-cols-4 lg:*:col-span-1' : 'xl:grid-cols-4 xl:*:col-span-1')
    return classes.join(' ')
  }
  classes.push('lg:grid-cols-6', 'lg:*:col-span-2')
  if (count % 3 === 1) classes.push('lg:[&>:last-child]:col-start-3')
  else if (count % 2 === 1) classes.push('lg:[&>:last-child]:col-start-auto')
  if (count % 3 === 2) classes.push('lg:[&>:nth-last-child(2)]:col-start-2')
  return classes.join(' ')
}
