import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { FONT_FILES, SUBSET_CODE_POINTS, WEIGHT_RANGE } from '@scripts/lib/font-subset'
import { DATASET_DIR } from '@tests/support/dataset'
import { convert } from 'fontverter'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

/** Code points and weight axis of a WOFF2 file, read by HarfBuzz. */
async function inspect(file: string) {
  const sfnt = await convert(await readFile(file), 'sfnt')
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer))
  return { codePoints: new Set(face.collectUnicodes()), wght: face.getAxisInfos().wght }
}

/** Every character of the bundled dataset's texts (system fields such as _id left out). */
async function datasetCharacters(): Promise<Set<number>> {
  const found = new Set<number>()
  const walk = (value: unknown, key = ''): void => {
    if (key.startsWith('_') || key === 'lqip') return
    if (typeof value === 'string') for (const char of value) found.add(char.codePointAt(0) ?? 0)
    else if (Array.isArray(value)) for (const item of value) walk(item)
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k)
  }
  const ndjson = await readFile(path.join(DATASET_DIR, 'data.ndjson'), 'utf8')
  for (const line of ndjson.split('\n').filter(Boolean)) walk(JSON.parse(line))
  for (const control of [0x09, 0x0a, 0x0d]) found.delete(control)
  return found
}

describe('the self-hosted fonts', () => {
  for (const font of FONT_FILES) {
    it(`${font.family}: the subset has every character of the source the subset list asks for, and the weights 400–800`, async () => {
      const [subset, source] = await Promise.all([inspect(font.target), inspect(font.source)])
      const expected = SUBSET_CODE_POINTS.filter((point) => source.codePoints.has(point))
      const missing = expected.filter((point) => !subset.codePoints.has(point))
      expect(
        missing.map((point) => String.fromCodePoint(point)),
        'run `npm run fonts:subset`',
      ).toEqual([])
      // Nothing beyond the list: that is what makes the file small.
      expect(subset.codePoints.size).toBeGreaterThan(200)
      expect(subset.codePoints.size).toBeLessThanOrEqual(SUBSET_CODE_POINTS.length)
      expect(subset.wght).toMatchObject(WEIGHT_RANGE)
    })
  }

  it('cover every character the bundled dataset shows', async () => {
    const fonts = await Promise.all(FONT_FILES.map((font) => inspect(font.target)))
    const uncovered = [...(await datasetCharacters())].filter((point) =>
      fonts.some((font) => !font.codePoints.has(point)),
    )
    expect(uncovered.map((point) => `U+${point.toString(16).toUpperCase()} ${String.fromCodePoint(point)}`)).toEqual([])
  })
})
