import { readdirSync } from 'node:fs'
import path from 'node:path'
import { settings } from '@/hosting/runtime.ts'

/**
 * The files of the app's `public/` folder (none today; a search engine's verification file would go
 * there), as decoded paths (`/google1234.html`). Next.js serves them after the proxy's rewrites, so
 * the proxy must let them through. Read once per process: the folder changes only with a deployment.
 * The folder is where server.mjs finds the app (NEXT_DIR, default web/ of the working directory).
 */
let files: ReadonlySet<string> | undefined

export function isPublicFile(pathname: string): boolean {
  files ??= listFiles(path.join(settings().hosting.appDir, 'public'))
  return files.has(pathname)
}

function listFiles(folder: string): ReadonlySet<string> {
  try {
    return new Set(
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
    )
  } catch {
    return new Set()
  }
}
