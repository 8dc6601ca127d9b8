import { createClient, type SanityClient } from '@sanity/client'
import { contentStudioPath, SANITY_API_VERSION } from '@shared/sanity'
import type { ContentSource } from '@/hosting/content-settings.ts'
import { settings } from '@/hosting/runtime.ts'
import { stegaFilter } from './stega'

export type HostedSource = Extract<ContentSource, { kind: 'hosted' }>

/** What visitors see (`published`), or what an editor previews in draft mode (`drafts`, with stega). */
export type ReadMode = 'published' | 'preview'

const clients = new Map<string, SanityClient>()

/** Where the Presentation tool finds the Studio, for stega-encoded edit links. */
function studioPath(): string {
  return contentStudioPath(settings().studioEnvironment.SANITY_SUBMISSIONS_DATASET?.trim())
}

/**
 * One Content Lake client per configuration and read mode. Never the API CDN:
 * the server reads right after a publish, and a CDN copy could put the stale
 * version back into the cache. The site's own cache sits in front of every read.
 */
export function getHostedClient(source: HostedSource, mode: ReadMode = 'published'): SanityClient {
  const key = JSON.stringify([source, mode])
  let client = clients.get(key)
  if (!client) {
    client = createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion: SANITY_API_VERSION,
      useCdn: false,
      token: source.token,
      perspective: mode === 'preview' ? 'drafts' : 'published',
      stega: mode === 'preview' ? { enabled: true, studioUrl: studioPath(), filter: stegaFilter } : false,
      ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
    })
    clients.set(key, client)
  }
  return client
}
