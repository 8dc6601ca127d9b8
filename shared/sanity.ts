/**
 * What the site and the Studio agree on about Sanity: the API version, where the Studio
 * lives, and the draft-mode routes the Presentation tool opens.
 */

/** The Content Lake API version every client and the Vision tool use. */
export const SANITY_API_VERSION = '2025-10-01'

/** The embedded Studio's base path (web/app/studio). */
export const STUDIO_BASE_PATH = '/studio'

/**
 * Where the content workspace lives: /studio alone, /studio/inhalte beside /studio/posteingang
 * when a submissions dataset is configured (Sanity requires every workspace path to have the
 * same number of segments).
 */
export function contentStudioPath(submissionsDataset: string | undefined): string {
  return submissionsDataset ? `${STUDIO_BASE_PATH}/inhalte` : STUDIO_BASE_PATH
}

/** The office's inbox workspace („Posteingang“), present only with a submissions dataset. */
export const INBOX_STUDIO_PATH = `${STUDIO_BASE_PATH}/posteingang`

/**
 * The draft-mode routes of the site (web/app/api/draft-mode/): the Presentation tool enables
 * draft mode through `enable` and ends it through `disable`.
 */
export const DRAFT_MODE_PATHS = {
  enable: '/api/draft-mode/enable',
  disable: '/api/draft-mode/disable',
} as const
