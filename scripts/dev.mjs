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
 * Beside it: TypeGen in watch mode (scripts/typegen/index.ts), so `sanity.types.ts` follows every schema and
 * query change; and, once the server listens, one request to the publishing webhook's route, so the first
 * publish does not wait for that route's compile (it took 26 s on two cores).
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

// A count, not a list: the lake opens that many extra ports. The Studio spreads its 7–14 listener streams
// over them; with none it waits forever behind HTTP/1.1's six connections per host, so 0 is refused here.
const streamPorts = env.CONTENT_LAKE_STREAM_PORTS?.trim()
if (streamPorts && !/^[1-9]\d*$/.test(streamPorts))
  fail(
    `CONTENT_LAKE_STREAM_PORTS=${streamPorts}: it is how many extra ports the local lake opens for the Studio's ` +
      'listener streams, a whole number from 1 (leave it empty for 8). With 0 the Studio stalls without an error.',
  )

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
const typegen = spawn(process.execPath, [path.join(root, 'scripts/typegen/index.ts'), '--watch'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    typegen.kill(signal)
    next.kill(signal)
  })
next.on('exit', async (code, signal) => {
  typegen.kill()
  await lake?.stop()
  await loopback?.close()
  process.exit(code ?? (signal ? 1 : 0))
})

try {
  if (await whenListening(port, '127.0.0.1', () => next.exitCode === null)) {
    if (lake) {
      await lake.trustSite(loopback.origins)
      console.log(`Local Content Lake on ${lake.origin} – the site reads it, http://localhost:${port}/studio edits it.`)
    }
    await warmPublishingRoute(`http://127.0.0.1:${port}/api/revalidate`)
  }
} catch (error) {
  console.error(`npm run dev: ${error.message}; stopping.`)
  next.kill('SIGTERM')
}

/**
 * Compiles the webhook's route before the first publish needs it: a GET (answered 405) makes Next build the
 * route module with everything it imports. A failure only costs the first publish its wait, so it is ignored.
 */
async function warmPublishingRoute(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(180_000) })
  } catch {}
}
