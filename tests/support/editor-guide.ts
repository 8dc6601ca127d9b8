import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The editor guide (docs/redaktion.md) and its pictures of the Studio (docs/editor-guide/*.png), which
 * the Studio's browser tests take on every run (tests/e2e/studio-support.ts, editorGuideShot).
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
export const EDITOR_GUIDE = path.join(ROOT, 'docs', 'redaktion.md')

/** Where the pictures go: docs/editor-guide, or EDITOR_GUIDE_DIR. */
export function editorGuideDir(): string {
  return path.resolve(ROOT, process.env.EDITOR_GUIDE_DIR || path.join('docs', 'editor-guide'))
}

/** The pictures this run of the Studio tests took, one file name a line (Playwright empties test-results first). */
export const EDITOR_GUIDE_RUN = path.join(ROOT, 'test-results', 'editor-guide-pictures.txt')

/** The pictures the guide shows (`![…](editor-guide/<name>.png)`). */
export function picturesInGuide(): string[] {
  const text = readFileSync(EDITOR_GUIDE, 'utf8')
  return [...new Set([...text.matchAll(/\]\(editor-guide\/([\w-]+\.png)\)/g)].map((match) => match[1] as string))]
}

/** The pictures in docs/editor-guide. */
export function picturesOnDisk(): string[] {
  const dir = path.join(ROOT, 'docs', 'editor-guide')
  return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.png')) : []
}

/** The pictures this run took, or null when no Studio test photographed anything. */
export function picturesOfThisRun(): string[] | null {
  if (!existsSync(EDITOR_GUIDE_RUN)) return null
  return [...new Set(readFileSync(EDITOR_GUIDE_RUN, 'utf8').split('\n').filter(Boolean))]
}
