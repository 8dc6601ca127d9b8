import { STUDIO_BASE_PATH } from '@shared/sanity'
import { refererPath, safeRedirectPath } from '@/lib/http/redirect-path'

/** Where the Presentation tool names the page to open after enabling draft mode. */
const PREVIEW_PATHNAME_PARAM = 'sanity-preview-pathname'

/**
 * The enable request with its target path made safe. next-sanity redirects to the path
 * as its URL parser normalises it, so `/.//host` would leave the site (for anyone holding
 * a shared preview link); such a path becomes `/`.
 */
export function withSafePreviewPath(request: Request): Request {
  const url = new URL(request.url)
  const pathname = url.searchParams.get(PREVIEW_PATHNAME_PARAM)
  if (pathname === null) return request
  const safe = safeRedirectPath(pathname) ?? '/'
  if (safe === pathname) return request
  url.searchParams.set(PREVIEW_PATHNAME_PARAM, safe)
  return new Request(url, request)
}

/**
 * Where ending draft mode sends the browser: the `redirect` parameter when it is a safe
 * path (anything else goes to `/`); without one, the page the editor came from when it
 * is a page of this site, so "Vorschau beenden" shows the same page published.
 */
export function disableRedirectTarget(request: Request): string {
  const requested = new URL(request.url).searchParams.get('redirect')
  if (requested !== null) return safeRedirectPath(requested) ?? '/'
  const from = refererPath(request)
  if (!from || from.startsWith('/api/') || from.startsWith(STUDIO_BASE_PATH)) return '/'
  return from
}
