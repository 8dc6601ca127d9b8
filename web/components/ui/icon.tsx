import { ICON_NAMES, type IconName } from '@shared/icons'
import type { GlyphName } from './icon-drawings'
import sprite from './icons.svg'

export type { GlyphName } from './icon-drawings'

/**
 * The site's one icon component: the icons an editor can pick (names in shared/icons.ts) and the
 * interface's own glyphs (arrows, chevrons, menu, close, social networks), all drawn on one
 * 24 px grid in the text colour. Own paths rather than an icon package: see docs/decisions.md.
 * The drawings (icon-drawings.ts) are one static sprite, icons.svg, cached once; each icon is a
 * `<use>` of its symbol, so the page carries its name, not its path (issue 29).
 */

const SPRITE: string = sprite.src

/** The address of a drawing in the sprite. */
function iconHref(name: IconName | GlyphName): string {
  return `${SPRITE}#${name}`
}

/** Decorative by default; pass `label` when the icon carries meaning alone. */
export function Icon({
  name,
  label,
  className = 'size-6',
}: {
  name: IconName | GlyphName
  label?: string
  className?: string
}) {
  return (
    <svg
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={iconHref(name)} />
    </svg>
  )
}

const EDITOR_ICON_NAMES: ReadonlySet<string> = new Set(ICON_NAMES)

export function isIconName(value: string | null | undefined): value is IconName {
  return typeof value === 'string' && EDITOR_ICON_NAMES.has(value)
}
