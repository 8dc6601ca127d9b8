import { apiError } from '../errors.ts'
import type { Call } from '../router.ts'

/** The `:dataset` of the route, refused with Sanity's 404 when the project has no such dataset. */
export function datasetOf({ lake, params }: Pick<Call, 'lake' | 'params'>): string {
  const name = params.dataset
  if (!name || !lake.store.hasDataset(name))
    throw apiError(404, `Dataset "${name ?? ''}" not found for project ID "${lake.projectId}"`)
  return name
}
