import type { FullConfig } from '@playwright/test'
import { SITE_ORIGIN } from './support'

/**
 * Pages are prerendered, so their canonical links, JSON-LD, sitemap and robots.txt carry the
 * SITE_URL of `next build`, not of `next start`. Fail once, with the fix, instead of in dozens of tests.
 */
export default async function checkBuildOrigin(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) return
  const robots = await fetch(new URL('/robots.txt', baseURL)).then((response) => response.text())
  if (!robots.includes(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`)) {
    throw new Error(
      `The production build was made without SITE_URL=${SITE_ORIGIN} (robots.txt says: ${
        robots.match(/Sitemap: .*/)?.[0] ?? 'no sitemap'
      }). Rebuild with: SITE_URL=${SITE_ORIGIN} npm run build`,
    )
  }
}
