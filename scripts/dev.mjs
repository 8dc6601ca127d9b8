/**
 * `npm run dev`: the Next.js dev server with the local Content Lake beside it, so /studio is the real
 * Studio on this machine's copy of the content and every page reads it through the same code path as
 * production (@sanity/client). With SANITY_PROJECT_ID set, the hosted project is used instead; with
 * CONTENT_LAKE=bundled, the bundled dataset is read in-process as by `npm start`.
 *
 * On this machine only, and on one port: `next dev` listens on 127.0.0.1 (not on every interface), this
 * script holds [::1] of the same port and hands its connections over, so http://localhost:<port> is this
 * site whichever address the browser tries first; a port held by another program stops the start with
 * one line instead of moving to the next port (docs/decisions.md, „The token stays with its owner“).
 *
 * Arguments go to `next dev` (e.g. `npm run dev -- -p 3001`); `-H` is refused (`npm run dev:next` is
 * plain `next dev`).
 */
// First: stops an older Node with one line before anything else runs (scripts/require-node.mjs).
import './require-node.mjs'
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const { holdSiteLoopback, startLocalContentLake, wantsLocalContentLake } = await import(
  path.join(root, 'content-lake', 'launch.ts')
)
const { whenListening } = await import(path.join(root, 'content-lake', 'loopback.ts'))

const args = process.argv.slice(2)
const fail = (message) => {
  console.error(`npm run dev: ${message}`)
  process.exit(1)
}
if (args.some((arg) => arg === '-H' || arg.startsWith('--hostname')))
  fail('the dev server listens on this machine only (localhost); for plain `next dev` use `npm run dev:next`.')
const portArgument = args.findIndex((arg) => arg === '-p' || arg === '--port')
const port = Number((portArgument >= 0 ? args[portArgument + 1] : undefined) ?? process.env.PORT ?? 3000)
const nextArgs = args.filter((_, index) => portArgument < 0 || (index !== portArgument && index !== portArgument + 1))

const env = { ...process.env }
if (!env.SANITY_PROJECT_ID?.trim() && !env.CONTENT_LAKE?.trim()) env.CONTENT_LAKE = 'local'

let loopback = null
let lake = null
try {
  // Before anything slow: the port on both loopback addresses, or no start.
  loopback = await holdSiteLoopback(port, '127.0.0.1')
  if (wantsLocalContentLake(env)) {
    lake = await startLocalContentLake({ siteOrigin: `http://127.0.0.1:${port}`, env, root })
    Object.assign(env, lake.env)
  }
} catch (error) {
  const hint =
    error.name === 'AddressHeldError'
      ? `. Stop that program or choose another port (npm run dev -- -p ${port + 1}).`
      : ''
  fail(`${error.message}${hint}`)
}

// An explicit port: `next dev` stops when it is taken instead of moving to the next one.
const next = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/next/dist/bin/next'),
    'dev',
    'web',
    '-H',
    '127.0.0.1',
    '-p',
    String(port),
    ...nextArgs,
  ],
  { cwd: root, env, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal))
next.on('exit', async (code, signal) => {
  await lake?.stop()
  await loopback?.close()
  process.exit(code ?? (signal ? 1 : 0))
})

try {
  if (lake && (await whenListening(port, '127.0.0.1', () => next.exitCode === null))) {
    await lake.trustSite(loopback.origins)
    console.log(`Local Content Lake on ${lake.origin} – the site reads it, http://localhost:${port}/studio edits it.`)
  }
} catch (error) {
  console.error(`npm run dev: ${error.message}; stopping.`)
  next.kill('SIGTERM')
}
