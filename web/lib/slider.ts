import { SLIDER_KEYBOARD_STEP_PERCENT, SLIDER_MAX_PERCENT, SLIDER_MIN_PERCENT } from './constants'

/** PageUp/PageDown move the before/after divider by this larger step (WAI-ARIA slider pattern). */
const SLIDER_PAGE_STEP_PERCENT = 10

/** Keeps a divider position inside the allowed range; NaN falls back to the minimum. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return SLIDER_MIN_PERCENT
  return Math.min(SLIDER_MAX_PERCENT, Math.max(SLIDER_MIN_PERCENT, value))
}

/** Divider position for a pointer at `clientX` over a box that starts at `left` and is `width` wide. */
export function percentFromPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return SLIDER_MIN_PERCENT
  return clampPercent(((clientX - left) / width) * 100)
}

/** New divider position after a key press, or null when the key does not operate the slider. */
export function percentForKey(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - SLIDER_KEYBOARD_STEP_PERCENT)
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + SLIDER_KEYBOARD_STEP_PERCENT)
    case 'PageDown':
      return clampPercent(current - SLIDER_PAGE_STEP_PERCENT)
    case 'PageUp':
      return clampPercent(current + SLIDER_PAGE_STEP_PERCENT)
    case 'Home':
      return SLIDER_MIN_PERCENT
    case 'End':
      return SLIDER_MAX_PERCENT
    default:
      return null
  }
}
