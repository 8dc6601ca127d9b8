import { FIXED_PAGE_TYPES } from '@shared/documents'
import { buildRedirectMap, livePathsOf, type RedirectProblem } from '@shared/redirects'
import { checkLandingPageSlug } from '@shared/slugs'
import { sharedVersion } from '@/hosting/freshness.ts'
import { createContentReaders, type QueryReader } from '@/lib/content/readers'
import { germanDate } from '@/lib/job-postings/dates'
import { runQuery } from '@/lib/sanity/fetch'
import type { PublishedSlugs } from './not-found'

/**
 * The published slugs of landing pages, services and open job postings, and the redirect map made from
 * them, the previous slugs and the redirect documents (shared/redirects.ts), for web/proxy.ts. The proxy cannot use
 * `'use cache'` (Next.js refuses it outside App Router renders), so it keeps the set in memory:
 * loaded with the uncached `runQuery`, reloaded when the publishing webhook reports a change
 * (`invalidatePublishedSlugs`, same process) and at the latest after MAX_AGE_MS (deployments where
 * the webhook reaches another process: several instances, serverless; a job posting that closed).
 *
 * The webhook route and the proxy are separate bundles with separate module state; they share
 * only `globalThis`, hence the generation counter under a global symbol.
 */
export const MAX_AGE_MS = process.env.NODE_ENV === 'development' ? 1_000 : 60_000

const GENERATION = Symbol.for('glanzwerk.publishedSlugs.generation')
type Shared = { [GENERATION]?: number }

function generation(): number {
  return (globalThis as Shared)[GENERATION] ?? 0
}

/** The document types that make addresses or redirects: only a change to one of them changes the set. */
const ROUTED_TYPES: ReadonlySet<string> = new Set(['page', 'service', 'jobPosting', 'redirect'])

/**
 * Called by the publishing webhook after it expired the tags: when the changed document is a page,
 * a service or a job posting (new, renamed, hidden, deleted, its date changed) or a redirect, the next
 * proxied request reloads; other changes keep the set. A posting that closes by date is dropped by the
 * reload after MAX_AGE_MS.
 */
export function invalidatePublishedSlugs(documentType: string): void {
  if (ROUTED_TYPES.has(documentType)) (globalThis as Shared)[GENERATION] = generation() + 1
}

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

let cached: { generation: string; loadedAt: number; slugs: Promise<PublishedSlugs> } | null = null

/**
 * The current set, or null when the content source cannot be read (the proxy then lets the request
 * through and the route answers as it always did). Concurrent requests share one load.
 */
export async function publishedSlugs(
  load: () => Promise<PublishedSlugs> = loadPublishedSlugs,
  now: number = Date.now(),
): Promise<PublishedSlugs | null> {
  // Several instances (REDIS_URL): a publish on another instance changes the shared tags version.
  const current = `${generation()}:${(await sharedVersion()) ?? ''}`
  if (!cached || cached.generation !== current || now - cached.loadedAt >= MAX_AGE_MS) {
    const entry = { generation: current, loadedAt: now, slugs: load() }
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
