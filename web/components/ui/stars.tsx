import { RATING_SLOT } from '@shared/placeholders'
import { Icon } from '@/components/ui/icon'
import { RATING_SCALE } from '@/lib/constants'

const STAR_POSITIONS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1)

/** A rating as stars, named by the editor's text with the number in its slot („5 von 5 Sternen“). */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <div className="flex gap-0.5 text-gold-400" role="img" aria-label={label.replaceAll(RATING_SLOT, String(rating))}>
      {STAR_POSITIONS.map((position) => (
        <Icon key={position} name="star-filled" className={`size-5 ${position <= rating ? '' : 'opacity-25'}`} />
      ))}
    </div>
  )
}
