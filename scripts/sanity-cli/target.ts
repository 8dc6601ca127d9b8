import path from 'node:path'
import { findRunningLake } from '../../content-lake/running-lake.ts'

/**
 * Which Content Lake `npm run sanity` points Sanity's CLI at, the way the site chooses its content:
 * a hosted project when SANITY_PROJECT_ID is set, else the local Content Lake that runs on this
 * checkout's working copy (CONTENT_LAKE_DIR, as the lake itself reads it). The result is the
 * environment the CLI runs with; the lake's token is put there and nowhere else (not in the
 * arguments, not in the output).
 */

type Environment = Record<string, string | undefined>

export type CliTarget =
  | { kind: 'lake' | 'hosted'; env: Record<string, string>; description: string }
  | { kind: 'none'; message: string }

const DEFAULT_LAKE_DIR = '.data/content-lake'

export function lakeDir(env: Environment, root: string): string {
  return path.resolve(root, env.CONTENT_LAKE_DIR?.trim() || DEFAULT_LAKE_DIR)
}

/** A folder as the developer knows it: inside the checkout relative to it, elsewhere absolute. */
function shown(dir: string, root: string): string {
  const relative = path.relative(root, dir)
  return relative && !relative.startsWith('..') ? relative : dir
}

export async function cliTarget(env: Environment, root: string): Promise<CliTarget> {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  if (projectId) {
    if (env.CONTENT_LAKE?.trim() === 'local')
      return { kind: 'none', message: 'CONTENT_LAKE=local and SANITY_PROJECT_ID are both set: unset one.' }
    const dataset = env.SANITY_DATASET?.trim()
    if (!dataset) return { kind: 'none', message: 'SANITY_DATASET is required when SANITY_PROJECT_ID is set.' }
    const apiHost = env.SANITY_API_HOST?.trim()
    return {
      kind: 'hosted',
      // The token: SANITY_AUTH_TOKEN as Sanity's CLI reads it, else the session of `sanity login`.
      env: { SANITY_DATASET: dataset, ...(apiHost ? { SANITY_INTERNAL_ENV: apiHost } : {}) },
      description: `project ${projectId}, dataset ${dataset}${apiHost ? ` at ${apiHost}` : ''}`,
    }
  }
  const dir = lakeDir(env, root)
  const lake = await findRunningLake(dir)
  if (!lake)
    return {
      kind: 'none',
      message:
        `No local Content Lake runs on ${shown(dir, root)} and no hosted project is set: ` +
        'start the lake with `npm run dev` (or set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_AUTH_TOKEN).',
    }
  return {
    kind: 'lake',
    env: {
      SANITY_PROJECT_ID: lake.projectId,
      SANITY_DATASET: lake.dataset,
      SANITY_STUDIO_PROJECT_ID: lake.projectId,
      SANITY_STUDIO_DATASET: lake.dataset,
      // The CLI's API host (`<projectId>.localhost:<port>` then; scripts/sanity-cli/loopback.ts).
      SANITY_INTERNAL_ENV: lake.origin,
      SANITY_AUTH_TOKEN: lake.token,
      // Nothing leaves the machine while working on the local lake.
      SANITY_TELEMETRY_DISABLED: '1',
    },
    description: `local Content Lake ${lake.origin} (working copy ${shown(dir, root)}), dataset ${lake.dataset}`,
  }
}
