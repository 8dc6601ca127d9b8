/**
 * `npm run lighthouse:ci` (part of `npm test`): Lighthouse's accessibility, best-practices and
 * SEO scores must be 100 on Home, the services overview, a service page and /kontakt, as a first-time visitor (consent
 * banner open) on a phone sees them. Scores only, never timings: those belong to `npm run bench`.
 * Runs against the production build in web/.next.
 */
import lighthouse from 'lighthouse'
import { launchChromeForLighthouse } from './lib/chromium'
import { startNextServer } from './lib/next-server'

const PORT = Number(process.env.LIGHTHOUSE_CI_PORT ?? 3120)
const ROUTES = ['/', '/leistungen', '/leistungen/winterdienst', '/kontakt']
const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

const server = await startNextServer({ port: PORT })
const chrome = await launchChromeForLighthouse()
const failures: string[] = []
try {
  for (const route of ROUTES) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError) {
      failures.push(`${route}: Lighthouse failed (${lhr?.runtimeError?.message ?? 'no result'})`)
      continue
    }
    const scores = CATEGORIES.map((id) => {
      const category = lhr.categories[id]
      const score = Math.round((category?.score ?? 0) * 100)
      if (score < 100) {
        const lost = (category?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.title})`)
        failures.push(`${route}: ${id} ${score} – ${lost.join('; ')}`)
      }
      return `${id} ${score}`
    })
    console.log(`${route.padEnd(28)} ${scores.join('  ')}`)
  }
} finally {
  chrome.kill()
  await server.stop()
}
if (failures.length) {
  console.error(`\nLighthouse scores below 100:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('Accessibility, best practices and SEO: 100 on every checked page.')
