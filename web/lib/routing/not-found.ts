import { isReservedPath, normalizePath, type Redirect } from '@shared/redirects'
import { RESERVED_JOB_POSTING_SLUGS, RESERVED_SLUGS } from '@shared/slugs'

export { NOT_FOUND_DESTINATION, NOT_FOUND_HEADER } from './not-found-rewrite'

export type PublishedSlugs = {
  landingPages: ReadonlySet<string>
  services: ReadonlySet<string>
  /** Job postings that are open (shown and not past „Gültig bis“) when the set was loaded. */
  jobPostings: ReadonlySet<string>
  /** Old addresses (normalised paths, shared/redirects.ts) with their collapsed destination. */
  redirects: ReadonlyMap<string, Redirect>
}

/** What the proxy does with a path: let it through, answer 400, send it to the 404 page, or redirect. */
export type Verdict = 'pass' | 'bad-request' | 'not-found' | { redirect: Redirect }

const RESERVED: ReadonlySet<string> = new Set(RESERVED_SLUGS)
const RESERVED_UNDER_CAREERS: ReadonlySet<string> = new Set(RESERVED_JOB_POSTING_SLUGS)

type SlugRoute = { kind: 'landingPage' | 'service' | 'jobPosting'; slug: string }

/** Whether the path is an address the proxy judges by slug (`/<slug>`, `/leistungen/<slug>`, `/karriere/<slug>`), and which. */
export function slugRoute(segments: readonly string[]): SlugRoute | null {
  const [first, second, ...rest] = segments
  if (first === undefined || rest.length > 0) return null
  if (second === undefined) {
    // Fixed pages and files have their own routes; a dot is never part of a slug (files, e.g. a verification file).
    if (first === '' || RESERVED.has(first) || first.includes('.')) return null
    return { kind: 'landingPage', slug: first }
  }
  if (second === '' || second.includes('.')) return null
  if (first === 'leistungen') return { kind: 'service', slug: second }
  // /karriere/bewerbung is the application's own page.
  if (first === 'karriere' && !RESERVED_UNDER_CAREERS.has(second)) return { kind: 'jobPosting', slug: second }
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
 * The proxy's decision. A redirect comes first (its source is never a live page); then slug routes.
 * `slugs` is not read for fixed pages and the site's machinery (no redirect may start there) unless
 * they are slug routes (it may query the content source); null (content source unreachable) lets the
 * request through to the route, as before.
 */
export async function verdict(pathname: string, slugs: () => Promise<PublishedSlugs | null>): Promise<Verdict> {
  const segments = decodeSegments(pathname)
  if (segments === null) return 'bad-request'
  const route = slugRoute(segments)
  const path = normalizePath(pathname)
  const mayRedirect = path !== null && !isReservedPath(path)
  if (!route && !mayRedirect) return 'pass'
  const published = await slugs()
  if (!published) return 'pass'
  const redirect = mayRedirect ? published.redirects.get(path) : undefined
  if (redirect) return { redirect }
  if (!route) return 'pass'
  const known = { landingPage: published.landingPages, service: published.services, jobPosting: published.jobPostings }
  return known[route.kind].has(route.slug) ? 'pass' : 'not-found'
}
