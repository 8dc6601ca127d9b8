import { ContentConfigError, type ContentSource } from '@/hosting/content-settings.ts'
import { settings } from '@/hosting/runtime.ts'
import { SettingsError } from '@/hosting/settings.ts'
import type { HostedSource } from '@/lib/sanity/client'

type DraftModeAvailability =
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

/**
 * Whether draft mode can be enabled with this content source (the runtime's; tests pass their own),
 * and why not. Draft mode reads drafts from the Content Lake with the read token; nothing else can
 * stand in. A configuration that cannot be parsed (`next dev` runs on with it) is a 503 too.
 */
export function draftModeAvailability(read: () => ContentSource = () => settings().content): DraftModeAvailability {
  let source: ContentSource
  try {
    source = read()
  } catch (error) {
    if (!(error instanceof ContentConfigError || error instanceof SettingsError)) throw error
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
