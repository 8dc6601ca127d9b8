/**
 * Project settings for the Studio, both standalone (`npm run studio`, where
 * sanity.cli.ts copies SANITY_PROJECT_ID into SANITY_STUDIO_PROJECT_ID) and
 * embedded at /studio (where next.config.ts exposes it as NEXT_PUBLIC_…).
 */
const NOT_CONFIGURED_PROJECT_ID = 'not-configured'

export const studioProjectId =
  process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_STUDIO_PROJECT_ID || NOT_CONFIGURED_PROJECT_ID

export const studioDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_STUDIO_DATASET || 'production'

/**
 * The private dataset with the visitors' submissions (SANITY_SUBMISSIONS_DATASET): when set,
 * the Studio gets a second workspace, „Posteingang“, with the inquiries and applications.
 */
export const studioSubmissionsDataset =
  process.env.NEXT_PUBLIC_SANITY_SUBMISSIONS_DATASET || process.env.SANITY_STUDIO_SUBMISSIONS_DATASET || ''
