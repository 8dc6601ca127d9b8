/**
 * The security headers of every response, as next.config.ts headers() rules (docs/security.md).
 * Only a relative import: next.config.ts loads this before the app's path aliases exist.
 *
 * HSTS is not here: it is set at run time by server.mjs (HSTS=off where a proxy sets its own), and
 * on Vercel by the platform. headers() is fixed at build time, a switch there would need a rebuild.
 */
import { DRAFT_MODE_COOKIE, NON_DOCUMENT_POLICY, REPORTING_ENDPOINTS, sitePolicy, studioPolicy } from './policy'

type Header = { key: string; value: string }
type HeaderRule = { source: string; has?: { type: 'cookie'; key: string }[]; headers: Header[] }

/**
 * Every powerful feature is denied: the site uses none (the map is an iframe without `allow`).
 * Only names Chromium knows: an unknown one is a console error on every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'clipboard-read',
  'clipboard-write',
] as const

/** The Studio copies document links and ids and shows images full screen. */
const STUDIO_FEATURES: Partial<Record<(typeof DENIED_FEATURES)[number], string>> = {
  'clipboard-read': '(self)',
  'clipboard-write': '(self)',
  fullscreen: '(self)',
}

export function permissionsPolicy(allowed: Partial<Record<string, string>> = {}): string {
  return DENIED_FEATURES.map((feature) => `${feature}=${allowed[feature] ?? '()'}`).join(', ')
}

/**
 * What `next dev` needs on top of a policy: React's development build and Next's dev overlay
 * evaluate code (`eval` for server component stack frames and source maps), the overlay and dev
 * tools add <style> elements (about 33 per page), and Fast Refresh keeps a WebSocket to the dev
 * server (`/_next/webpack-hmr` on the page's own host and port; 'self' covers it in current
 * browsers, the two loopback names spell it out for the others). Never in a production build.
 */
const DEVELOPMENT_SOURCES: Record<string, readonly string[]> = {
  'script-src': ["'unsafe-eval'"],
  'style-src': ["'unsafe-inline'"],
  'connect-src': ["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*'],
}

export function forDevelopment(policy: string): string {
  return policy
    .split(';')
    .map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      const added = (DEVELOPMENT_SOURCES[name] ?? []).filter((source) => !sources.includes(source))
      return [name, ...sources, ...added].join(' ')
    })
    .join('; ')
}

export function securityHeaderRules({
  analytics,
  projectId,
  contentApi,
  uploadsPolicy,
  development = false,
}: {
  /** A GA4 measurement id is configured: the policy lists Google's tag and collect hosts. */
  analytics: boolean
  projectId: string
  /**
   * The policy of uploaded files (shared/uploaded-images.ts), for the local Content Lake's pictures at
   * /images/… and files at /files/…: no script, whatever the bytes. A route handler's own policy would be replaced by the
   * site's here, which allows inline script.
   */
  uploadsPolicy: string
  /** The Studio's content API in place of Sanity's hosts (studioPolicy; server.mjs sets the Studio's policy itself). */
  contentApi?: readonly string[]
  /** `next dev` (NODE_ENV=development): the policies with what the dev server needs (forDevelopment). */
  development?: boolean
}): HeaderRule[] {
  const csp = (value: string): Header => ({
    key: 'Content-Security-Policy',
    value: development ? forDevelopment(value) : value,
  })
  const everywhere: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    // No other site's window keeps a handle on ours (window.opener), and ours none on theirs.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Our files are for our pages: another site cannot embed them (a search engine's or a chat
    // app's link preview fetches from a server, where this does not apply).
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
    { key: 'Reporting-Endpoints', value: REPORTING_ENDPOINTS },
    // server.mjs replaces it on HTML documents by the policy with the hashes of their inline
    // scripts; where no server.mjs runs (Vercel), inline scripts need 'unsafe-inline'.
    csp(sitePolicy({ unsafeInline: true, analytics })),
  ]
  const studio: Header[] = [
    csp(studioPolicy({ projectId, contentApi })),
    { key: 'Permissions-Policy', value: permissionsPolicy(STUDIO_FEATURES) },
    // Signing in to Sanity opens the provider's window, which must be able to report back.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ]
  // Answers that are never HTML documents: nothing may run, load or frame them, whatever a cookie says.
  // The self-hosted server gives every non-HTML answer this policy at run time (web/server/documents.ts);
  // these rules are what Vercel, which runs no server of ours, sends. (/_next/image sends Next's own
  // sandbox policy for optimised images.)
  const nonDocuments = [
    '/sitemap.xml',
    '/robots.txt',
    '/icon.svg',
    '/apple-icon.png',
    '/favicon.ico',
    '/og-image/:path*',
    '/dataset-assets/:path*',
    '/api/health',
    '/api/health/:path*',
    '/api/revalidate',
    '/api/csp-report',
  ].map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_POLICY }] }))
  // Later rules override earlier ones for the same header.
  return [
    { source: '/:path*', headers: everywhere },
    // An editor's preview: Visual Editing adds <style> elements.
    {
      source: '/:path*',
      has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: [csp(sitePolicy({ unsafeInline: true, analytics, draftMode: true }))],
    },
    { source: '/studio', headers: studio },
    { source: '/studio/:path*', headers: studio },
    ...nonDocuments,
    // Last: no cookie's rule may loosen it. Not a page, so the same in development.
    { source: '/images/:path*', headers: [{ key: 'Content-Security-Policy', value: uploadsPolicy }] },
    { source: '/files/:path*', headers: [{ key: 'Content-Security-Policy', value: uploadsPolicy }] },
  ]
}
