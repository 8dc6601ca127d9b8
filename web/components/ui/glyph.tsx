/**
 * A decorative UI glyph (arrows, chevrons, menu, close): a stroked 24px path
 * that inherits the text colour. Icons an editor can pick live in icon.tsx.
 */
export function Glyph({
  d,
  className = 'size-5',
  strokeWidth = 2,
  viewBox = '0 0 24 24',
}: {
  d: string
  className?: string
  strokeWidth?: number
  viewBox?: string
}) {
  return (
    <svg
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
