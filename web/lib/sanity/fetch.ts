import type { ClientParams, ClientReturn, QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import type { ContentSource } from '@/hosting/content-settings.ts'
import { settings } from '@/hosting/runtime.ts'
import { getHostedClient, type ReadMode } from './client'
import { loadDataset } from './local-dataset'

type QueryOptions<Query extends string> = {
  query: Query
  params?: ClientParams<Query>
  /** Defaults to the runtime's (web/hosting/content-settings.ts); tests pass their own. */
  source?: ContentSource
  mode?: ReadMode
}

export class ContentFetchError extends Error {
  override name = 'ContentFetchError'
}

/**
 * Evaluates a query over documents in memory with groq-js: the bundled mode of `runQuery`, and the
 * property test's generated datasets (tests/unit/content-states.test.ts).
 */
export async function queryDataset<const Query extends string>(
  dataset: readonly unknown[],
  query: Query,
  params: ClientParams<Query> = {},
): Promise<ClientReturn<Query, unknown>> {
  const tree = parse(query, { params })
  return (await (await evaluate(tree, { dataset, params })).get()) as ClientReturn<Query, unknown>
}

/**
 * Runs a query against the content source, uncached. The same GROQ runs against
 * the hosted Content Lake when SANITY_PROJECT_ID is set, otherwise against the
 * bundled dataset with groq-js. The result type is the one TypeGen generated.
 * Pages read through `cachedQuery` (cached-query.ts), never through this.
 */
export async function runQuery<const Query extends string>({
  query,
  params = {},
  source = settings().content,
  mode = 'published',
}: QueryOptions<Query>): Promise<ClientReturn<Query, unknown>> {
  if (source.kind === 'local') {
    // The bundled dataset holds published documents only, so a preview shows them too.
    return queryDataset(loadDataset(source.datasetDir), query, params)
  }

  try {
    return await getHostedClient(source, mode).fetch<ClientReturn<Query, unknown>, QueryParams, Query>(query, params, {
      // Caching is the job of `cachedQuery`; this request always reaches the Content Lake.
      cache: 'no-store',
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ContentFetchError(
      `Sanity query failed for project "${source.projectId}" (SANITY_PROJECT_ID), dataset "${source.dataset}" (SANITY_DATASET)` +
        `${source.apiHost ? ` at ${source.apiHost} (SANITY_API_HOST)` : ''}: ${reason}. ` +
        'Check the variables, SANITY_API_READ_TOKEN for a private dataset, and the network; unset SANITY_PROJECT_ID to use the bundled dataset.',
      { cause: error },
    )
  }
}
