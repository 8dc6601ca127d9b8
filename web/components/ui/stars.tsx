import { RATING_SCALE } from '@/lib/constants'

const STAR_POSITIONS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1)

export function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-gold-400" role="img" aria-label={`${rating} von ${RATING_SCALE} Sternen`}>
      {STAR_POSITIONS.map((position) => (
        <svg
          key={position}
          viewBox="0 0 20 20"
          className={`size-5 ${position <= rating ? '' : 'opacity-25'}`}
          aria-hidden="true"
        >
          <path fill="currentColor" d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  )
}
