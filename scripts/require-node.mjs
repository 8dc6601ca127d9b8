/**
 * Stops at once, with one line on stderr and exit code 1, when this Node.js is older than
 * package.json's `engines.node` (`>=22.18`: the server and the dev tools load TypeScript modules
 * with Node's type stripping; an older Node installs the project with warnings and then answers
 * every page with 500 "Unknown file extension .ts").
 *
 * Run it (`node scripts/require-node.mjs && next build web`) or import it for its side effect as the
 * first import of an entry point (`import './scripts/require-node.mjs'`): ES modules are evaluated
 * in import order, so it runs before anything else of that entry. Written in syntax every Node
 * that can load an ES module parses (no top-level await, no newer built-ins).
 *
 * GLANZWERK_TEST_NODE_VERSION stands in for process.versions.node in tests only
 * (tests/unit/require-node.test.ts).
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Used when package.json cannot be read (a release folder without it); keep equal to engines.node. */
const FALLBACK_MINIMUM = '22.18.0'

function parseVersion(text) {
  const match = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(text))
  if (!match) return null
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)]
}

function olderThan(version, minimum) {
  for (let i = 0; i < 3; i++) {
    if (version[i] !== minimum[i]) return version[i] < minimum[i]
  }
  return false
}

/** `>=22.18` → [22, 18, 0]; any other form of range is not understood here and falls back. */
function minimumFromEngines() {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json')
  let range
  try {
    range = JSON.parse(readFileSync(file, 'utf8')).engines.node
  } catch (_error) {
    return parseVersion(FALLBACK_MINIMUM)
  }
  const match = /^\s*>=\s*(v?\d+(?:\.\d+){0,2})\s*$/.exec(String(range))
  return parseVersion(match ? match[1] : FALLBACK_MINIMUM)
}

const current = process.env.GLANZWERK_TEST_NODE_VERSION || process.versions.node
const minimum = minimumFromEngines()
const version = parseVersion(current)
if (version && olderThan(version, minimum)) {
  const required = `${minimum[0]}.${minimum[1]}${minimum[2] ? `.${minimum[2]}` : ''}`
  process.stderr.write(
    `Node ${required} or newer is required (this is Node ${current}): install it with \`nvm install\` (reads .nvmrc: 24) or from https://nodejs.org/.\n`,
  )
  process.exit(1)
}
