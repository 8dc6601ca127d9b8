import 'next/dist/server/node-environment-baseline.js'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

type Handler = (request: Request) => Promise<Response> | Response

/** A handler's answer; `redirect()` throws, and Next.js answers that with the redirect. */
async function answer(handler: Handler, request: Request): Promise<Response> {
  const { isRedirectError } = require('next/dist/client/components/redirect-error.js')
  const { getURLFromRedirectError, getRedirectStatusCodeFromError } = require('next/dist/client/components/redirect.js')
  try {
    return await handler(request)
  } catch (error) {
    if (!isRedirectError(error)) throw error
    return new Response(null, {
      status: getRedirectStatusCodeFromError(error),
      headers: { location: getURLFromRedirectError(error) },
    })
  }
}

/** What Next.js signs the draft-mode cookie with; a server has its own, tests use this one. */
export const PREVIEW_MODE_ID = 'test-preview-mode-id'

/**
 * Runs a Route Handler the way Next.js does: inside its request scope, so `draftMode()`,
 * `cookies()` and `connection()` work. Cookies the handler sets come back as Set-Cookie
 * headers of the answer and `redirect()` becomes a redirect, as the server would send them.
 * It uses Next.js's own request-scope modules (internal paths, checked by these tests on
 * every Next.js update): there is no public API to call a Route Handler outside the server.
 */
export async function callRoute(handler: Handler, request: Request): Promise<Response> {
  const { workAsyncStorage } = require('next/dist/server/app-render/work-async-storage.external.js')
  const { workUnitAsyncStorage } = require('next/dist/server/app-render/work-unit-async-storage.external.js')
  const { createWorkStore } = require('next/dist/server/async-storage/work-store.js')
  const { createRequestStoreForAPI } = require('next/dist/server/async-storage/request-store.js')
  const url = new URL(request.url)
  const workStore = createWorkStore({
    page: `${url.pathname}/route`,
    renderOpts: { experimental: {}, cacheComponents: true },
    isPrefetchRequest: false,
    buildId: 'test',
    previouslyRevalidatedTags: [],
  })
  let cookies: string[] = []
  const requestStore = createRequestStoreForAPI(
    { headers: Object.fromEntries(request.headers) },
    { pathname: url.pathname, search: url.search },
    undefined,
    (updated: string[]) => {
      cookies = updated
    },
    { previewModeId: PREVIEW_MODE_ID, previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
  )
  const response = await workAsyncStorage.run(workStore, () =>
    workUnitAsyncStorage.run(requestStore, () => answer(handler, request)),
  )
  const headers = new Headers(response.headers)
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(response.body, { status: response.status, headers })
}
