/**
 * Scrolls to an in-page section and moves keyboard focus there, so screen readers
 * follow (smoothly unless the visitor prefers reduced motion). The one place this
 * is written; buttons that jump to the inquiry form or another section call it.
 */
export function scrollToSection(target: HTMLElement) {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
  // A section is not focusable by default: make it a programmatic focus target.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}
