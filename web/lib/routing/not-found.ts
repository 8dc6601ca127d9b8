import { RESERVED_SLUGS } from '@shared/slugs'

export { NOT_FOUND_DESTINATION, NOT_FOUND_HEADER } from './not-found-rewrite'

export type PublishedSlugs = { landingPages: ReadonlySet<string>; services: ReadonlySet<string> }

/** What the proxy does with a path: let it through, answer 400, or send it to the 404 page. */
export type Verdict = 'pass' | 'bad-request' | 'not-found'

const RESERVED: ReadonlySet<string> = new Set(RESERVED_SLUGS)

/** Whether the path is an address the proxy judges by slug (`/<slug>`, `/leistungen/<slug>`), and which. */
export function slugRoute(segments: readonly string[]): { kind: 'landingPage' | 'service'; slug: string } | null {
  const [first, second, ...rest] = segments
  if (first === undefined || rest.length > 0) return null
  if (second === undefined) {
    // Fixed pages and files have their own routes; a dot is never part of a slug (files, e.g. a verification file).
    if (first === '' || RESERVED.has(first) || first.includes('.')) return null
    return { kind: 'landingPage', slug: first }
  }
  if (first === 'leistungen' && second !== '' && !second.includes('.')) return { kind: 'service', slug: second }
  return null
}

/** Path segments as the routes see them (percent-decoded), or null for malformed percent-encoding. */
export function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent)
  } catch {
    return null
  }
}

/**
 * The proxy's decision. `slugs` is only read for slug routes (it may query the content source);
 * null there (content source unreachable) lets the request through to the route, as before.
 */
export async function verdict(pathname: string, slugs: () => Promise<PublishedSlugs | null>): Promise<Verdict> {
  const segments = decodeSegments(pathname)
  if (segments === null) return 'bad-request'
  const route = slugRoute(segments)
  if (!route) return 'pass'
  const published = await slugs()
  if (!published) return 'pass'
  const known = route.kind === 'service' ? published.services : published.landingPages
  return known.has(route.slug) ? 'pass' : 'not-found'
}
