/**
 * `npm run build:e2e`: the production build the browser tests run against. Prerendered pages carry
 * the build's SITE_URL and GA4 id, which the tests expect; every server secret holds a canary value
 * that tests/e2e/build-secrets.spec.ts looks for in the output.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { E2E_BUILD_ENV } from '@tests/support/e2e-env'

const ROOT = path.resolve(import.meta.dirname, '..')
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')

// Never on types older than the schema or the queries, as `npm run build` (scripts/typegen/index.ts).
const typegen = spawnSync(process.execPath, [path.join(ROOT, 'scripts/typegen/index.ts'), '--if-stale'], {
  cwd: ROOT,
  stdio: 'inherit',
})
if (typegen.status !== 0) process.exit(typegen.status ?? 1)
const build = spawnSync(process.execPath, [NEXT_BIN, 'build', 'web'], {
  cwd: ROOT,
  env: { ...process.env, ...E2E_BUILD_ENV },
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)
// The standalone server beside it, as `npm run build` does (the deploy test runs it).
const assemble = spawnSync(process.execPath, [path.join(ROOT, 'scripts/standalone.mjs'), 'assemble'], {
  cwd: ROOT,
  stdio: 'inherit',
})
process.exit(assemble.status ?? 1)
