/**
 * The self-hosted server from `output: 'standalone'` (docs/deployment.md).
 *
 *   node scripts/standalone.mjs assemble   after `next build web` (part of `npm run build`)
 *   node scripts/standalone.mjs start      `npm run start:standalone`
 *
 * `next build` writes web/.next/standalone: the server's code and only the node_modules it traces
 * (73 MB instead of the whole install). Next leaves out what a CDN would serve; `assemble` copies it
 * beside the server, as the Next docs ask: web/.next/static, web/public (if any), and adds what our
 * own server entry needs: server.mjs and the two CSP modules it loads, and the bundled dataset
 * (embedded mode; the build traces it already, copied again so nothing depends on the tracer).
 *
 * `start` runs server.mjs in that folder with NEXT_STANDALONE=1, with the same environment as
 * `npm start` (PORT, HOSTNAME, …). The folder is self-contained: copy it to a server and run
 * `node server.mjs` there (deploy/glanzwerk@.service). SUBMISSIONS_DIR defaults to the checkout's
 * `.data/` here, never to a folder inside the build output, which the next build deletes.
 * Plain JavaScript: runs on a server without the dev dependencies.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const WEB = path.join(ROOT, 'web')
const DIST = path.join(WEB, process.env.NEXT_DIST_DIR || '.next')
const STANDALONE = path.join(DIST, 'standalone')

function assemble() {
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
  copy(path.join(ROOT, 'server.mjs'), path.join(STANDALONE, 'server.mjs'))
  for (const file of ['inline-scripts.ts', 'policy.ts']) {
    copy(path.join(WEB, 'lib', 'csp', file), path.join(STANDALONE, 'web', 'lib', 'csp', file))
  }
  if (existsSync(path.join(WEB, 'hosting'))) copy(path.join(WEB, 'hosting'), path.join(STANDALONE, 'web', 'hosting'))
  console.log(`Standalone server assembled in ${path.relative(ROOT, STANDALONE)} (start: npm run start:standalone)`)
}

function start() {
  if (!existsSync(path.join(STANDALONE, 'server.mjs'))) assemble()
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
if (command === 'assemble') assemble()
else if (command === 'start') start()
else {
  console.error('Usage: node scripts/standalone.mjs assemble|start')
  process.exit(2)
}
