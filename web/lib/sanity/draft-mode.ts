import { SANITY_API_VERSION } from '@shared/sanity'
import { draftMode } from 'next/headers'
import { createClient, type SanityClient } from 'next-sanity'
import type { HostedSource } from './client'
import { ContentConfigError, resolveContentSource } from './env'

/**
 * Draft mode for editors: the Presentation tool in the Studio (/studio) opens the
 * site through DRAFT_MODE_PATHS.enable with a short-lived secret; pages then read drafts with
 * stega-encoded edit links (client.ts, live.ts) until DRAFT_MODE_PATHS.disable ends it.
 * The route files in web/app/api/draft-mode/ only call the handlers below.
 */

type Environment = Record<string, string | undefined>

export type DraftModeAvailability =
  | { available: true; source: HostedSource & { token: string } }
  | {
      available: false
      /**
       * 404: the bundled dataset has no drafts and no Content Lake to check a preview secret
       * against, so this deployment has no draft mode at all; the endpoint does not exist here.
       * 503: a hosted project is configured but the server lacks what draft mode needs
       * (the read token) or its configuration is invalid; the operator has to fix the environment.
       */
      status: 404 | 503
      reason: 'bundled-dataset' | 'missing-read-token' | 'invalid-configuration'
      /** For the operator (logs, API clients). */
      error: string
      /** For the editor, who sees this in the Presentation tool's preview frame. */
      message: string
    }

/** Whether draft mode can be enabled with this environment, and why not. */
export function draftModeAvailability(env: Environment = process.env): DraftModeAvailability {
  let source: ReturnType<typeof resolveContentSource>
  try {
    source = resolveContentSource(env)
  } catch (error) {
    if (!(error instanceof ContentConfigError)) throw error
    return {
      available: false,
      status: 503,
      reason: 'invalid-configuration',
      error: `Draft mode is unavailable: ${error.message}`,
      message: 'Die Vorschau ist nicht verfügbar: Die Verbindung zum Sanity-Projekt ist falsch eingerichtet.',
    }
  }
  if (source.kind === 'local')
    return {
      available: false,
      status: 404,
      reason: 'bundled-dataset',
      error:
        'Draft mode is unavailable: the site reads the bundled dataset, which has no drafts. ' +
        'Set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_READ_TOKEN to preview drafts from the Content Lake.',
      message:
        'Die Vorschau ist nicht verfügbar: Diese Website zeigt den mitgelieferten Datenbestand ohne Entwürfe, nicht ein Sanity-Projekt.',
    }
  if (!source.token)
    return {
      available: false,
      status: 503,
      reason: 'missing-read-token',
      error:
        'Draft mode is unavailable: SANITY_API_READ_TOKEN is not set. It needs a token with read access ' +
        '(Viewer) to check the preview secret and to read drafts.',
      message: 'Die Vorschau ist nicht verfügbar: Auf dem Server fehlt der Lese-Token für Entwürfe.',
    }
  return { available: true, source: { ...source, token: source.token } }
}

/** The JSON answer when draft mode cannot be enabled. Never cached, never sets a cookie. */
export function unavailableResponse(availability: Extract<DraftModeAvailability, { available: false }>): Response {
  const { status, reason, error, message } = availability
  return Response.json(
    { status: 'unavailable', reason, error, message },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}

const secretClients = new Map<string, SanityClient>()

/**
 * The client that checks the Presentation tool's preview secret. The secret is a
 * document the Studio writes into the dataset; reading it needs the read token.
 * It comes from next-sanity's own copy of @sanity/client, the one its handler is typed for.
 */
export function previewSecretClient(source: HostedSource & { token: string }): SanityClient {
  const key = JSON.stringify(source)
  let client = secretClients.get(key)
  if (!client) {
    client = createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion: SANITY_API_VERSION,
      useCdn: false,
      token: source.token,
      ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
    })
    secretClients.set(key, client)
  }
  return client
}

/**
 * GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…
 * Refuses without a hosted project or read token; otherwise next-sanity validates the
 * secret against the Content Lake (401 when wrong), enables draft mode and redirects
 * to the previewed path.
 */
export async function enableDraftMode(request: Request, env: Environment = process.env): Promise<Response> {
  const availability = draftModeAvailability(env)
  if (!availability.available) return unavailableResponse(availability)
  // Loaded when needed: next-sanity/draft-mode imports `next/headers`, which resolves in
  // Next.js's bundler but not in plain Node, so the guards above stay testable there.
  const { defineEnableDraftMode } = await import('next-sanity/draft-mode')
  return defineEnableDraftMode({ client: previewSecretClient(availability.source) }).GET(withSafePreviewPath(request))
}

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
 * A same-origin path to send the browser to, or `fallback`. Accepts only a relative
 * path starting with a single `/`, without spaces, control characters or backslashes,
 * and checks it again after normalisation: `/.//host` and `/a/..//host` become `//host`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !isSameOriginPath(value) || hasControlOrSpace(value) || value.includes('\\')) return fallback
  const base = 'http://same-origin.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return fallback
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === base && isSameOriginPath(path) ? path : fallback
}

/**
 * Where /api/draft-mode/disable sends the browser: the `redirect` parameter when it is a
 * safe path (anything else goes to `/`); without one, the page the editor came from when
 * the Referer is this site, so "Vorschau beenden" shows the same page published.
 */
export function disableRedirectTarget(requestUrl: string, referer: string | null = null): string {
  const url = new URL(requestUrl)
  const requested = url.searchParams.get('redirect')
  if (requested !== null) return safeRedirectPath(requested)
  if (!referer) return '/'
  let from: URL
  try {
    from = new URL(referer)
  } catch {
    return '/'
  }
  if (from.origin !== url.origin || from.pathname.startsWith('/api/') || from.pathname.startsWith('/studio')) return '/'
  return safeRedirectPath(`${from.pathname}${from.search}${from.hash}`)
}

/** Where the Presentation tool names the page to open after enabling draft mode. */
export const PREVIEW_PATHNAME_PARAM = 'sanity-preview-pathname'

/**
 * The enable request with its target path made safe. next-sanity redirects to the path
 * as its URL parser normalises it, so `/.//host` would leave the site (for anyone holding
 * a shared preview link); such a path becomes `/`.
 */
export function withSafePreviewPath(request: Request): Request {
  const url = new URL(request.url)
  const pathname = url.searchParams.get(PREVIEW_PATHNAME_PARAM)
  if (pathname === null || safeRedirectPath(pathname) === pathname) return request
  url.searchParams.set(PREVIEW_PATHNAME_PARAM, safeRedirectPath(pathname))
  return new Request(url, request)
}

/** GET /api/draft-mode/disable?redirect=/… : ends draft mode, then 303 to a same-origin path. */
export async function disableDraftMode(request: Request): Promise<Response> {
  const target = disableRedirectTarget(request.url, request.headers.get('referer'))
  const draft = await draftMode()
  draft.disable()
  return new Response(null, {
    status: 303,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  })
}
