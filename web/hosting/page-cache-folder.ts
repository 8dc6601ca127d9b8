/**
 * Where the page cache of a content source lives (issue 42, L7). Node's modules only: the server reads
 * it before Next is loaded (web/server/boot.ts), the page cache handler when Next builds it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Names the content source the build prerendered its pages from, in the build folder. */
export const BUILD_SOURCE_FILE = 'content-source'

/**
 * The folder the page cache of this process reads and writes (Next's `serverDistDir`): the build's own
 * (`<build>/server`, with the pages it prerendered) for the content source the build was made from,
 * else one of the source's own below `<build>/cache/pages/`. A server of another source (the local
 * Content Lake started on a bundled build, a build run against another dataset) neither serves the
 * build's pages nor leaves its own there for the next server (issue 42, L7: after
 * `CONTENT_LAKE=local npm start`, a later `npm start` served the lake's content).
 */
export function pageCacheFolder(serverDistDir: string, source: string): string {
  const distDir = path.dirname(serverDistDir)
  let built: string | null = null
  try {
    built = readFileSync(path.join(distDir, BUILD_SOURCE_FILE), 'utf8').trim()
  } catch {
    // A build without the file (made before it existed) is the bundled dataset's, as `npm run build` makes it.
    built = 'bundled'
  }
  // A folder of the build's shape: Next keeps the fetch cache beside it (`<serverDistDir>/../cache`).
  return built === source ? serverDistDir : path.join(distDir, 'cache', 'pages', source, 'server')
}
