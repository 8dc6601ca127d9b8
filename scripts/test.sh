#!/usr/bin/env bash
# `npm test`: every check CI runs, in order from fastest to slowest.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 SANITY_TELEMETRY_DISABLED=1

# Each step names the minutes:seconds since the start (CI must stay under 30 minutes on 2 cores).
step() { printf '\n\033[1m▶ [%02d:%02d] %s\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60)) "$1"; }

step 'Lint and format (Biome)'
npx biome ci . --colors=off
step 'Bundled dataset matches the seed'
npm run --silent dataset:check
step 'Sanity schema and TypeGen types are fresh'
npm run --silent typegen:check
step 'Sanity schema is valid (sanity schema validate)'
npm run --silent sanity -- schema validate --level error
step 'Type check'
npm run --silent typecheck
step 'Unit and integration tests (Vitest)'
npx vitest run
step 'Sanity Studio builds'
npm run --silent studio:build
step 'Production build of the site'
# Prerendered pages carry the origin of the build, and the GA4 id: the browser tests expect these.
npm run --silent build:e2e
step 'First-load budgets per route (gzip JS and CSS, gzip and brotli HTML, from the build)'
npm run --silent budgets
step 'Browser tests against the production build (Playwright, Chromium)'
npx playwright test
step 'Self-hosted stack: Caddy, two standalone instances, Redis (docs/deployment.md)'
npm run --silent test:deploy
# `npm run test:reliability` (1,000 submissions through a kill -9 and a relay outage, a webhook burst;
# docs/security.md) runs on its own: with it the whole run no longer fits CI's 30 minutes on 2 cores.
step 'Lighthouse: accessibility, best practices and SEO 100 (Home, /leistungen, a service page, /kontakt)'
npm run --silent lighthouse:ci
step 'Done'
