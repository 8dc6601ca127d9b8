import type { ClientParams, ClientReturn } from '@sanity/client'
import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'
import { resultTags } from './dependencies'
import { resolveContentSource } from './env'
import { runQuery } from './fetch'

/** Next.js keeps at most this many tags from one cacheTag() call. */
const TAGS_PER_CALL = 128

/**
 * The one way pages read content: a cached query result, tagged with what it
 * depends on (dependencies.ts), kept until the publishing webhook expires one of
 * its tags. Pages built from these results are static and refreshed per tag.
 *
 * In draft mode (an editor previewing in the Presentation tool) Next.js skips this
 * cache and the query reads drafts with stega-encoded edit links; every other
 * request reads the published perspective.
 */
export async function sanityFetch<const Query extends string>({
  query,
  params = {},
}: {
  query: Query
  params?: ClientParams<Query>
}): Promise<ClientReturn<Query, unknown>> {
  'use cache'
  const source = resolveContentSource()
  // `npm run dev` on the bundled dataset shows edits to data.ndjson on reload.
  if (process.env.NODE_ENV === 'development' && source.kind === 'local') cacheLife('seconds')
  else cacheLife('max')
  const { isEnabled: preview } = await draftMode()
  const result = await runQuery({ query, params, source, mode: preview ? 'preview' : 'published' })
  const tags = resultTags(query, params, result)
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL) cacheTag(...tags.slice(start, start + TAGS_PER_CALL))
  return result
}
