/**
 * The addresses of redirects, free of the Sanity package: whether a path can be the old address of a
 * redirect and what a destination is. The proxy's map (./redirects.ts), the 404 page and the Studio's
 * validation use the same functions.
 *
 * Paths are compared percent-decoded, without empty segments and without a trailing slash:
 * `/Alte%20Seite/` and `/Alte Seite` are the same source.
 */
import { ROUTES } from './routes'
import { RESERVED_SLUGS } from './slugs'

/** First segments that belong to the site's machinery: never a page, never a redirect source. */
const MACHINERY: ReadonlySet<string> = new Set(['studio', 'api', 'dataset-assets'])

/** The pages that exist without content: fixed pages and the files at the root (sitemap.xml, icons …). */
export const FIXED_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(ROUTES).flatMap((value) => (typeof value === 'string' ? [value] : [])),
  ...RESERVED_SLUGS.map((slug) => `/${slug}`),
])

/** Whether `text` has a control character: URL parsers drop tabs and newlines, so `/\t/host` would become `//host`. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * A path as the comparison uses it (decoded, no empty segments, no trailing slash), or null when it
 * cannot be one: not starting with `/`, a query or fragment in it, `.`/`..` segments (browsers resolve
 * them before they send a request, so no request could match), control characters, malformed
 * percent-encoding.
 */
export function normalizePath(input: string): string | null {
  const path = input.trim()
  if (!path.startsWith('/') || path.includes('?') || path.includes('#')) return null
  try {
    const segments = path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment))
    if (
      segments.some((segment) => segment === '.' || segment === '..' || segment === '' || hasControlCharacter(segment))
    )
      return null
    return `/${segments.join('/')}`
  } catch {
    return null
  }
}

/** Whether a (normalised) path belongs to the machinery or is a fixed page: no redirect may start there. */
export function isReservedPath(path: string): boolean {
  const first = path.split('/')[1] ?? ''
  return FIXED_PATHS.has(path) || MACHINERY.has(first) || first.startsWith('_')
}

/** Why `source` cannot be the old address of a redirect, or true. Live pages are checked apart (they need the content). */
export function checkRedirectSource(source: string | null | undefined): true | string {
  const value = source?.trim() ?? ''
  if (!value) return 'Bitte die alte Adresse eingeben, z. B. /glasreinigung.html.'
  if (/^[a-z][a-z0-9+.-]*:/i.test(value))
    return 'Nur den Pfad ohne Domain eingeben, z. B. /glasreinigung.html statt https://www.beispiel.de/glasreinigung.html.'
  if (!value.startsWith('/')) return 'Die alte Adresse beginnt mit „/“, z. B. /glasreinigung.html.'
  if (value.includes('?') || value.includes('#'))
    return 'Bitte ohne „?…“ und „#…“: Die Weiterleitung gilt für die Adresse mit jeder Abfrage und gibt die Abfrage an das Ziel weiter.'
  const normalized = normalizePath(value)
  if (normalized === null)
    return 'Die Adresse enthält „.“ oder „..“ als Abschnitt, ein Steuerzeichen oder eine ungültige %-Kodierung.'
  if (normalized !== source) return `Bitte so schreiben: ${normalized}`
  if (isReservedPath(normalized))
    return `${normalized} ist eine feste Seite oder gehört zur Technik der Website und kann nicht weitergeleitet werden.`
  return true
}

export type Destination =
  | { kind: 'internal'; path: string; query: string; hash: string }
  | { kind: 'external'; base: string; query: string; hash: string }

/** A destination split into its parts, or why it is none (German, for the Studio). */
export function parseDestination(destination: string | null | undefined): Destination | string {
  const value = destination?.trim() ?? ''
  if (!value)
    return 'Bitte das Ziel eingeben: eine Adresse der Website wie /leistungen/glas-fensterreinigung oder eine vollständige Adresse wie https://…'
  if (value.startsWith('//') || value.startsWith('/\\'))
    return 'Eine Adresse der Website beginnt mit genau einem „/“, eine andere Website mit https://.'
  if (value.startsWith('/')) {
    const hashAt = value.indexOf('#')
    const beforeHash = hashAt < 0 ? value : value.slice(0, hashAt)
    const hash = hashAt < 0 ? '' : value.slice(hashAt + 1)
    const queryAt = beforeHash.indexOf('?')
    const rawPath = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)
    const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1)
    const path = normalizePath(rawPath)
    if (path === null)
      return 'Das Ziel enthält „.“ oder „..“ als Abschnitt, ein Steuerzeichen oder eine ungültige %-Kodierung.'
    if (path !== rawPath) return `Bitte so schreiben: ${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
    return { kind: 'internal', path, query, hash }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Kein gültiges Ziel: eine Adresse der Website beginnt mit „/“, eine andere Website mit https://.'
  }
  if (url.protocol !== 'https:' || !url.hostname)
    return 'Andere Websites bitte mit https:// angeben (unverschlüsselte Adressen und andere Protokolle sind nicht erlaubt).'
  return {
    kind: 'external',
    base: `${url.origin}${url.pathname}`,
    query: url.search.slice(1),
    hash: url.hash.slice(1),
  }
}

/** Why `destination` cannot be the target of a redirect, or true. */
export function checkRedirectDestination(destination: string | null | undefined): true | string {
  const parsed = parseDestination(destination)
  return typeof parsed === 'string' ? parsed : true
}
