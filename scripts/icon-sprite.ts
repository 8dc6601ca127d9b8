/**
 * `npx tsx scripts/icon-sprite.ts`: writes web/components/ui/icons.svg, the sprite of the site's icons,
 * from their drawings (web/components/ui/icon-drawings.ts). tests/unit/ui-logic.test.ts fails while the
 * file and the drawings differ.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { iconSprite } from '@/components/ui/icon-drawings'

const FILE = path.resolve(import.meta.dirname, '../web/components/ui/icons.svg')
await writeFile(FILE, iconSprite())
console.log(`Wrote ${path.relative(process.cwd(), FILE)}.`)
