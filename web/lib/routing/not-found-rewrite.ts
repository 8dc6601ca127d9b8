/* No imports: next.config.ts loads this file, and its loader does not resolve the path aliases. */

/**
 * Unknown slugs answered before any page renders (web/proxy.ts).
 *
 * With Cache Components a dynamic route renders every unknown value on request and stores the
 * rendered 404 under its own path in the ISR cache on disk (`.next/server/route-cache/…`, ~140 KB
 * each, never evicted), and that 404 is an empty error document React fills in the browser. The
 * proxy knows the published slugs and sends an unknown one to a path no route matches instead:
 * Next.js serves its one prerendered 404 page there (app/global-not-found.tsx: title, lang="de", header,
 * footer, CMS texts, no JavaScript needed), with status 404 and `Cache-Control: no-store`, and
 * writes nothing.
 *
 * The proxy does not rewrite itself: `NextResponse.rewrite()` needs an absolute URL, and under
 * `next start -H <host>` Next.js treats a rewrite to `localhost` as an external one and proxies it
 * over HTTP (vercel/next.js#94745). It sets a request header instead, and a `beforeFiles` rewrite
 * in next.config.ts (`notFoundRewrites`) sends requests carrying it to NOT_FOUND_DESTINATION.
 */
export const NOT_FOUND_HEADER = 'x-glanzwerk-not-found'

/** Folders starting with `_` are private in the App Router, so no route can ever match this path. */
export const NOT_FOUND_DESTINATION = '/_404/_404'

/**
 * The addresses the proxy judges by slug or id (its matcher also covers files, which it only checks
 * for malformed encoding). Only these are rewritten, so a visitor who sends the header elsewhere gets
 * nothing but the page they asked for.
 */
export const SLUG_ROUTE_SOURCES = ['/:slug', '/leistungen/:service', '/karriere/:posting', '/og-image/:file'] as const

/** The rewrites for next.config.ts; the proxy sets or removes the header on every request it sees. */
export function notFoundRewrites() {
  return SLUG_ROUTE_SOURCES.map((source) => ({
    source,
    has: [{ type: 'header' as const, key: NOT_FOUND_HEADER }],
    destination: NOT_FOUND_DESTINATION,
  }))
}
