import type { ClientParams, ClientReturn, QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { getHostedClient } from './client'
import { type ContentSource, resolveContentSource } from './env'
import { loadDataset } from './local-dataset'

export type FetchOptions<Query extends string> = {
  query: Query
  params?: ClientParams<Query>
  /** Cache tags from TAGS (web/lib/sanity/tags.ts). */
  tags: string[]
  /** Defaults to the environment (resolveContentSource); tests pass their own. */
  source?: ContentSource
}

export class ContentFetchError extends Error {
  override name = 'ContentFetchError'
}

/**
 * The one way pages read content. The same GROQ query runs against the hosted
 * Content Lake when SANITY_PROJECT_ID is set, otherwise against the bundled
 * dataset with groq-js. The result type is the one TypeGen generated for the query.
 */
export async function sanityFetch<const Query extends string>({
  query,
  params = {},
  tags,
  source = resolveContentSource(),
}: FetchOptions<Query>): Promise<ClientReturn<Query, unknown>> {
  if (source.kind === 'local') {
    const dataset = loadDataset(source.datasetDir)
    const tree = parse(query, { params })
    const result = await (await evaluate(tree, { dataset, params })).get()
    return result as ClientReturn<Query, unknown>
  }

  try {
    // Cached until a tag is revalidated by the webhook (`revalidate: false` = no time-based expiry).
    return await getHostedClient(source).fetch<ClientReturn<Query, unknown>, QueryParams, Query>(query, params, {
      next: { revalidate: false, tags },
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
