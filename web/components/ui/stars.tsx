import { RATING_SCALE } from '../../lib/constants'

export function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-gold-400" role="img" aria-label={`${rating} von ${RATING_SCALE} Sternen`}>
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <svg key={`star-${index + 1}`} viewBox="0 0 20 20" className={`size-5 ${index < rating ? '' : 'opacity-25'}`} aria-hidden="true">
          <path fill="currentColor" d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  )
}
