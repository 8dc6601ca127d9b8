import { createClient, type SanityClient } from '@sanity/client'
import { SANITY_API_VERSION } from './api-version'
import type { ContentSource } from './env'

type HostedSource = Extract<ContentSource, { kind: 'hosted' }>

const clients = new Map<string, SanityClient>()

/** One Content Lake client per configuration, reading only published content. */
export function getHostedClient(source: HostedSource): SanityClient {
  const key = JSON.stringify(source)
  let client = clients.get(key)
  if (!client) {
    client = createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion: SANITY_API_VERSION,
      // The API CDN cannot be used with a token; without one it is the fast path.
      useCdn: !source.token && !source.apiHost,
      token: source.token,
      perspective: 'published',
      ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
    })
    clients.set(key, client)
  }
  return client
}
