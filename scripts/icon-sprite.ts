/**
 * `npx tsx scripts/icon-sprite.ts`: writes web/components/ui/icons.svg, the sprite of the site's icons,
 * and web/components/ui/icon-masks.css, the drawings CSS paints as masks, from the drawings
 * (web/components/ui/icon-drawings.ts). tests/unit/ui-logic.test.ts fails while files and drawings differ.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { iconMasks, iconSprite } from '@/components/ui/icon-drawings'

const UI = path.resolve(import.meta.dirname, '../web/components/ui')
for (const [file, text] of [
  ['icons.svg', iconSprite()],
  ['icon-masks.css', iconMasks()],
] as const) {
  await writeFile(path.join(UI, file), text)
  console.log(`Wrote ${path.relative(process.cwd(), path.join(UI, file))}.`)
}
