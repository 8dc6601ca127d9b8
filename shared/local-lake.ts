/**
 * The local Content Lake (content-lake/) as the site and the Studio reach it: the one place that
 * turns the variables its launcher sets (content-lake/launch.ts: CONTENT_LAKE=local,
 * CONTENT_LAKE_ORIGIN, CONTENT_LAKE_STREAM_PORTS) into addresses. The Studio's client talks to
 * `origin` and spreads its event streams over `streamPorts` (studio/local-lake.ts); the Studio's
 * Content-Security-Policy allows exactly `sources` in place of Sanity's hosts (web/lib/csp/policy.ts).
 */
export type LocalLake = {
  /** The lake's API for browsers, `http://localhost:<port>`. */
  origin: string
  /** More ports serving the same API, for the Studio's event streams. */
  streamPorts: number[]
  /**
   * Every origin a browser reaches the lake at: the API port (also under a project subdomain of
   * localhost, as `<projectId>.api.sanity.io`), the stream ports and the realtime socket.
   */
  sources: string[]
}

export function localLake(env: Record<string, string | undefined>): LocalLake | undefined {
  const origin = env.CONTENT_LAKE_ORIGIN?.trim()
  if (env.CONTENT_LAKE?.trim() !== 'local' || !origin) return undefined
  const streamPorts = (env.CONTENT_LAKE_STREAM_PORTS ?? '')
    .split(',')
    .map(Number)
    .filter((port) => Number.isInteger(port) && port > 0)
  const { protocol, hostname, port } = new URL(origin)
  return {
    origin,
    streamPorts,
    sources: [
      origin,
      `${protocol}//*.${hostname}:${port}`,
      ...streamPorts.map((stream) => `${protocol}//${hostname}:${stream}`),
      origin.replace(/^http/, 'ws'),
    ],
  }
}
