import { HOME_CAROUSEL_COUNT } from './constants'

/** Columns of the testimonial grid: on tablets (768 px, Tailwind `md`) and on large screens (1024 px, `lg`). */
export const TESTIMONIAL_COLUMNS = { tablet: 2, large: 3 } as const

/** Whole rows of `columns` out of `count` cards; fewer cards than one row are all shown. */
function fullRows(count: number, columns: number): number {
  return count < columns ? count : count - (count % columns)
}

/**
 * How many testimonials of a section in the layout „Karussell“ each screen shows, the rule the
 * Studio states (docs/decisions.md, „Testimonials in the carousel layout“): phones browse the first
 * three in a carousel (SPEC.md); from tablet width a grid shows only full rows, rows of two on
 * tablets and of three on large screens, so no row ends in a gap; fewer than one row are all shown.
 * The layout „Raster“ shows every testimonial on every screen.
 */
export function testimonialsShown(count: number): { phone: number; tablet: number; large: number } {
  const total = Math.max(0, Math.trunc(count))
  return {
    phone: Math.min(total, HOME_CAROUSEL_COUNT),
    tablet: fullRows(total, TESTIMONIAL_COLUMNS.tablet),
    large: fullRows(total, TESTIMONIAL_COLUMNS.large),
  }
}
