import path from 'node:path'

/**
 * The two typefaces, cut down to what a German website shows: Latin letters with umlauts and
 * the accented letters of Latin-1, German quotes, dashes, ellipsis, €, §, arrows and ticks.
 * Anything else an editor types still shows, in the system font (font-family fallback).
 * `npm run fonts:subset` writes the files web/app/fonts.ts loads; tests/unit/fonts.test.ts
 * checks that they are current and cover every character of the bundled dataset.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

export const SUBSET_CODE_POINTS: readonly number[] = [
  ...range(0x20, 0x7e), // Basic Latin
  ...range(0xa0, 0xff), // Latin-1 Supplement: ä ö ü ß, é, §, ©, ×, non-breaking space …
  0x0152,
  0x0153,
  0x0160,
  0x0161,
  0x0178,
  0x017d,
  0x017e, // Œ œ Š š Ÿ Ž ž
  0x2009,
  0x2011,
  0x202f, // thin space, non-breaking hyphen, narrow no-break space
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201a,
  0x201c,
  0x201d,
  0x201e, // – — ‘ ’ ‚ “ ” „
  0x2022,
  0x2026,
  0x20ac,
  0x2122, // • … € ™
  0x2190,
  0x2191,
  0x2192,
  0x2193,
  0x2212,
  0x2265,
  0x2264, // ← ↑ → ↓ − ≥ ≤
  0x2713,
  0x2605, // ✓ ★
]

/** The weights the design uses (400 body … 800 display); the variable axis is cut to them. */
export const WEIGHT_RANGE = { min: 400, max: 800 } as const

export const FONT_FILES = [
  {
    family: 'Inter',
    source: path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    target: path.join(ROOT, 'web/fonts/inter-subset.woff2'),
  },
  {
    family: 'Manrope',
    source: path.join(ROOT, 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'),
    target: path.join(ROOT, 'web/fonts/manrope-subset.woff2'),
  },
] as const

/** One font file cut to SUBSET_CODE_POINTS and WEIGHT_RANGE, as WOFF2. */
export async function subsetFontFile(source: Buffer): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font')
  return subsetFont(source, String.fromCodePoint(...SUBSET_CODE_POINTS), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_RANGE },
  })
}
