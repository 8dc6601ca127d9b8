/* No imports: the production server loads this file natively (types stripped), before Next.js. */

/**
 * Next's image optimiser caches by the exact `url` it was given, but loads a local image by its
 * normalised path: `/dataset-assets/a.jpg#1`, `/dataset-assets/./a.jpg` and `/dataset-assets/%61.jpg`
 * are one file and three optimisations (about 0.4 s of CPU and a cache file each, 14.6 KB measured).
 * `images.localPatterns` (next.config.ts) refuses a query string but cannot see a fragment, dot
 * segments or escapes. The address the site itself writes is always the canonical one, so anything
 * else is refused here, before the optimiser runs.
 *
 * Returns why a `/_next/image` request must be refused (400), or null. Remote urls (Sanity's CDN in
 * hosted mode) are left to `images.remotePatterns`.
 */
export function imageRequestProblem(searchParams: URLSearchParams): string | null {
  const urls = searchParams.getAll('url')
  if (urls.length !== 1) return null // Next.js answers 400 itself
  const url = urls[0] as string
  if (!url.startsWith('/') || url.startsWith('//')) return null
  if (url.includes('#')) return 'The image address must not carry a fragment (#).'
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  let canonical: string
  try {
    canonical = encodeURI(decodeURI(new URL(path, 'http://n').pathname))
  } catch {
    return 'The image address is not a valid path.'
  }
  if (canonical !== path || path.includes('//'))
    return 'The image address must be written as the site writes it (no dot segments, //, or escapes of plain characters).'
  return null
}
