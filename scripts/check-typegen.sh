#!/usr/bin/env bash
# Fails when studio/schema.json or the generated query types are not what the
# schema and queries produce now. Leaves the regenerated files in place.
set -euo pipefail
cd "$(dirname "$0")/.."
files=(studio/schema.json web/lib/sanity/sanity.types.ts)
snapshot=$(mktemp -d)
for file in "${files[@]}"; do cp "$file" "$snapshot/$(basename "$file")"; done
npm run --silent typegen >/dev/null
stale=0
for file in "${files[@]}"; do
  if ! cmp -s "$file" "$snapshot/$(basename "$file")"; then
    echo "Stale generated file: $file (regenerated now; review and commit it)." >&2
    stale=1
  fi
done
rm -rf "$snapshot"
if [ "$stale" -ne 0 ]; then exit 1; fi
echo "Sanity schema and TypeGen types are up to date."
