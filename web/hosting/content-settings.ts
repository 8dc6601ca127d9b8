/**
 * Where content comes from (SANITY_*, CONTENT_DATASET_DIR, CONTENT_LAKE): one of the parsers the
 * settings are made of (settings.ts). Loaded natively by Node, like all of web/hosting/.
 */
import path from 'node:path'
import type { Environment } from './environment.ts'

/**
 * Where content comes from. Without SANITY_PROJECT_ID the site reads the
 * bundled dataset (Sanity's NDJSON export format) and evaluates the very same
 * GROQ queries locally with groq-js; with it, the queries go to the Content Lake.
 */
export type ContentSource =
  | { kind: 'local'; datasetDir: string }
  | {
      kind: 'hosted'
      projectId: string
      dataset: string
      token: string | undefined
      /** Only for tests and proxies: another host that answers like api.sanity.io. */
      apiHost: string | undefined
      /**
       * The local Content Lake (CONTENT_LAKE=local, started beside the site by content-lake/launch.ts):
       * its images are served through this site (/images/…), not by Sanity's CDN. Set by the settings
       * (settings.ts) from their one reading of CONTENT_LAKE.
       */
      localLake?: true
    }

export class ContentConfigError extends Error {
  override name = 'ContentConfigError'
}

const PROJECT_ID_PATTERN = /^[a-z0-9-]+$/
const DATASET_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/

const DEFAULT_DATASET_DIR = path.join(process.cwd(), 'content', 'dataset')

function resolveDatasetDir(env: Environment): string {
  const configured = env.CONTENT_DATASET_DIR?.trim()
  if (configured) return path.resolve(configured)
  // `next dev web` runs with cwd at the repo root, but be robust when started from web/.
  return path.basename(process.cwd()) === 'web'
    ? path.join(process.cwd(), '..', 'content', 'dataset')
    : DEFAULT_DATASET_DIR
}

export function resolveContentSource(env: Environment): ContentSource {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  if (!projectId) return { kind: 'local', datasetDir: resolveDatasetDir(env) }

  if (!PROJECT_ID_PATTERN.test(projectId))
    throw new ContentConfigError(
      `SANITY_PROJECT_ID "${projectId}" is not a valid Sanity project ID (lowercase letters, digits and dashes). Unset it to use the bundled dataset.`,
    )
  const dataset = env.SANITY_DATASET?.trim()
  if (!dataset)
    throw new ContentConfigError('SANITY_DATASET is required when SANITY_PROJECT_ID is set (usually "production").')
  if (!DATASET_PATTERN.test(dataset))
    throw new ContentConfigError(`SANITY_DATASET "${dataset}" is not a valid dataset name.`)

  const apiHost = env.SANITY_API_HOST?.trim() || undefined
  if (apiHost && !/^https?:\/\//.test(apiHost))
    throw new ContentConfigError(`SANITY_API_HOST "${apiHost}" must start with http:// or https://.`)

  return {
    kind: 'hosted',
    projectId,
    dataset,
    token: env.SANITY_API_READ_TOKEN?.trim() || undefined,
    apiHost,
  }
}

/**
 * One name per content source, for what is kept per source (the page cache's folder, issue 42 L7):
 * the bundled dataset, the local Content Lake, or a hosted project's dataset.
 */
export function contentSourceKey(source: ContentSource): string {
  if (source.kind === 'local') return 'bundled'
  if (source.localLake) return 'local-content-lake'
  return `sanity-${source.projectId}-${source.dataset}`
}
