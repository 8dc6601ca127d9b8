/**
 * Paths the server may send a browser to (Location headers, links back): only
 * paths of this site, never another host, whatever a query parameter or the
 * Referer says.
 */

/** Control characters and spaces must never reach a Location header (header splitting, hidden prefixes). */
function hasControlOrSpace(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code <= 0x20 || code === 0x7f) return true
  }
  return false
}

/** `//host` and its browser variant `/\host` are protocol-relative: another site. */
function isSameOriginPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
}

/**
 * The value as a same-origin path, or null. Accepts only a relative path starting
 * with a single `/`, without spaces, control characters or backslashes, and checks it
 * again after normalisation: `/.//host` and `/a/..//host` become `//host`.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !isSameOriginPath(value) || hasControlOrSpace(value) || value.includes('\\')) return null
  const base = 'http://same-origin.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === base && isSameOriginPath(path) ? path : null
}

/** The path of the page of this site the request came from (its Referer), or null. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  let from: URL
  try {
    from = new URL(referer)
  } catch {
    return null
  }
  if (from.origin !== new URL(request.url).origin) return null
  return safeRedirectPath(`${from.pathname}${from.search}${from.hash}`)
}
