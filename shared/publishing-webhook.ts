/**
 * The publishing webhook as it is set up in Sanity (README, "Publishing webhook"): the site's
 * `/api/revalidate` verifies deliveries of exactly this projection, and the local Content Lake
 * (content-lake/webhooks.ts) sends the same deliveries when an editor publishes.
 */
export const PUBLISHING_WEBHOOK = {
  name: 'Website aktualisieren',
  /** Where the site receives it. */
  path: '/api/revalidate',
  on: ['create', 'update', 'delete'] as const,
  /** Empty: every document type (other types cost one no-op delivery). */
  filter: '',
  projection: '{"_id": _id, "_type": _type, "slug": slug.current}',
  apiVersion: 'v2025-02-19',
  /** Drafts and versions off: the site shows published content only. */
  includeDrafts: false,
} as const
