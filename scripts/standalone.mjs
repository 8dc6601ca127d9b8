/**
 * The self-hosted server from `output: 'standalone'` (docs/deployment.md).
 *
 *   node scripts/standalone.mjs assemble   after `next build web` (part of `npm run build`)
 *   node scripts/standalone.mjs start      `npm run start:standalone`
 *
 * `next build` writes web/.next/standalone: the server's code and only the node_modules it traces
 * (73 MB instead of the whole install). Next leaves out what a CDN would serve; `assemble` copies it
 * beside the server, as the Next docs ask: web/.next/static, web/public (if any), and adds our own
 * server: server.mjs with scripts/require-node.mjs, the folders web/server/ and web/hosting/ whole,
 * and every other module they import (followed from the source, so no list here can fall behind),
 * and the bundled dataset (embedded mode; the build traces it already, copied again so nothing
 * depends on the tracer). Last, the office's tools: tools/submissions.mjs, scripts/submissions.ts
 * bundled with what it loads (scripts/lib/release-tools.ts), so purge, export, mail and backup run
 * on the server from this folder alone (`node tools/submissions.mjs …`, deploy/glanzwerk-*.service).
 *
 * `start` runs server.mjs in that folder with NEXT_STANDALONE=1, with the same environment as
 * `npm start` (PORT, HOSTNAME, …). The folder is self-contained: copy it to a server and run
 * `node server.mjs` there (deploy/glanzwerk@.service). SUBMISSIONS_DIR defaults to the checkout's
 * `.data/` here, never to a folder inside the build output, which the next build deletes.
 * Plain JavaScript: runs on a server without the dev dependencies.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const WEB = path.join(ROOT, 'web')
const DIST = path.join(WEB, process.env.NEXT_DIST_DIR || '.next')
const STANDALONE = path.join(DIST, 'standalone')

async function assemble() {
  if (process.env.VERCEL) {
    console.log('Vercel build: no standalone server to assemble (next.config.ts)')
    return
  }
  if (!existsSync(path.join(STANDALONE, 'web', '.next', 'BUILD_ID'))) {
    throw new Error(
      `No standalone build in ${STANDALONE}: run \`npm run build\` (next.config.ts sets output: 'standalone').`,
    )
  }
  const copy = (from, to) => {
    rmSync(to, { recursive: true, force: true })
    mkdirSync(path.dirname(to), { recursive: true })
    cpSync(from, to, { recursive: true })
  }
  copy(path.join(DIST, 'static'), path.join(STANDALONE, 'web', '.next', 'static'))
  if (existsSync(path.join(WEB, 'public'))) copy(path.join(WEB, 'public'), path.join(STANDALONE, 'web', 'public'))
  copy(path.join(ROOT, 'content', 'dataset'), path.join(STANDALONE, 'content', 'dataset'))
  for (const file of ['server.mjs', 'scripts/require-node.mjs', 'web/server', 'web/hosting']) {
    copy(path.join(ROOT, file), path.join(STANDALONE, file))
  }
  for (const file of serverModules()) copy(file, path.join(STANDALONE, path.relative(ROOT, file)))
  // A build-time module (esbuild), loaded only here: `start` runs without the dev dependencies.
  const { bundleReleaseTools } = await import('./lib/release-tools.ts')
  await bundleReleaseTools(STANDALONE)
  console.log(`Standalone server assembled in ${path.relative(ROOT, STANDALONE)} (start: npm run start:standalone)`)
}

/**
 * Every project file the server loads, followed from web/server/main.ts through its relative imports
 * (Node loads them natively: relative `.ts` specifiers only). The local Content Lake's modules are left
 * out: a release folder has none (web/server/boot.ts refuses CONTENT_LAKE=local there).
 */
function serverModules() {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, specifier] of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    )) {
      visit(path.resolve(path.dirname(file), specifier))
    }
    for (const [, specifier] of source.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
      visit(path.resolve(path.dirname(file), specifier))
    }
  }
  visit(path.join(WEB, 'server', 'main.ts'))
  return [...seen].filter((file) => !file.startsWith(path.join(WEB, 'server') + path.sep))
}

async function start() {
  if (!existsSync(path.join(STANDALONE, 'server.mjs'))) await assemble()
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: STANDALONE,
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_STANDALONE: '1',
      NEXT_DIR: 'web',
      SUBMISSIONS_DIR: path.resolve(ROOT, process.env.SUBMISSIONS_DIR?.trim() || '.data'),
    },
  })
  // systemd and test runners stop the wrapper: pass the signal on, exit with the server's code.
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

const command = process.argv[2]
if (command === 'assemble') await assemble()
else if (command === 'start') await start()
else {
  console.error('Usage: node scripts/standalone.mjs assemble|start')
  process.exit(2)
}
