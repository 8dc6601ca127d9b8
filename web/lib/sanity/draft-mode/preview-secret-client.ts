import { SANITY_API_VERSION } from '@shared/sanity'
import { createClient, type SanityClient } from 'next-sanity'
import type { HostedSource } from '@/lib/sanity/client'

const clients = new Map<string, SanityClient>()

/**
 * The client that checks the Presentation tool's preview secret. The secret is a
 * document the Studio writes into the dataset; reading it needs the read token.
 * It comes from next-sanity's own copy of @sanity/client, the one its handler is typed for.
 */
export function previewSecretClient(source: HostedSource & { token: string }): SanityClient {
  const key = JSON.stringify(source)
  let client = clients.get(key)
  if (!client) {
    client = createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion: SANITY_API_VERSION,
      useCdn: false,
      token: source.token,
      ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
    })
    clients.set(key, client)
  }
  return client
}
