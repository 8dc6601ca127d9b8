import { type Redirect, redirectLocation } from '@shared/redirects'
import { type NextRequest, NextResponse } from 'next/server'

/** How long a browser may keep a permanent redirect: long enough to save a request, short enough to correct a mistake. */
const PERMANENT_BROWSER_CACHE_SECONDS = 3600

/**
 * The answer to an old address: 308 (permanent) or 307 (temporary), which keep the method and body
 * unlike 301/302, with the request's query string appended to the destination's. Only the browser may
 * keep it (`private`): a shared cache in front of the site must ask again, so a changed or deleted
 * redirect takes effect on the next request.
 */
export function redirectResponse(redirect: Redirect, request: NextRequest): NextResponse {
  const location = new URL(redirectLocation(redirect, request.nextUrl.search), request.nextUrl.origin)
  return NextResponse.redirect(location, {
    status: redirect.permanent ? 308 : 307,
    headers: {
      'Cache-Control': redirect.permanent ? `private, max-age=${PERMANENT_BROWSER_CACHE_SECONDS}` : 'no-store',
    },
  })
}
