import type { ClientParams, ClientReturn } from '@sanity/client'
import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'
import { settings } from '@/hosting/runtime.ts'
import { resultTags } from './dependencies'
import { runQuery } from './fetch'
import { datasetVersion } from './local-dataset'
import { TAGS } from './tags'

/** Next.js keeps at most this many tags from one cacheTag() call. */
const TAGS_PER_CALL = 128

type QueryArgs<Query extends string> = { query: Query; params?: ClientParams<Query> }

/**
 * The one way pages read content: a cached query result, tagged with what it
 * depends on (dependencies.ts), kept until the publishing webhook expires one of
 * its tags. Pages built from these results are static and refreshed per tag.
 *
 * In draft mode (an editor previewing in the Presentation tool) Next.js skips this
 * cache and the query reads drafts with stega-encoded edit links; every other
 * request reads the published perspective.
 */
export function cachedQuery<const Query extends string>({
  query,
  params = {},
}: QueryArgs<Query>): Promise<ClientReturn<Query, unknown>> {
  return cachedResult(query, params, devDatasetVersion())
}

/**
 * `npm run dev` on the bundled dataset shows edits to data.ndjson on reload: there the
 * file's modification time is part of the cache key. A short cache life would do the
 * same, but Next.js counts a short-lived cache as request-time data, so every page would
 * stop being prerenderable in development (and the dev server would say so on every route).
 */
function devDatasetVersion(): number | null {
  const { phase, content } = settings()
  return phase === 'development' && content.kind === 'local' ? datasetVersion(content.datasetDir) : null
}

async function cachedResult<const Query extends string>(
  query: Query,
  params: ClientParams<Query>,
  // Only a cache key (see devDatasetVersion); null outside development.
  _datasetVersion: number | null,
): Promise<ClientReturn<Query, unknown>> {
  'use cache'
  cacheLife('max')
  const { isEnabled: preview } = await draftMode()
  const result = await runQuery({ query, params, mode: preview ? 'preview' : 'published' })
  const tags = [TAGS.content, ...resultTags(query, params, result)]
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL) cacheTag(...tags.slice(start, start + TAGS_PER_CALL))
  return result
}
