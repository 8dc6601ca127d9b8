/**
 * The office's tools in the release folder (docs/deployment.md, "The tools in the release folder"):
 * `node tools/submissions.mjs export|purge|mail|backup|restore` on a server that has only the
 * assembled standalone folder, no checkout, no dev dependencies, no tsx.
 *
 * scripts/submissions.ts and what it loads (web/lib/… through the `@/` aliases, @sanity/client,
 * groq-js, nodemailer) are bundled by esbuild into one plain ES module, tools/submissions.bundle.mjs;
 * the standalone folder's node_modules hold only what Next's server traced, none of these.
 * tools/submissions.mjs in front of it first runs scripts/require-node.mjs (in every release folder),
 * so an old Node stops with one line instead of failing to link `node:sqlite`.
 *
 * Called by `node scripts/standalone.mjs assemble` (part of `npm run build`) and by
 * tests/unit/release-tools.test.ts. Loaded natively by Node (types stripped): Node's own modules and
 * esbuild only, a build-time tool (installed with tsx and vitest).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** The entry an operator runs, relative to the release folder. */
export const SUBMISSIONS_TOOL = 'tools/submissions.mjs'
const BUNDLE = 'submissions.bundle.mjs'

const ENTRY = `// The office's tools in a release folder (docs/deployment.md):
//   node ${SUBMISSIONS_TOOL} export|purge|mail|backup|restore
// An old Node stops here with one line; the tool itself is ${BUNDLE} (built by scripts/lib/release-tools.ts).
import '../scripts/require-node.mjs'

await import('./${BUNDLE}')
`

/** Writes tools/ into `release` (a standalone folder); returns the entry's path. */
export async function bundleReleaseTools(release: string): Promise<string> {
  const { build } = await import('esbuild')
  const tools = path.join(release, 'tools')
  rmSync(tools, { recursive: true, force: true })
  mkdirSync(tools, { recursive: true })
  const result = await build({
    entryPoints: [path.join(ROOT, 'scripts', 'submissions.ts')],
    outfile: path.join(tools, BUNDLE),
    absWorkingDir: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.18',
    // nodemailer and undici are CommonJS and require Node's own modules: give the bundle a require.
    banner: {
      js: "import { createRequire as __glanzwerkRequire } from 'node:module'; const require = __glanzwerkRequire(import.meta.url);",
    },
    legalComments: 'eof',
    logLevel: 'warning',
  })
  if (result.errors.length > 0) throw new Error(`esbuild: ${result.errors.map((error) => error.text).join('; ')}`)
  const entry = path.join(release, SUBMISSIONS_TOOL)
  writeFileSync(entry, ENTRY)
  return entry
}
