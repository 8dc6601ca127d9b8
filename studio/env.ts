/**
 * Which Sanity project the Studio edits. The standalone Studio (`npm run studio`, where
 * sanity.cli.ts copies SANITY_PROJECT_ID into SANITY_STUDIO_PROJECT_ID) reads it when it is
 * bundled; the Studio embedded at /studio reads the site's environment on every request
 * (`embeddedStudioProject`), so a deployment is configured at run time, not at build time.
 */
import { type LocalLake, localLake } from '@shared/local-lake'

const NOT_CONFIGURED_PROJECT_ID = 'not-configured'

export type StudioProject = {
  projectId: string
  dataset: string
  /**
   * The private dataset with the visitors' submissions (SANITY_SUBMISSIONS_DATASET): when set,
   * the Studio gets a second workspace, „Posteingang“, with the inquiries and applications.
   */
  submissionsDataset: string
  /** The local Content Lake (CONTENT_LAKE=local, content-lake/launch.ts), in place of Sanity's API. */
  lake?: LocalLake
}

const DEFAULT_DATASET = 'production'

/** The standalone Studio's project; the bundler replaces each `process.env.SANITY_STUDIO_*` by its value. */
export const standaloneStudioProject: StudioProject = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || NOT_CONFIGURED_PROJECT_ID,
  dataset: process.env.SANITY_STUDIO_DATASET || DEFAULT_DATASET,
  submissionsDataset: process.env.SANITY_STUDIO_SUBMISSIONS_DATASET || '',
}

/** The embedded Studio's project from the site's variables, or null without SANITY_PROJECT_ID. */
export function embeddedStudioProject(env: Record<string, string | undefined>): StudioProject | null {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  if (!projectId) return null
  const lake = localLake(env)
  return {
    projectId,
    dataset: env.SANITY_DATASET?.trim() || DEFAULT_DATASET,
    submissionsDataset: env.SANITY_SUBMISSIONS_DATASET?.trim() || '',
    ...(lake ? { lake } : {}),
  }
}
