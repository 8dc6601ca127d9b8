#!/usr/bin/env bash
# `npm test`: every check CI runs, in order from fastest to slowest.
# `npm test -- --help` lists the steps and runs none; `npm test -- <step> [<step> …]` runs only those.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 SANITY_TELEMETRY_DISABLED=1

# name | what it checks | command. The steps after `build` read its output (web/.next).
STEPS=(
  'lint|Lint and format (Biome)|npx biome ci . --colors=off'
  'dataset|Bundled dataset matches the seed|npm run --silent dataset:check'
  'typegen|Sanity schema and TypeGen types are fresh, queries read only declared fields|npm run --silent typegen:check'
  'schema|Sanity schema is valid (sanity schema validate)|npm run --silent sanity -- schema validate --level error'
  'typecheck|Type check|npm run --silent typecheck'
  'unit|Unit and integration tests (Vitest)|npx vitest run'
  'studio|Sanity Studio builds|npm run --silent studio:build'
  'build|Production build of the site (prerendered pages carry the origin and GA4 id the browser tests expect)|npm run --silent build:e2e'
  'budgets|First-load budgets per route (gzip JS and CSS, gzip and brotli HTML; needs build)|npm run --silent budgets'
  'e2e|Browser tests against the production build (Playwright, Chromium; needs build)|npx playwright test'
  'deploy|Self-hosted stack: Caddy, two standalone instances, Redis (docs/deployment.md; needs build)|npm run --silent test:deploy'
  'lighthouse|Lighthouse: accessibility, best practices and SEO 100 on four pages (needs build)|npm run --silent lighthouse:ci'
)
# `npm run test:reliability` (1,000 submissions through a kill -9 and a relay outage, a webhook burst;
# docs/security.md) runs on its own: with it the whole run would not fit CI's 50 minutes on 2 cores.

field() { cut -d'|' -f"$2" <<<"$1"; }

usage() {
  echo 'Usage: npm test                     every step below, in this order (CI runs the same; about 45 min on 2 cores)'
  echo '       npm test -- <step> [<step>…]  only these steps, in the order given'
  echo '       npm test -- --help            this list; runs nothing'
  echo
  echo 'Steps:'
  for entry in "${STEPS[@]}"; do printf '  %-11s %s\n' "$(field "$entry" 1)" "$(field "$entry" 2)"; done
  echo
  echo 'Not in npm test: npm run test:reliability (docs/security.md).'
}

# Bold headings on a terminal; plain text in a log, a pipe or with NO_COLOR set.
if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then bold=$'\033[1m' plain=$'\033[0m'; else bold='' plain=''; fi
# Each step names the minutes:seconds since the start (CI must stay under 50 minutes on 2 cores).
heading() { printf '\n%s▶ [%02d:%02d] %s%s\n' "$bold" $((SECONDS / 60)) $((SECONDS % 60)) "$1" "$plain"; }

selected=()
for argument in "$@"; do
  case "$argument" in
    -h | --help | help) usage; exit 0 ;;
    -*) echo "npm test: unknown option $argument" >&2; usage >&2; exit 2 ;;
  esac
  known=''
  for entry in "${STEPS[@]}"; do
    if [ "$(field "$entry" 1)" = "$argument" ]; then known=$entry; fi
  done
  if [ -z "$known" ]; then
    echo "npm test: unknown step \"$argument\"" >&2
    usage >&2
    exit 2
  fi
  selected+=("$known")
done
if [ ${#selected[@]} -eq 0 ]; then selected=("${STEPS[@]}"); fi

for entry in "${selected[@]}"; do
  heading "$(field "$entry" 2)"
  bash -c "$(field "$entry" 3)"
done
heading 'Done'
