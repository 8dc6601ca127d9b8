import type { FullConfig } from '@playwright/test'
import { E2E_GA_MEASUREMENT_ID } from '@tests/support/e2e-env'
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
      }). Rebuild with: npm run build:e2e`,
    )
  }
  const home = await fetch(baseURL).then((response) => response.text())
  if (!home.includes(E2E_GA_MEASUREMENT_ID)) {
    throw new Error(
      `The production build was made without NEXT_PUBLIC_GA_MEASUREMENT_ID=${E2E_GA_MEASUREMENT_ID} (the consent tests need it). Rebuild with: npm run build:e2e`,
    )
  }
}
