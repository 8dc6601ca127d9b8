/**
 * Content-Security-Policy of the site and of the embedded Studio, as data. No imports: the
 * self-hosted server (server.mjs, plain Node with type stripping), proxy.ts and next.config.ts
 * all read it.
 *
 * Google hosts: web/lib/analytics.ts (tag, collect), consent-map.tsx (maps embed); the browser
 * tests route exactly these to a stand-in (tests/support/google-stand-in.ts, GOOGLE_HOSTS).
 */

export const CSP_REPORT_PATH = '/api/csp-report'
/** Next.js's draft-mode cookie (set by /api/draft-mode/enable). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** `Reporting-Endpoints` for `report-to csp` (Chromium); `report-uri` serves Firefox and Safari. */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`

export const GOOGLE_TAG = 'https://www.googletagmanager.com'
/**
 * Scripts only from the tag's path (gtag.js and what it loads below /gtag/): the whole host would
 * also allow any Tag Manager container (`/gtm.js?id=GTM-…`) an attacker chose.
 */
export const GOOGLE_TAG_SCRIPTS = `${GOOGLE_TAG}/gtag/`
export const GOOGLE_COLLECT = ['https://www.google-analytics.com', 'https://region1.google-analytics.com']
export const GOOGLE_MAPS = 'https://www.google.com'

type Directives = Record<string, readonly string[] | undefined>

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, readonly string[]] => entry[1] !== undefined)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ')
}

export type SitePolicyOptions = {
  /** Per-response sources for inline scripts ('sha256-…', 'nonce-…'); none: no inline script runs. */
  scriptSources?: readonly string[]
  /** The fallback where hashes cannot be computed (Vercel, static files): `'unsafe-inline'`. */
  unsafeInline?: boolean
  /** Load the Google tag's hosts (only when a measurement id is configured). */
  analytics?: boolean
  /**
   * An editor's preview (draft-mode cookie): Visual Editing's overlay (styled-components) adds
   * <style> elements at run time. Visitors never get this.
   */
  draftMode?: boolean
}

/** The visitors' pages. */
export function sitePolicy({
  scriptSources = [],
  unsafeInline = false,
  analytics = true,
  draftMode = false,
}: SitePolicyOptions = {}) {
  const tag = analytics ? [GOOGLE_TAG_SCRIPTS] : []
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(unsafeInline ? ["'unsafe-inline'"] : scriptSources), "'report-sample'", ...tag],
    // Tailwind is a file. next/image (fill, blur placeholder) and the slider write style="…" attributes.
    'style-src': ["'self'", ...(draftMode ? ["'unsafe-inline'"] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    // data: for next/image's blur placeholder (an SVG data URL inside a style attribute)
    'img-src': ["'self'", 'data:', ...(analytics ? [...GOOGLE_COLLECT, GOOGLE_TAG] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(analytics ? [...GOOGLE_COLLECT, GOOGLE_TAG] : [])],
    'frame-src': [GOOGLE_MAPS],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // The Studio's Presentation tool frames the site from the same origin.
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
  })
}

/**
 * The embedded Studio at /studio: Sanity's API and CDN hosts, styled-components, the dashboard bridge.
 * With `contentApi` (the local Content Lake's sources, shared/local-lake.ts) only those instead of
 * Sanity's hosts, so nothing the Studio loads comes from another host.
 */
export function studioPolicy({
  projectId,
  scriptSources,
  contentApi,
}: {
  projectId?: string
  scriptSources?: readonly string[]
  contentApi?: readonly string[]
} = {}) {
  const project =
    projectId && !contentApi
      ? [
          `https://${projectId}.api.sanity.io`,
          `wss://${projectId}.api.sanity.io`,
          `https://${projectId}.apicdn.sanity.io`,
        ]
      : []
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(scriptSources ?? ["'unsafe-inline'"]),
      "'report-sample'",
      ...(contentApi ? [] : ['https://core.sanity-cdn.com']),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(contentApi ?? [
        'https://cdn.sanity.io',
        'https://lh3.googleusercontent.com',
        'https://avatars.githubusercontent.com',
      ]),
    ],
    // Inter is served by the site itself (web/app/studio/[[...tool]]/studio-fonts.css).
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(contentApi ?? [
        'https://api.sanity.io',
        'wss://api.sanity.io',
        ...project,
        'https://cdn.sanity.io',
        'https://core.sanity-cdn.com',
      ]),
    ],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
  })
}

/** Responses that are never documents (JSON, images, scripts): nothing may run or be framed. */
export const NON_DOCUMENT_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
})
