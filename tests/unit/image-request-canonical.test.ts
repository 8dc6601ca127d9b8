import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageRequestProblem } from '@/lib/routing/image-requests'

/**
 * Variants of one local image address that Next's image optimiser caches as different images
 * (a fragment, dot segments, `//`, escaped plain characters): refused before the optimiser runs.
 * The addresses the site writes pass (all of them, from the bundled dataset's file names).
 */

const request = (url: string) => new URLSearchParams({ url, w: '640', q: '70' })

describe('imageRequestProblem', () => {
  it.each([
    '/dataset-assets/hero.jpg#1',
    '/dataset-assets/hero.jpg#',
    '/dataset-assets/./hero.jpg',
    '/dataset-assets/x/../hero.jpg',
    '/dataset-assets/%2e/hero.jpg',
    '/dataset-assets//hero.jpg',
    '/dataset-assets/%68ero.jpg',
    '/dataset-assets/hero%2Djpg',
    '/dataset-assets/hero.jpg%23x',
  ])('%s is refused', (url) => {
    expect(imageRequestProblem(request(url))).toEqual(expect.any(String))
  })

  it.each([
    '/dataset-assets/hero-modern-office-interior.jpg',
    '/images/p1/production/abc-100x100.jpg?w=2400&fit=max',
    '/images/p1/production/abc-100x100.jpg?rect=0,0,50,50&w=50&fit=max',
    'https://cdn.sanity.io/images/p1/production/abc-100x100.jpg?w=2400&fit=max',
    '/dataset-assets/grüne-wiese.jpg',
  ])('%s passes', (url) => {
    const written = url.includes('ü') ? encodeURI(url) : url
    expect(imageRequestProblem(request(written))).toBeNull()
  })

  it('lets every image address of the bundled dataset pass, as next/image writes it', () => {
    const folder = path.join(import.meta.dirname, '..', '..', 'content', 'dataset', 'images')
    const files = readdirSync(folder).filter((file) => /\.(jpe?g|png|webp)$/.test(file))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      // next/image puts the src into the query with encodeURIComponent; URLSearchParams decodes it once.
      const src = encodeURI(`/dataset-assets/${file}`)
      expect(imageRequestProblem(new URLSearchParams(`url=${encodeURIComponent(src)}&w=640&q=70`)), file).toBeNull()
    }
  })

  it('leaves everything else to Next.js', () => {
    expect(imageRequestProblem(new URLSearchParams('w=640'))).toBeNull()
    expect(imageRequestProblem(new URLSearchParams('url=/a.jpg&url=/b.jpg'))).toBeNull()
  })
})
