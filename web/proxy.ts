import { type NextRequest, NextResponse } from 'next/server'
import { DRAFT_MODE_COOKIE, previewModeId } from '@/hosting/next-internals.ts'
import { settings } from '@/hosting/runtime.ts'
import { NOT_FOUND_HEADER, verdict } from '@/lib/routing/not-found'
import { publishedSlugs } from '@/lib/routing/published-slugs'
import { redirectResponse } from '@/lib/routing/redirects'

/**
 * Redirects old addresses (redirect documents and previous slugs, shared/redirects.ts), answers
 * unknown slugs with the prerendered 404 page and malformed addresses with 400, before a route
 * renders (web/lib/routing/not-found.ts explains why). Everything else passes untouched.
 * /api is outside the matcher: a proxy in front of a route makes Next.js buffer the request body.
 */
export const config = {
  // Every path but /api and Next's own files: a redirect's old address may have any shape (an address of
  // the previous website). Fixed pages pass without a look at the content (verdict). A literal: Next.js
  // reads it at build time.
  matcher: ['/((?!api/|api$|_next/).*)'],
}

let buildPreviewId: string | null | undefined
/**
 * Draft mode (an editor previewing a page that was never published) must reach the route. The
 * proxy cannot use draftMode() (Next.js gives proxies no preview key), so it compares the cookie
 * with the build's preview id itself; a forged cookie gets no special treatment.
 */
function isDraftModeRequest(request: NextRequest): boolean {
  const cookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value
  if (!cookie) return false
  buildPreviewId ??= previewModeId(settings().hosting.distDir)
  return buildPreviewId !== null && cookie === buildPreviewId
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const result = isDraftModeRequest(request) ? 'pass' : await verdict(request.nextUrl.pathname, () => publishedSlugs())
  if (typeof result === 'object') return redirectResponse(result.redirect, request)
  if (result === 'bad-request')
    return new NextResponse('400 – Ungültige Adresse (fehlerhafte Prozent-Kodierung).', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  // The header is set or removed on every request here, so a visitor cannot send it.
  const headers = new Headers(request.headers)
  if (result === 'not-found') headers.set(NOT_FOUND_HEADER, '1')
  else headers.delete(NOT_FOUND_HEADER)
  return NextResponse.next({ request: { headers } })
}
