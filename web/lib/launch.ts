import {
  findLaunchItems,
  LAUNCH_DOCUMENT_TYPES,
  type LaunchDocument,
  type LaunchEnvironment,
  type LaunchItem,
} from '@shared/launch-checks'
import { evaluate, parse } from 'groq-js'
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

/**
 * The items over a content source (default: the site's), or over `published`, the published documents
 * of a dataset read some other way (the local lake's working copy, for `npm run launch:check`).
 */
export async function readLaunchItems({
  source,
  published,
  environment = launchEnvironment(),
}: {
  source?: ContentSource
  published?: readonly unknown[]
  environment?: LaunchEnvironment
} = {}): Promise<LaunchItem[]> {
  const params = { types: LAUNCH_DOCUMENT_TYPES }
  const documents: unknown = published
    ? await (await evaluate(parse(LAUNCH_CHECK_QUERY), { dataset: published, params })).get()
    : await runQuery({ query: LAUNCH_CHECK_QUERY, params, ...(source ? { source } : {}) })
  if (!Array.isArray(documents)) throw new Error('The launch check query did not return a list of documents.')
  return findLaunchItems(documents.filter(isLaunchDocument), environment)
}
