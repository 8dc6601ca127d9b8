import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The Studio's design-system stylesheet (`ui5/styles.css`, imported by `sanity`) without its
 * @font-face rules, which load Inter from Sanity's font host (design-system-static.sanity.io). The
 * Studio embedded at /studio gets Inter from this site instead (web/app/studio/[[...tool]]/studio-fonts.css),
 * so editors' browsers contact no font host. next.config.ts writes this file when Next starts and
 * points the bundler's `ui5/styles.css` at it; it is derived from the installed package every time,
 * so an update of `sanity` brings its new styles along.
 */

const require = createRequire(import.meta.url)

/** `@font-face{…}` blocks whose source is on another host. */
const REMOTE_FONT_FACE = /@font-face\s*\{[^{}]*url\(\s*["']?https?:\/\/[^{}]*\}/g

export function withoutRemoteFonts(css: string): string {
  return css.replace(REMOTE_FONT_FACE, '')
}

/** Writes the stylesheet below `cacheDir` and returns its path. */
export function writeStudioStyles(cacheDir: string): string {
  // The package as `sanity` resolves it; its exports hide dist/, so go by its package.json.
  const manifest = require.resolve('ui5/package.json', { paths: [path.dirname(require.resolve('sanity'))] })
  const source = path.join(path.dirname(manifest), 'dist', 'styles.css')
  const target = path.join(cacheDir, 'studio-ui5-styles.css')
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(target, withoutRemoteFonts(readFileSync(source, 'utf8')))
  return target
}
