import type { ContentSource } from '../../hosting/content-settings.ts'

type RemotePattern = { protocol: 'https'; hostname: string; pathname: string }

/**
 * The remote images the image optimiser may fetch: only this project's dataset on the Sanity
 * CDN. Without a project (the bundled dataset) none at all, so /_next/image can never be used
 * to fetch or resize somebody else's images through this site.
 */
export function imageRemotePatterns(source: ContentSource): RemotePattern[] {
  if (source.kind !== 'hosted') return []
  return [
    { protocol: 'https', hostname: 'cdn.sanity.io', pathname: `/images/${source.projectId}/${source.dataset}/**` },
  ]
}
