import { draftMode } from 'next/headers'
import { draftModeAvailability, unavailableResponse } from './availability'
import { previewSecretClient } from './preview-secret-client'
import { disableRedirectTarget, withSafePreviewPath } from './redirects'

/**
 * Draft mode for editors: the Presentation tool in the Studio (/studio) opens the site
 * through DRAFT_MODE_PATHS.enable with a short-lived secret; pages then read drafts with
 * stega-encoded edit links (client.ts, stega.ts) until DRAFT_MODE_PATHS.disable ends it.
 * The route files in web/app/api/draft-mode/ only call these handlers.
 */

/**
 * GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…
 * Refuses without a hosted project or read token; otherwise next-sanity validates the
 * secret against the Content Lake (401 when wrong), enables draft mode and redirects
 * to the previewed path.
 */
export async function enableDraftMode(request: Request): Promise<Response> {
  const availability = draftModeAvailability()
  if (!availability.available) return unavailableResponse(availability)
  // Loaded when needed: the bundled dataset never needs next-sanity's handler.
  const { defineEnableDraftMode } = await import('next-sanity/draft-mode')
  return defineEnableDraftMode({ client: previewSecretClient(availability.source) }).GET(withSafePreviewPath(request))
}

/** GET /api/draft-mode/disable?redirect=/… : ends draft mode, then 303 to a same-origin path. */
export async function disableDraftMode(request: Request): Promise<Response> {
  const target = disableRedirectTarget(request)
  const draft = await draftMode()
  draft.disable()
  return new Response(null, {
    status: 303,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  })
}
