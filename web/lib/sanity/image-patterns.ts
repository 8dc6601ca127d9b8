type Environment = Record<string, string | undefined>

type RemotePattern = { protocol: 'https'; hostname: string; pathname: string }

/**
 * The remote images the image optimiser may fetch: only this project's dataset on the Sanity
 * CDN. Without a project (the bundled dataset) none at all, so /_next/image can never be used
 * to fetch or resize somebody else's images through this site.
 */
export function imageRemotePatterns(env: Environment = process.env): RemotePattern[] {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  const dataset = env.SANITY_DATASET?.trim()
  if (!projectId || !dataset) return []
  return [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: `/images/${projectId}/${dataset}/**` }]
}
