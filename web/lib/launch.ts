import {
  findLaunchItems,
  LAUNCH_DOCUMENT_TYPES,
  type LaunchDocument,
  type LaunchEnvironment,
  type LaunchItem,
} from '@shared/launch-checks'
import type { ContentSource } from '@/hosting/content-settings.ts'
import { buildMeasurementId } from '@/hosting/settings.ts'
import { runQuery } from '@/lib/sanity/fetch'
import { LAUNCH_CHECK_QUERY } from '@/lib/sanity/queries'
import { siteUrl } from '@/lib/site-url'

/**
 * „Vor dem Start“ over what the site reads: the published documents from the same content source
 * (bundled dataset, local or hosted Content Lake, through runQuery) and the server's environment.
 * Read by `npm run launch:check` and /api/health; the checks themselves are shared/launch-checks.ts.
 */

/**
 * The environment as this process has it. Inside the Next build the measurement id is the one the
 * build inlined (what the pages load); in a script it is the one the next build would get.
 */
export function launchEnvironment(): LaunchEnvironment {
  return { gaMeasurementId: buildMeasurementId(), siteUrl: siteUrl() }
}

function isLaunchDocument(value: unknown): value is LaunchDocument {
  const candidate = value as Partial<LaunchDocument> | null
  return typeof candidate?._id === 'string' && typeof candidate._type === 'string'
}

export async function readLaunchItems({
  source,
  environment = launchEnvironment(),
}: {
  source?: ContentSource
  environment?: LaunchEnvironment
} = {}): Promise<LaunchItem[]> {
  const documents: unknown = await runQuery({
    query: LAUNCH_CHECK_QUERY,
    params: { types: LAUNCH_DOCUMENT_TYPES },
    ...(source ? { source } : {}),
  })
  if (!Array.isArray(documents)) throw new Error('The launch check query did not return a list of documents.')
  return findLaunchItems(documents.filter(isLaunchDocument), environment)
}
