import { FIXED_PAGE_TYPES } from '@shared/documents'
import { buildRedirectMap, livePathsOf, type RedirectProblem } from '@shared/redirects'
import { checkLandingPageSlug } from '@shared/slugs'
import { runtime } from '@/hosting/runtime.ts'
import { createContentReaders, type QueryReader } from '@/lib/content/readers'
import { closesAt, germanDate } from '@/lib/job-postings/dates'
import { runQuery } from '@/lib/sanity/fetch'
import { TAGS } from '@/lib/sanity/tags'
import type { PublishedSlugs } from './not-found'

/**
 * The published slugs of landing pages, services and open job postings, and the redirect map made from
 * them, the previous slugs and the redirect documents (shared/redirects.ts), for web/proxy.ts. The proxy cannot use
 * `'use cache'` (Next.js refuses it outside App Router renders), so it keeps the set in memory, loaded
 * with the uncached `runQuery`, and asks freshness (web/hosting/freshness.ts) as the caches do: the set
 * is loaded again once the webhook expired one of its types' tags on any instance (a page, a service or
 * a job posting new, renamed, hidden, deleted or given another date; a redirect; a document with a share
 * picture), and at the midnight, German time, at which a job posting may close.
 */

/** The types whose documents make addresses, redirects or share pictures: a change to another keeps the set. */
const SLUG_TYPES = ['page', 'service', 'jobPosting', 'redirect', 'legalPage', ...FIXED_PAGE_TYPES]
const SLUG_TAGS = SLUG_TYPES.map((type) => TAGS.type(type))

/**
 * The documents that may have a share picture (/og-image/<id>.jpg): every published document of a type
 * with a page. A superset of the indexable pages the route draws (web/app/og-image), so the proxy never
 * refuses a real one; an id outside it would be rendered and stored per request.
 */
const SHARE_IMAGE_DOCUMENTS_QUERY = `*[_type in [${[...FIXED_PAGE_TYPES, 'service', 'page', 'jobPosting', 'legalPage']
  .map((type) => JSON.stringify(type))
  .join(', ')}]]._id`

let loggedProblems = ''

/** Redirects the map had to leave out, logged when they change (the Studio rejects them, the API does not). */
function logProblems(problems: RedirectProblem[]): void {
  const text = problems
    .map((problem) => `${problem.kind} ${'source' in problem ? problem.source : ''} (${problem.origin.documentId})`)
    .join('; ')
  if (text && text !== loggedProblems) console.warn(`[proxy] redirects ignored: ${text}`)
  loggedProblems = text
}

/** The set as `read` (the uncached `runQuery` unless a test passes its own) finds it at `now`. */
export async function loadPublishedSlugs(
  now: Date = new Date(),
  read: QueryReader = runQuery,
): Promise<PublishedSlugs> {
  const readers = createContentReaders(read)
  const [landingPageSlugs, serviceSlugs, jobPostingSlugs, rules, shareImageIds] = await Promise.all([
    readers.getLandingPageSlugs(),
    readers.getServiceSlugs(),
    readers.getOpenJobPostingSlugs(germanDate(now)),
    readers.getRedirectRules(),
    read({ query: SHARE_IMAGE_DOCUMENTS_QUERY }) as Promise<unknown>,
  ])
  // The same filter as generateStaticParams of /[slug]: a reserved or malformed slug is never a landing page.
  const landingPages = landingPageSlugs.filter(
    (slug): slug is string => checkLandingPageSlug(slug ?? undefined) === true,
  )
  const services = serviceSlugs.filter((slug): slug is string => Boolean(slug))
  const jobPostings = jobPostingSlugs.filter((slug): slug is string => Boolean(slug))
  const livePaths = livePathsOf([
    ...landingPages.map((slug) => ({ _type: 'page', slug })),
    ...services.map((slug) => ({ _type: 'service', slug })),
    ...jobPostings.map((slug) => ({ _type: 'jobPosting', slug })),
  ])
  const { redirects, problems } = buildRedirectMap({
    livePaths,
    documents: rules.documents,
    redirects: rules.redirects,
  })
  logProblems(problems)
  return {
    landingPages: new Set(landingPages),
    services: new Set(services),
    jobPostings: new Set(jobPostings),
    redirects,
    shareImages: new Set([
      ...(Array.isArray(shareImageIds) ? shareImageIds.filter((id): id is string => typeof id === 'string') : []),
      'siteSettings',
    ]),
  }
}

let cached: { loadedAt: number; validUntil: number; slugs: Promise<PublishedSlugs> } | null = null

/** Until when a set loaded at `now` holds without word from freshness: a posting may close at midnight. */
function validUntil(now: number): number {
  const { unannouncedChangesMs } = runtime().freshness
  const midnight = closesAt(germanDate(new Date(now))).getTime()
  return unannouncedChangesMs === null ? midnight : Math.min(midnight, now + unannouncedChangesMs)
}

/**
 * The current set, or null when the content source cannot be read (the proxy then lets the request
 * through and the route answers as it always did). Concurrent requests share one load.
 */
export async function publishedSlugs(
  load: () => Promise<PublishedSlugs> = loadPublishedSlugs,
  now: number = Date.now(),
): Promise<PublishedSlugs | null> {
  const seen = cached
  const stale = !seen || now >= seen.validUntil || (await runtime().freshness.changedSince(SLUG_TAGS, seen.loadedAt))
  // Another request may have loaded the set again meanwhile: then its load is shared.
  if (!cached || (stale && cached === seen)) {
    const entry = { loadedAt: now, validUntil: validUntil(now), slugs: load() }
    cached = entry
    entry.slugs.catch(() => {
      if (cached === entry) cached = null
    })
  }
  try {
    return await cached.slugs
  } catch (error) {
    console.error(`[proxy] published slugs unavailable, letting the request through: ${String(error)}`)
    return null
  }
}

/** For tests: forget the loaded set. */
export function resetPublishedSlugs(): void {
  cached = null
}
