import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as internals from '@/hosting/next-internals.ts'

/**
 * Every Next.js internal this project uses (web/hosting/next-internals.ts), checked against the
 * installed Next. Next is pinned exactly (package.json); an upgrade that moves or changes one of
 * these fails here, by name, before anything reaches a server.
 */
const require = createRequire(import.meta.url)

describe('the Next.js internals behind web/hosting/next-internals.ts', () => {
  it('next is pinned to an exact version, and that version is installed', () => {
    const wanted = require('../../package.json').dependencies.next as string
    expect(wanted).toMatch(/^\d+\.\d+\.\d+$/)
    expect(require('next/package.json').version).toBe(wanted)
  })

  it("names Next's own constants: the draft-mode cookie, the cache-tags header, the RSC and action headers", () => {
    expect(internals.DRAFT_MODE_COOKIE).toBe(require('next/dist/server/api-utils').COOKIE_NAME_PRERENDER_BYPASS)
    expect(internals.PAGE_CACHE_TAGS_HEADER).toBe(require('next/dist/lib/constants').NEXT_CACHE_TAGS_HEADER)
    const headers = require('next/dist/client/components/app-router-headers')
    expect(internals.RSC_HEADER).toBe(headers.RSC_HEADER)
    expect(internals.SERVER_ACTION_HEADER).toBe(headers.ACTION_HEADER)
  })

  it("extends Next's file-system page cache, which still has the methods the handler overrides", () => {
    for (const method of ['get', 'set', 'revalidateTag'])
      expect(typeof internals.fileSystemCache().prototype[method as 'get']).toBe('function')
  })

  it("writes into Next's one tags manifest, which decides whether an entry expired", () => {
    expect(internals.nextTags.tagsManifest).toBeInstanceOf(Map)
    internals.nextTags.tagsManifest.set('test:internals', { expired: 2_000 })
    expect(internals.nextTags.areTagsExpired(['test:internals'], 1_000)).toBe(true)
    expect(internals.nextTags.areTagsExpired(['test:internals'], 3_000)).toBe(false)
    internals.nextTags.tagsManifest.set('test:stale', { stale: 2_000 })
    expect(internals.nextTags.areTagsStale(['test:stale'], 1_000)).toBe(true)
    internals.nextTags.tagsManifest.delete('test:internals')
    internals.nextTags.tagsManifest.delete('test:stale')
  })

  it("hands Next the build's configuration through the variable its config loader reads", async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'standalone-config-'))
    try {
      writeFileSync(
        path.join(distDir, 'required-server-files.json'),
        JSON.stringify({ config: { distDir: '.next', cacheHandler: 'page.ts', cacheHandlers: { default: 'use.ts' } } }),
      )
      internals.applyStandaloneConfig(distDir, { compress: false })
      const loadConfig = require('next/dist/server/config').default
      const config = await loadConfig('phase-production-server', distDir)
      expect(config.compress).toBe(false)
      expect(config.cacheHandler).toBe(path.join(distDir, 'page.ts'))
      expect(config.cacheHandlers.default).toBe(path.join(distDir, 'use.ts'))
    } finally {
      delete process.env.__NEXT_PRIVATE_STANDALONE_CONFIG
      rmSync(distDir, { recursive: true, force: true })
    }
  })

  it('reads the build files Next writes under these names, with these keys', () => {
    const constants = require('next/dist/shared/lib/constants')
    expect([constants.PRERENDER_MANIFEST, constants.ROUTES_MANIFEST, constants.BUILD_ID_FILE]).toEqual([
      'prerender-manifest.json',
      'routes-manifest.json',
      'BUILD_ID',
    ])
    expect(`${constants.NEXT_FONT_MANIFEST}.json`).toBe('next-font-manifest.json')
    expect(constants.SERVER_DIRECTORY).toBe('server')
    expect(`${constants.SERVER_FILES_MANIFEST}.json`).toBe('required-server-files.json')
    // The build stores the preview id under preview.previewModeId, and the headers() rules under headers.
    const build = require('node:fs').readFileSync(require.resolve('next/dist/build/index.js'), 'utf8') as string
    expect(build).toMatch(/preview: previewProps/)
    expect(build).toMatch(/previewModeId/)
    expect(build).toMatch(/routesManifestPath = [^\n]*ROUTES_MANIFEST[\s\S]{0,400}\bheaders,/)
  })

  it('is the only place that reaches into next/dist or a build file of Next', async () => {
    const { execFileSync } = await import('node:child_process')
    const root = path.resolve(import.meta.dirname, '../..')
    const found = execFileSync(
      'grep',
      [
        '-rlE',
        '--exclude-dir=.next*',
        '--exclude-dir=node_modules',
        'next/dist/|__NEXT_PRIVATE|prerender-manifest|routes-manifest|next-font-manifest',
        'web',
        'server.mjs',
        'next.config.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => file && !file.includes('/.next') && !file.startsWith('web/.next'))
    expect(found).toEqual(['web/hosting/next-internals.ts'])
  })
})
