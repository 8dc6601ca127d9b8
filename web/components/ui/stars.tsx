import { RATING_SLOT } from '@shared/placeholders'
import type { CSSProperties } from 'react'

/**
 * A rating as stars, named by the editor's text with the number in its slot („5 von 5 Sternen“).
 * One element: the stars are its CSS mask (`.stars` in web/app/globals.css; issue 29: eleven
 * elements per rating at first, six as one `<svg>` with a `<use>` per star).
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span
      className="stars"
      role="img"
      aria-label={label.replaceAll(RATING_SLOT, String(rating))}
      style={{ '--rating': rating } as CSSProperties}
    />
  )
}
