import { RATING_SLOT } from '@shared/placeholders'
import { iconHref } from '@/components/ui/icon'
import { RATING_SCALE } from '@/lib/constants'

const STAR_POSITIONS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1)
/** Each star 20 px (1.25rem) with 2 px (0.125rem) between them, as one drawing in rem-sized units. */
const STAR = 20
const GAP = 2
const WIDTH = RATING_SCALE * STAR + (RATING_SCALE - 1) * GAP

/**
 * A rating as stars, named by the editor's text with the number in its slot („5 von 5 Sternen“).
 * One `<svg>` with a `<use>` per star (issue 29: one element for five, eleven per rating before).
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${STAR}`}
      className="block h-5 w-27 text-gold-400"
      role="img"
      aria-label={label.replaceAll(RATING_SLOT, String(rating))}
    >
      {STAR_POSITIONS.map((position) => (
        <use
          key={position}
          href={iconHref('star-filled')}
          x={(position - 1) * (STAR + GAP)}
          width={STAR}
          height={STAR}
          opacity={position <= rating ? undefined : 0.25}
        />
      ))}
    </svg>
  )
}
