import type { IconName } from '@shared/icons'

/**
 * The drawings of the site's icons (web/components/ui/icon.tsx): the icons an editor can pick
 * (names in shared/icons.ts) and the interface's own glyphs, all on one 24 px grid in the text colour.
 * They reach the browser as one sprite, web/components/ui/icons.svg, a static file that every icon
 * references with `<use href>` (issue 29: the same drawing inline ~90 times on / cost ~23 KB of HTML
 * and as much again in the RSC payload). After a change here: `npx tsx scripts/icon-sprite.ts`
 * (a unit test compares the file with iconSprite()).
 */

/** A drawing: a line of the given width, or a filled shape. */
export type Drawing = { d: string; line: number } | { d: string; fill: true }

/** Editor icons share one line width so that they look alike side by side. */
const EDITOR_LINE = 1.75
/** Interface glyphs sit at small sizes next to text, where a thinner line fades. */
const GLYPH_LINE = 2

export const EDITOR_ICONS: Record<IconName, string> = {
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9zM5 2l.7 1.6L7.3 4.3l-1.6.7L5 6.6l-.7-1.6-1.6-.7 1.6-.7z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  award: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8.5 13l-1.5 8 5-3 5 3-1.5-8',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M18 15c2.5.5 4 2.5 4 6',
  euro: 'M18 6.5A7 7 0 0 0 7 12a7 7 0 0 0 11 5.5M4 10h9M4 14h9',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2',
  'map-pin': 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  check: 'M4 12.5l5 5L20 6.5',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  building: 'M4 21V5l8-3v19M12 8h8v13M8 8v.01M8 12v.01M8 16v.01M16 12v.01M16 16v.01M2 21h20',
  home: 'M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  factory: 'M2 21V10l6 4V10l6 4V6h4l2 15zM2 21h20M17 6V3',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  snowflake: 'M12 2v20M4.9 6l14.2 12M19.1 6L4.9 18M9 4l3 2 3-2M9 20l3-2 3 2',
  droplet: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z',
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8M14.5 6.5L10 2 7 5l4.5 4.5M3 21l6-6',
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  heart: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 8 3.5C20 15.2 12 20 12 20z',
  handshake: 'M2 12l4-4 4 2 3-2 4 1 5 3M6 8l-4 4 6 6 2-1 2 2 2-1 2 1 4-4-5-4M9 15l2 2M12 13l2 2',
  clipboard: 'M8 4h8v3H8zM6 5H5v16h14V5h-1M8 11h8M8 15h6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  'trending-up': 'M3 17l6-6 4 4 8-8M15 7h6v6',
  thermometer: 'M14 14.5V4a2 2 0 0 0-4 0v10.5a4 4 0 1 0 4 0zM12 9v8',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 14h10l1-14M10 11v6M14 11v6',
  window: 'M4 3h16v18H4zM12 3v18M4 12h16',
  broom: 'M19 3l-7 7M8 10l6 6-4 5c-3-1-6-4-7-7zM9.5 14.5L7 17',
}

export const GLYPHS = {
  'arrow-right': { d: 'M5 12h14M13 6l6 6-6 6', line: GLYPH_LINE },
  'arrow-down': { d: 'M12 5v14M6 13l6 6 6-6', line: GLYPH_LINE },
  'chevron-left': { d: 'M15 6l-6 6 6 6', line: GLYPH_LINE },
  'chevron-right': { d: 'M9 6l6 6-6 6', line: GLYPH_LINE },
  'chevron-down': { d: 'M6 9l6 6 6-6', line: GLYPH_LINE },
  /** The before/after slider's handle. */
  'drag-horizontal': { d: 'M9 6l-6 6 6 6M15 6l6 6-6 6', line: 2.25 },
  /** The service card's hint that it turns over. */
  'turn-over': { d: 'M4 12a8 8 0 0 1 14-5.3M18 3v4h-4M20 12a8 8 0 0 1-14 5.3M6 21v-4h4', line: GLYPH_LINE },
  menu: { d: 'M4 7h16M4 12h16M10 17h10', line: GLYPH_LINE },
  close: { d: 'M6 6l12 12M18 6L6 18', line: GLYPH_LINE },
  mail: { d: 'M3 6h18v12H3zM3 7l9 6 9-6', line: EDITOR_LINE },
  /** The rating stars of a testimonial. */
  'star-filled': { d: 'M12 1.8l3.1 6.4 7.1 1-5.2 5 1.2 7-6.2-3.4-6.2 3.4 1.2-7-5.2-5 7.1-1z', fill: true },
  facebook: {
    d: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z',
    fill: true,
  },
  instagram: {
    d: 'M8.5 3.5h7a5 5 0 0 1 5 5v7a5 5 0 0 1-5 5h-7a5 5 0 0 1-5-5v-7a5 5 0 0 1 5-5zM16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM17.2 6.8h.01',
    line: EDITOR_LINE,
  },
} satisfies Record<string, Drawing>

export type GlyphName = keyof typeof GLYPHS

/** Every drawing by name, editor icons first. */
export function drawings(): [IconName | GlyphName, Drawing][] {
  return [
    ...Object.entries(EDITOR_ICONS).map(([name, d]): [IconName, Drawing] => [
      name as IconName,
      { d, line: EDITOR_LINE },
    ]),
    ...(Object.entries(GLYPHS) as [GlyphName, Drawing][]),
  ]
}

/** The sprite: one `<symbol>` per drawing, with its viewBox, paint and line. */
export function iconSprite(): string {
  const symbols = drawings().map(([name, shape]) => {
    const paint =
      'fill' in shape
        ? 'fill="currentColor"'
        : `fill="none" stroke="currentColor" stroke-width="${shape.line}" stroke-linecap="round" stroke-linejoin="round"`
    return `<symbol id="${name}" viewBox="0 0 24 24" ${paint}><path d="${shape.d}"/></symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><title>Symbole</title>\n${symbols.join('\n')}\n</svg>\n`
}

/**
 * A rating star is 20 px with 2 px to the next (web/app/globals.css, `.stars`): the star's mask image
 * is one tile of that row, the star at its left and the gap inside the image (24 units = 20 px).
 */
export const STAR_TILE = { star: 20, gap: 2 }

/** One drawing as an SVG image for a CSS mask: black on transparent, the viewBox `width` units wide. */
function maskImage(shape: Drawing, width = 24): string {
  const paint =
    'fill' in shape
      ? ''
      : ` fill='none' stroke='%23000' stroke-width='${shape.line}' stroke-linecap='round' stroke-linejoin='round'`
  return `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} 24'%3E%3Cpath${paint} d='${shape.d}'/%3E%3C/svg%3E")`
}

/**
 * The two drawings that appear most often on a page, as CSS masks instead of elements (issue 29): the
 * check mark before list items (`.check-list`) and the rating star (`.stars`). As `<svg><use>` they were
 * two elements per check and six per rating; as masks they are none and one.
 */
export function iconMasks(): string {
  const tile = (24 * (STAR_TILE.star + STAR_TILE.gap)) / STAR_TILE.star
  return `/* Generated from web/components/ui/icon-drawings.ts by scripts/icon-sprite.ts: edit the drawings, not this file. */
:root {
  --mask-check: ${maskImage({ d: EDITOR_ICONS.check, line: EDITOR_LINE })};
  --mask-star: ${maskImage(GLYPHS['star-filled'], tile)};
}
`
}

export const ICON_PATH_NAMES = Object.keys(EDITOR_ICONS)
