import { type ClientConfig, createClient, type SanityClient } from '@sanity/client'
import type { LocalLake } from '@shared/local-lake'
import { SANITY_VERSION } from 'sanity'

/**
 * The Studio in the browser against the local Content Lake (content-lake/, docs/architecture.md
 * "Local Content Lake"): where the lake is, how the Studio logs in, and how it keeps its many
 * listener streams from blocking each other.
 *
 * A browser opens at most six HTTP/1.1 connections per host and port, and the Studio keeps one
 * `/data/listen` stream open per document pair, list and preview (7–14 at once): over one port every
 * further request would wait for a free connection, forever. Sanity's API avoids this with HTTP/2,
 * which browsers speak only over TLS. The lake serves the same API on several loopback ports
 * instead, and the Studio's clients send each stream to the port with the fewest open ones
 * (`resolveFetch`, the fetch @sanity/client uses for requests and streams). Nothing to install,
 * no certificate to trust, any browser.
 */

const open = new Map<number, number>()

function isStream(init: RequestInit | undefined): boolean {
  return new Headers(init?.headers).get('accept')?.includes('text/event-stream') ?? false
}

/** The stream port with the fewest open streams. */
function leastBusy(ports: number[]): number {
  let best = ports[0] as number
  for (const port of ports) if ((open.get(port) ?? 0) < (open.get(best) ?? 0)) best = port
  return best
}

/** A fetch that sends event streams to the least busy stream port and counts them until they end. */
export function streamSpreadingFetch(lake: LocalLake): typeof fetch {
  const lakeUrl = new URL(lake.origin)
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const isLake = url.hostname === lakeUrl.hostname || url.hostname.endsWith(`.${lakeUrl.hostname}`)
    if (!isStream(init) || !isLake || lake.streamPorts.length === 0 || url.port !== lakeUrl.port)
      return fetch(input, init)
    const port = leastBusy(lake.streamPorts)
    url.hostname = lakeUrl.hostname
    url.port = String(port)
    open.set(port, (open.get(port) ?? 0) + 1)
    let released = false
    const release = () => {
      if (released) return
      released = true
      open.set(port, (open.get(port) ?? 1) - 1)
    }
    init?.signal?.addEventListener('abort', release, { once: true })
    try {
      const response = await fetch(url, init)
      if (!response.body) {
        release()
        return response
      }
      const body = response.body.pipeThrough(new TransformStream({ flush: release, cancel: release } as Transformer))
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } catch (error) {
      release()
      throw error
    }
  }
}

/**
 * The workspace's client factory: the lake's address without a project subdomain, and the
 * stream-spreading fetch for every request.
 */
export function localLakeClientFactory(lake: LocalLake): (config: ClientConfig) => SanityClient {
  const spreadingFetch = streamSpreadingFetch(lake)
  return (config) =>
    createClient({
      ...config,
      apiHost: lake.origin,
      useProjectHostname: false,
      // An internal option of @sanity/client (the transport of requests and event streams).
      resolveFetch: () => spreadingFetch,
    } as ClientConfig)
}

const SANITY_CDN = /(^|\.)sanity-cdn\.(com|work)$/
const SANITY_API = /(^|\.)api\.sanity\.(io|work)$/

/**
 * Requests the Studio makes to Sanity's own hosts whatever `apiHost` says: its update check and the
 * feedback probe. Answered here, so nothing leaves the machine (the policy of /studio blocks the
 * rest). Installed once, only for a Studio on the local lake.
 */
export function keepStudioRequestsLocal(): void {
  const global = window as typeof window & { __localLakeFetch?: boolean }
  if (global.__localLakeFetch) return
  global.__localLakeFetch = true
  const original = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    )
    if (SANITY_CDN.test(url.hostname))
      // "Is there a newer Studio?": this one is the one the project pins.
      return Response.json({ latest: SANITY_VERSION, packageVersion: SANITY_VERSION })
    if (SANITY_API.test(url.hostname)) return new Response(null, { status: 204 })
    return original(input, init)
  }
}

/**
 * Document options for a Studio on the local lake (none for a hosted project): no comments. The lake
 * reports the comments feature (content-lake/project.ts, so the Studio mounts once), but comments live
 * in an add-on dataset of Sanity's hosted platform that the lake does not offer.
 */
export function localLakeDocumentOptions(lake: LocalLake | undefined) {
  return lake ? { comments: { enabled: false } } : {}
}

/** Workspace options for a Studio on the local lake (none for a hosted project). */
export function localLakeOptions(lake: LocalLake | undefined) {
  if (!lake) return {}
  return {
    apiHost: lake.origin,
    unstable_clientFactory: localLakeClientFactory(lake),
    // The lake's token, handed over by signInToLocalLake; no cookie session exists.
    auth: { loginMethod: 'token' as const },
    // Releases, scheduled drafts and publishing, tasks and Sanity's announcements are services of
    // Sanity's hosted platform the local lake does not offer.
    releases: { enabled: false },
    scheduledDrafts: { enabled: false },
    scheduledPublishing: { enabled: false },
    tasks: { enabled: false },
    announcements: { enabled: false },
  }
}
