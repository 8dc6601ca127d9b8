/**
 * Whether a POST was sent by a page of another site (docs/security.md, fourth review, L2): a page
 * elsewhere could otherwise make its visitors' browsers submit enquiries here, each one a stored
 * submission, an office mail and a confirmation to the visitor. The model of Go's
 * CrossOriginProtection (net/http, 1.25): browsers say where a request comes from in
 * `Sec-Fetch-Site` (all current ones) or at least `Origin` (older ones); a request with neither does
 * not come from a browser, which cannot be made to send it for somebody else.
 */

/** `Sec-Fetch-Site` values of a request this site's own pages (or the visitor, typing) started. */
const OWN = new Set(['same-origin', 'none'])

/**
 * Why `request` must be refused as cross-site, or null. `ownOrigins` are this site's public origins
 * (SITE_URL); the Host the request was sent to counts as well, so a site reached by another name
 * (localhost, the e2e servers' 127.0.0.1) accepts its own pages' posts.
 */
export function crossSiteProblem(request: Request, ownOrigins: readonly string[]): string | null {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null)
    return OWN.has(fetchSite.trim().toLowerCase()) ? null : `Sec-Fetch-Site is "${fetchSite}", not same-origin.`
  const origin = request.headers.get('origin')
  if (origin === null) return null
  const host = request.headers.get('host') ?? new URL(request.url).host
  let sender: URL
  try {
    sender = new URL(origin)
  } catch {
    return `Origin "${origin}" is not an origin of this site.`
  }
  if (sender.host === host || ownOrigins.includes(sender.origin)) return null
  return `Origin "${origin}" is not an origin of this site.`
}
