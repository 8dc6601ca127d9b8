/**
 * Redirects, free of the Sanity package: the proxy (web/proxy.ts) builds its map with these
 * functions, and the Studio validates `redirect` documents and previous slugs with the same ones.
 * What a path and a destination may be: ./redirect-paths.ts.
 */
import {
  checkRedirectSource,
  type Destination,
  FIXED_PATHS,
  isReservedPath,
  normalizePath,
  parseDestination,
} from './redirect-paths'
import { ROUTES } from './routes'

/** The document types whose slug makes an address, and that address. */
export const ROUTED_DOCUMENTS = {
  service: ROUTES.service,
  page: ROUTES.landingPage,
  jobPosting: ROUTES.jobPosting,
} as const
export type RoutedType = keyof typeof ROUTED_DOCUMENTS

export function isRoutedType(type: string): type is RoutedType {
  return Object.hasOwn(ROUTED_DOCUMENTS, type)
}

/** A `redirect` document as the map needs it. */
export type RedirectDocument = {
  _id: string
  _updatedAt?: string | null
  source?: string | null
  destination?: string | null
  permanent?: boolean | null
}

/** A service, landing page or job posting with the slugs it had before. */
export type RoutedDocument = {
  _id: string
  _type: string
  _updatedAt?: string | null
  slug?: string | null
  previousSlugs?: readonly (string | null)[] | null
}

/** One collapsed redirect: where a source leads in one hop. */
export type Redirect = {
  /** A normalised path of the site, or an https URL without query and fragment. */
  destination: string
  /** The destinations' own query (without `?`); the request's query is appended to it. */
  query: string
  hash: string
  permanent: boolean
}

export type RedirectOrigin =
  | { kind: 'previousSlug'; documentId: string; path: string }
  | { kind: 'redirect'; documentId: string }

export type RedirectProblem =
  | { kind: 'invalid'; origin: RedirectOrigin; reason: string }
  | { kind: 'live-page'; origin: RedirectOrigin; source: string }
  | { kind: 'duplicate'; origin: RedirectOrigin; source: string; winner: RedirectOrigin }
  | { kind: 'loop'; origin: RedirectOrigin; source: string; chain: string[] }

type Rule = { source: string; destination: Destination; permanent: boolean; origin: RedirectOrigin; updatedAt: string }

/** The path of a routed document's slug, or null for a document without one. */
export function documentPath(type: string, slug: string | null | undefined): string | null {
  return slug && isRoutedType(type) ? ROUTED_DOCUMENTS[type](slug) : null
}

function previousSlugRules(documents: readonly RoutedDocument[], livePaths: ReadonlySet<string>): Rule[] {
  return documents.flatMap((document) => {
    const path = documentPath(document._type, document.slug)
    // Only a page that is live has an address to send its old ones to (not a closed job posting).
    if (!path || !livePaths.has(path)) return []
    return (document.previousSlugs ?? []).flatMap((slug) => {
      const source = normalizePath(documentPath(document._type, slug) ?? '')
      if (!source || source === path) return []
      return [
        {
          source,
          destination: { kind: 'internal' as const, path, query: '', hash: '' },
          permanent: true,
          origin: { kind: 'previousSlug' as const, documentId: document._id, path },
          updatedAt: document._updatedAt ?? '',
        },
      ]
    })
  })
}

/**
 * The redirect map: every source with its collapsed destination. Previous slugs come first (they
 * always lead to a live page), then redirect documents; of two rules for one source the one from a
 * previous slug, else the newer document wins. A source that is a live page or reserved is never
 * redirected (the page wins), and every rule whose chain runs into a loop is dropped. Each rule that
 * was not taken is reported as a problem (the Studio rejects them; the proxy logs them).
 */
export function buildRedirectMap({
  livePaths,
  documents,
  redirects,
}: {
  /** Every path that a page answers: fixed pages plus the current paths of published documents. */
  livePaths: ReadonlySet<string>
  documents: readonly RoutedDocument[]
  redirects: readonly RedirectDocument[]
}): { redirects: Map<string, Redirect>; problems: RedirectProblem[] } {
  const problems: RedirectProblem[] = []
  const candidates: Rule[] = previousSlugRules(documents, livePaths)
  for (const document of redirects) {
    const origin = { kind: 'redirect' as const, documentId: document._id }
    const sourceCheck = checkRedirectSource(document.source)
    const destination = parseDestination(document.destination)
    if (sourceCheck !== true || typeof destination === 'string') {
      problems.push({ kind: 'invalid', origin, reason: sourceCheck === true ? String(destination) : sourceCheck })
      continue
    }
    candidates.push({
      source: document.source?.trim() ?? '',
      destination,
      permanent: document.permanent !== false,
      origin,
      updatedAt: document._updatedAt ?? '',
    })
  }
  const rank = (rule: Rule) => (rule.origin.kind === 'previousSlug' ? 0 : 1)
  candidates.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.updatedAt.localeCompare(a.updatedAt) ||
      a.origin.documentId.localeCompare(b.origin.documentId),
  )

  const rules = new Map<string, Rule>()
  for (const rule of candidates) {
    const taken = rules.get(rule.source)
    if (livePaths.has(rule.source) || isReservedPath(rule.source))
      problems.push({ kind: 'live-page', origin: rule.origin, source: rule.source })
    else if (taken) problems.push({ kind: 'duplicate', origin: rule.origin, source: rule.source, winner: taken.origin })
    else rules.set(rule.source, rule)
  }

  const map = new Map<string, Redirect>()
  for (const [source, first] of rules) {
    const chain = [source]
    const queries: string[] = []
    let hash = ''
    let permanent = true
    let rule = first
    let result: Redirect | null = null
    for (;;) {
      permanent &&= rule.permanent
      const { destination } = rule
      if (destination.query) queries.unshift(destination.query)
      if (destination.hash) hash = destination.hash
      const next = destination.kind === 'internal' ? rules.get(destination.path) : undefined
      if (!next) {
        result = {
          destination: destination.kind === 'internal' ? destination.path : destination.base,
          query: queries.join('&'),
          hash,
          permanent,
        }
        break
      }
      const looped = chain.includes(next.source)
      chain.push(next.source)
      if (looped) break
      rule = next
    }
    if (result) map.set(source, result)
    else problems.push({ kind: 'loop', origin: first.origin, source, chain })
  }
  return { redirects: map, problems }
}

/** The Location of a redirect for a request with `search` (`?a=1` or ''): the request's query is kept. */
export function redirectLocation(redirect: Redirect, search: string): string {
  const query = [redirect.query, search.replace(/^\?/, '')].filter(Boolean).join('&')
  return `${redirect.destination}${query ? `?${query}` : ''}${redirect.hash ? `#${redirect.hash}` : ''}`
}

/** The live paths of the fixed pages plus the given documents' current paths. */
export function livePathsOf(documents: readonly { _type: string; slug?: string | null }[]): Set<string> {
  const paths = new Set(FIXED_PATHS)
  for (const document of documents) {
    const path = documentPath(document._type, document.slug)
    if (path) paths.add(path)
  }
  return paths
}

/**
 * `previousSlugs` after publishing `draftSlug` over `publishedSlug`, or null when nothing changes:
 * the published slug is added (the old address now redirects), the new one removed (renamed back).
 */
export function nextPreviousSlugs(
  previousSlugs: readonly (string | null)[] | null | undefined,
  publishedSlug: string | null | undefined,
  draftSlug: string | null | undefined,
): string[] | null {
  if (!publishedSlug || !draftSlug || publishedSlug === draftSlug) return null
  const kept = (previousSlugs ?? []).filter(
    (slug): slug is string => Boolean(slug) && slug !== draftSlug && slug !== publishedSlug,
  )
  return [...kept, publishedSlug]
}

/** The German explanation of a problem with a redirect document, for the Studio. */
export function describeProblem(problem: RedirectProblem): string {
  switch (problem.kind) {
    case 'invalid':
      return problem.reason
    case 'live-page':
      return `Unter ${problem.source} gibt es eine Seite. Eine Weiterleitung von dort würde sie verdecken; bitte die Seite umbenennen oder eine andere alte Adresse wählen.`
    case 'duplicate':
      return problem.winner.kind === 'previousSlug'
        ? `${problem.source} leitet schon automatisch auf ${problem.winner.path} weiter (eine frühere Adresse dieser Seite, Feld „Frühere Adressen“).`
        : `Für ${problem.source} gibt es schon eine Weiterleitung. Bitte jene ändern statt eine zweite anzulegen.`
    case 'loop':
      return `Diese Weiterleitung ergibt eine Schleife: ${problem.chain.join(' → ')}. Besucher kämen nie an.`
  }
}

/**
 * The Studio's verdict on one redirect document among the published content: its first problem in
 * German, or true. The document loses every tie (the one already there stays), and `others` must not
 * contain it (neither its draft nor its published version).
 */
export function checkRedirectDocument(
  current: RedirectDocument,
  content: {
    livePaths: ReadonlySet<string>
    documents: readonly RoutedDocument[]
    others: readonly RedirectDocument[]
  },
): true | string {
  const { problems } = buildRedirectMap({
    livePaths: content.livePaths,
    documents: content.documents,
    redirects: [...content.others, { ...current, _updatedAt: '' }],
  })
  const own = problems.find((problem) => problem.origin.documentId === current._id)
  return own ? describeProblem(own) : true
}
