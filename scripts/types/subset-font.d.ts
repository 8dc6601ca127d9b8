/** The parts of subset-font (no bundled types) that scripts/lib/font-subset.ts uses. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    },
  ): Promise<Buffer>
}

/** fontverter's one function that tests/unit/fonts.test.ts uses. */
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>
}
