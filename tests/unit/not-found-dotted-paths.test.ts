import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { resetRuntime } from '@/hosting/runtime.ts'
import { verdict } from '@/lib/routing/not-found'

/**
 * Paths with a dot in a slug position (`/x1.html`, `/leistungen/x.html`, `/.env`) reached the dynamic
 * routes, which rendered a 404 for each and stored it under its path (a new cache entry per path,
 * never evicted; ENAMETOOLONG for a name over 255 bytes). A slug never has a dot, so the proxy sends
 * them to the prerendered 404 page like any unknown slug; the site's own files and the files of
 * web/public still pass. (The browser test of the same: tests/e2e/not-found.spec.ts.)
 */

const SLUGS = {
  landingPages: new Set(['gewerbekunden-goslar']),
  services: new Set(['bueroreinigung']),
  jobPostings: new Set(['reinigungskraft-goslar-minijob']),
  redirects: new Map(),
}
const known = async () => SLUGS
const noPublicFiles = () => false

describe('verdict for paths with a dot', () => {
  it.each([
    '/x1.html',
    '/leistungen/x.html',
    '/karriere/x.x',
    '/.env',
    '/package.json',
    '/wp-login.php',
    '/index.php',
    '/gewerbekunden-goslar.html',
    '/leistungen/bueroreinigung.json',
    '/karriere/reinigungskraft-goslar-minijob.pdf',
    '/x%2Ehtml',
    `/${'a'.repeat(300)}.html`,
  ])('%s → not-found', async (pathname) => {
    expect(await verdict(pathname, known, noPublicFiles)).toBe('not-found')
  })

  it.each([
    '/favicon.ico',
    '/robots.txt',
    '/sitemap.xml',
    '/icon.svg',
    '/apple-icon.png',
    '/dataset-assets/foto.jpg',
    '/images/abc/foto.jpg',
    '/og-image/siteSettings.jpg',
    '/_next/static/chunks/a.js',
    '/studio/x.html',
  ])('%s → pass (a file or route of the site)', async (pathname) => {
    expect(await verdict(pathname, known, noPublicFiles)).toBe('pass')
  })

  it('a file in web/public passes', async () => {
    const isPublic = (pathname: string) => pathname === '/google1234.html'
    expect(await verdict('/google1234.html', known, isPublic)).toBe('pass')
    expect(await verdict('/google5678.html', known, isPublic)).toBe('not-found')
  })
})

describe('isPublicFile', () => {
  it('knows the files of <NEXT_DIR>/public, read from disk once, and nothing else', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'public-files-'))
    const previous = process.env.NEXT_DIR
    try {
      mkdirSync(path.join(root, 'public', '.well-known'), { recursive: true })
      writeFileSync(path.join(root, 'public', 'google1234.html'), 'google-site-verification: google1234.html')
      writeFileSync(path.join(root, 'public', '.well-known', 'security.txt'), 'Contact: mailto:x@example.org')
      process.env.NEXT_DIR = root
      await resetRuntime()
      vi.resetModules()
      const { isPublicFile } = await import('@/lib/routing/public-files')
      expect(isPublicFile('/google1234.html')).toBe(true)
      expect(isPublicFile('/.well-known/security.txt')).toBe(true)
      expect(isPublicFile('/google5678.html')).toBe(false)
      expect(isPublicFile('/public/google1234.html')).toBe(false)
      // Read once: a file added later (without a deployment) is not served by this process either.
      writeFileSync(path.join(root, 'public', 'later.html'), '')
      expect(isPublicFile('/later.html')).toBe(false)
    } finally {
      if (previous === undefined) delete process.env.NEXT_DIR
      else process.env.NEXT_DIR = previous
      await resetRuntime()
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('without a public folder: no file', async () => {
    const previous = process.env.NEXT_DIR
    try {
      process.env.NEXT_DIR = path.join(tmpdir(), 'no-such-app-folder')
      await resetRuntime()
      vi.resetModules()
      const { isPublicFile } = await import('@/lib/routing/public-files')
      expect(isPublicFile('/google1234.html')).toBe(false)
    } finally {
      if (previous === undefined) delete process.env.NEXT_DIR
      else process.env.NEXT_DIR = previous
      await resetRuntime()
    }
  })
})
