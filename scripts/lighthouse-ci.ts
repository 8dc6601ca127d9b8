/**
 * `npm run lighthouse:ci` (part of `npm test`): Lighthouse's accessibility, best-practices and
 * SEO scores must be 100 on Home, the services overview, a service page and /kontakt, as a first-time visitor (consent
 * banner open) on a phone sees them. Scores only, never timings: those belong to `npm run bench`.
 * Runs against the production build in web/.next.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.LIGHTHOUSE_CI_PORT ?? 3120)
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'
const ROUTES = ['/', '/leistungen', '/leistungen/winterdienst', '/kontakt']
const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

async function startServer(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', 'web', '-p', String(PORT), '-H', '127.0.0.1'],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  )
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/robots.txt`)).ok) return child
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('next start did not answer within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
})
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
  server.kill('SIGTERM')
}
if (failures.length) {
  console.error(`\nLighthouse scores below 100:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('Accessibility, best practices and SEO: 100 on every checked page.')
