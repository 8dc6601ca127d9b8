import { isReservedPath, normalizePath } from '@shared/redirect-paths'
import type { Redirect } from '@shared/redirects'
import { RESERVED_JOB_POSTING_SLUGS, RESERVED_SLUGS } from '@shared/slugs'
import { isPublicFile } from './public-files'

export { NOT_FOUND_DESTINATION, NOT_FOUND_HEADER } from './not-found-rewrite'

export type PublishedSlugs = {
  landingPages: ReadonlySet<string>
  services: ReadonlySet<string>
  /** Job postings that are open (shown and not past „Gültig bis“) when the set was loaded. */
  jobPostings: ReadonlySet<string>
  /** Old addresses (normalised paths, shared/redirects.ts) with their collapsed destination. */
  redirects: ReadonlyMap<string, Redirect>
  /**
   * Ids that may have a share picture (`/og-image/<id>.jpg`): the published documents of the types with
   * a page, and the settings. A superset of what the route draws, bounded by the dataset. Without it,
   * share pictures are not judged.
   */
  shareImages?: ReadonlySet<string>
}

/** What the proxy does with a path: let it through, answer 400, send it to the 404 page, or redirect. */
export type Verdict = 'pass' | 'bad-request' | 'not-found' | { redirect: Redirect }

const RESERVED: ReadonlySet<string> = new Set(RESERVED_SLUGS)
const RESERVED_UNDER_CAREERS: ReadonlySet<string> = new Set(RESERVED_JOB_POSTING_SLUGS)

type SlugRoute = { kind: 'landingPage' | 'service' | 'jobPosting' | 'shareImage'; slug: string }

/** `/og-image/<id>.jpg` (web/app/og-image): the ids the route accepts. */
const SHARE_IMAGE_FILE = /^([A-Za-z0-9_-]{1,128})\.jpg$/

/**
 * Whether the path is an address the proxy judges by slug (`/<slug>`, `/leistungen/<slug>`,
 * `/karriere/<slug>`, `/og-image/<id>.jpg`), and which.
 */
export function slugRoute(segments: readonly string[]): SlugRoute | null {
  const [first, second, ...rest] = segments
  if (first === undefined || rest.length > 0) return null
  if (second === undefined) {
    // Fixed pages and the site's files (robots.txt, favicon.ico, …) have their own routes. Any other name
    // is judged as a slug, also with a dot (`/x.html`, `/.env`): no slug has one, so it is unknown, and
    // the route would render and store a 404 for each such name (docs/security.md). Files of web/public
    // pass in verdict().
    if (first === '' || RESERVED.has(first)) return null
    return { kind: 'landingPage', slug: first }
  }
  if (second === '') return null
  if (first === 'leistungen') return { kind: 'service', slug: second }
  // /karriere/bewerbung is the application's own page.
  if (first === 'karriere' && !RESERVED_UNDER_CAREERS.has(second)) return { kind: 'jobPosting', slug: second }
  // Each unknown id would be rendered and stored by the route (two files, and in Redis); with Cache
  // Components the route cannot refuse unknown params itself (no `dynamicParams = false`).
  if (first === 'og-image') return { kind: 'shareImage', slug: second }
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
export async function verdict(
  pathname: string,
  slugs: () => Promise<PublishedSlugs | null>,
  publicFile: (path: string) => boolean = isPublicFile,
): Promise<Verdict> {
  const segments = decodeSegments(pathname)
  if (segments === null) return 'bad-request'
  const route = slugRoute(segments)
  // A file of web/public is served after the proxy's rewrites: never a redirect source or a 404.
  if (route && publicFile(`/${segments.join('/')}`)) return 'pass'
  const path = normalizePath(pathname)
  const mayRedirect = path !== null && !isReservedPath(path)
  if (!route && !mayRedirect) return 'pass'
  const published = await slugs()
  if (!published) return 'pass'
  const redirect = mayRedirect ? published.redirects.get(path) : undefined
  if (redirect) return { redirect }
  if (!route) return 'pass'
  if (route.kind === 'shareImage') {
    if (!published.shareImages) return 'pass'
    const id = SHARE_IMAGE_FILE.exec(route.slug)?.[1]
    return id !== undefined && published.shareImages.has(id) ? 'pass' : 'not-found'
  }
  const known = { landingPage: published.landingPages, service: published.services, jobPosting: published.jobPostings }
  return known[route.kind].has(route.slug) ? 'pass' : 'not-found'
}
