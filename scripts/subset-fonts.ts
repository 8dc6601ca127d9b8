import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { FONT_FILES, subsetFontFile } from './lib/font-subset'

/** `npm run fonts:subset`: writes the subset fonts the site self-hosts (see lib/font-subset.ts). */
for (const font of FONT_FILES) {
  const source = await readFile(font.source)
  const subset = await subsetFontFile(source)
  await writeFile(font.target, subset)
  console.log(
    `${font.family}: ${(source.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB (${path.relative(process.cwd(), font.target)})`,
  )
}
