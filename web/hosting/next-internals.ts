/**
 * Every use of Next.js internals in this project, in one place (docs/architecture.md, "Next.js
 * internals"). Next is pinned to an exact version in package.json; tests/unit/next-internals.test.ts
 * checks each item below against the installed Next, so an upgrade that changes one fails there
 * first, by name, instead of somewhere in production. Nothing else imports `next/dist/…` or reads a
 * build file of Next's.
 *
 * Loaded natively by Node (types stripped) by the server and the cache handlers, and bundled into the
 * app (the proxy): Node's own modules only, `require` for Next's files, each when first used, so a
 * program that builds the runtime only for its settings (the office's tools in a release folder, which
 * has no Next) never loads Next.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache'

const require = createRequire(import.meta.url)

// ---- Constants of Next's protocol ------------------------------------------------------------

/** The draft-mode cookie Next sets (next/dist/server/api-utils COOKIE_NAME_PRERENDER_BYPASS). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** The header in a page cache entry that lists its tags (next/dist/lib/constants NEXT_CACHE_TAGS_HEADER). */
export const PAGE_CACHE_TAGS_HEADER = 'x-next-cache-tags'
/** Request headers of the App Router's own fetches (next/dist/client/components/app-router-headers). */
export const RSC_HEADER = 'rsc'
export const SERVER_ACTION_HEADER = 'next-action'

// ---- Modules of Next's server -----------------------------------------------------------------

/**
 * Next's file-system page cache, which web/hosting/page-cache-handler.ts extends (Next documents the
 * `cacheHandler` interface, not this class: extending it keeps Next's own behaviour underneath).
 */
export function fileSystemCache(): typeof FileSystemCacheType {
  return (
    require('next/dist/server/lib/incremental-cache/file-system-cache.js') as { default: typeof FileSystemCacheType }
  ).default
}
export type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types'
export type { CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'

/** When a tag went stale and when it expired [ms since the epoch], as in Next's tags manifest. */
export type TagExpiry = { stale?: number; expired?: number }

type TagsManifestModule = {
  tagsManifest: Map<string, TagExpiry>
  areTagsExpired: (tags: string[], timestamp: number) => boolean
  areTagsStale: (tags: string[], timestamp: number) => boolean
}

let tagsManifestModule: TagsManifestModule | undefined
const tagsModule = () =>
  (tagsManifestModule ??= require('next/dist/server/lib/incremental-cache/tags-manifest.external.js'))

/**
 * Next's process-wide tags manifest: every cached page and 'use cache' entry is checked against this
 * one Map (a module Next keeps outside its bundles so the whole process shares it).
 */
export const nextTags: TagsManifestModule = {
  get tagsManifest() {
    return tagsModule().tagsManifest
  },
  areTagsExpired: (tags, timestamp) => tagsModule().areTagsExpired(tags, timestamp),
  areTagsStale: (tags, timestamp) => tagsModule().areTagsStale(tags, timestamp),
}

// ---- The server: what the generated standalone server.js does --------------------------------

/**
 * Makes Next use the build's own configuration (required-server-files.json) instead of loading
 * next.config.ts, as `output: 'standalone'`'s generated server does, through the same private
 * variable and NODE_ENV: the only variables the site writes (tests/unit/environment.test.ts). The
 * cache handlers are stored relative to the build folder; Next's route runtimes resolve that against
 * the working directory and the server against the app folder: made absolute.
 */
export function applyStandaloneConfig(distDir: string, overrides: Record<string, unknown>): void {
  const { config } = JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8'))
  const absolute = (file: string | undefined) => (file ? path.resolve(distDir, file) : file)
  const cacheHandlers = Object.fromEntries(
    Object.entries((config.cacheHandlers ?? {}) as Record<string, string>).map(([kind, file]) => [
      kind,
      absolute(file),
    ]),
  )
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({
    ...config,
    ...overrides,
    cacheHandler: absolute(config.cacheHandler),
    cacheHandlers,
  })
  ;(process.env as Record<string, string>).NODE_ENV = 'production'
}

// ---- Facts read from a build folder -----------------------------------------------------------

function readJson<T>(distDir: string, ...file: string[]): T {
  return JSON.parse(readFileSync(path.join(distDir, ...file), 'utf8')) as T
}

/** The build's preview id: the value of a genuine draft-mode cookie (prerender-manifest.json). */
export function previewModeId(distDir: string): string | null {
  try {
    const id = readJson<{ preview?: { previewModeId?: string } }>(distDir, 'prerender-manifest.json').preview
      ?.previewModeId
    return id ? String(id) : null
  } catch {
    return null
  }
}

/** The header rules of next.config.ts headers(), as the build stored them (routes-manifest.json). */
export function buildHeaderRules(distDir: string): { source: string; headers: { key: string; value: string }[] }[] {
  return (
    readJson<{ headers?: { source: string; headers: { key: string; value: string }[] }[] }>(
      distDir,
      'routes-manifest.json',
    ).headers ?? []
  )
}

/** The font files the build's font manifest lists for the route ending in `entrySuffix`. */
export function fontFilesOf(distDir: string, entrySuffix: string): string[] {
  const manifest = readJson<{ app?: Record<string, string[]> }>(distDir, 'server', 'next-font-manifest.json')
  return Object.entries(manifest.app ?? {}).find(([entry]) => entry.endsWith(entrySuffix))?.[1] ?? []
}

/** The HTML of every page the build prerendered (server/app/**.html). */
export function prerenderedHtml(distDir: string): string[] {
  return cachedHtml(path.join(distDir, 'server'))
}

/** The HTML of every page in a page cache folder of Next's shape (`<serverDir>/app/**.html`); none if it is new. */
export function cachedHtml(serverDir: string): string[] {
  const pages: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (file.endsWith('.html')) pages.push(readFileSync(file, 'utf8'))
    }
  }
  const app = path.join(serverDir, 'app')
  if (existsSync(app)) walk(app)
  return pages
}
