/* No imports: next.config.ts loads this file, and its loader does not resolve the path aliases. */

/** Where the key file's requests go; the route answers only for the configured key. */
export const INDEXNOW_KEY_ROUTE = '/indexnow-key'

/**
 * `/<key>.txt` at the root, where IndexNow looks for the key file (a key is 8–128 letters, digits
 * and dashes: INDEXNOW_KEY_PATTERN in web/hosting/publishing-settings.ts). A rewrite rather than a
 * route: a dynamic segment beside `/[slug]` is not allowed, and the key is only known at run time.
 * It comes before the not-found rewrites, which would otherwise send it to the 404 page.
 */
export function indexNowKeyRewrites() {
  return [{ source: '/:file([A-Za-z0-9-]{8,128}\\.txt)', destination: `${INDEXNOW_KEY_ROUTE}/:file` }]
}
