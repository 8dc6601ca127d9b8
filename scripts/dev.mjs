/**
 * `npm run dev`: the Next.js dev server with the local Content Lake beside it, so /studio is the real
 * Studio on this machine's copy of the content and every page reads it through the same code path as
 * production (@sanity/client). With SANITY_PROJECT_ID set, the hosted project is used instead; with
 * CONTENT_LAKE=bundled, the bundled dataset is read in-process as by `npm start`.
 *
 * Beside it: TypeGen in watch mode (scripts/typegen/index.ts), so `sanity.types.ts` follows every schema and
 * query change; and one request to the publishing webhook's route as soon as the server answers, so the
 * first publish does not wait for that route's compile (about 20 s on two cores).
 *
 * Arguments go to `next dev` (e.g. `npm run dev -- -p 3001`).
 */
// First: stops an older Node with one line before anything else runs (scripts/require-node.mjs).
import './require-node.mjs'
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const { startLocalContentLake, wantsLocalContentLake } = await import(path.join(root, 'content-lake', 'launch.ts'))

const args = process.argv.slice(2)
const portArgument = args.findIndex((arg) => arg === '-p' || arg === '--port')
const port = Number((portArgument >= 0 ? args[portArgument + 1] : undefined) ?? process.env.PORT ?? 3000)

const env = { ...process.env }
if (!env.SANITY_PROJECT_ID?.trim() && !env.CONTENT_LAKE?.trim()) env.CONTENT_LAKE = 'local'

// A count, not a list: the lake opens that many extra ports. The Studio spreads its 7–14 listener streams
// over them; with none it waits forever behind HTTP/1.1's six connections per host, so 0 is refused here.
const streamPorts = env.CONTENT_LAKE_STREAM_PORTS?.trim()
if (streamPorts && !/^[1-9]\d*$/.test(streamPorts)) {
  console.error(
    `CONTENT_LAKE_STREAM_PORTS=${streamPorts}: it is how many extra ports the local lake opens for the Studio's ` +
      'listener streams, a whole number from 1 (leave it empty for 8). With 0 the Studio stalls without an error.',
  )
  process.exit(1)
}

let lake = null
try {
  if (wantsLocalContentLake(env)) {
    lake = await startLocalContentLake({ siteOrigin: `http://127.0.0.1:${port}`, env, root })
    Object.assign(env, lake.env)
    console.log(`Local Content Lake on ${lake.origin} – the site reads it, http://localhost:${port}/studio edits it.`)
  }
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

const next = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', 'web', ...args], {
  cwd: root,
  env,
  stdio: 'inherit',
})
const typegen = spawn(process.execPath, [path.join(root, 'scripts/typegen/index.ts'), '--watch'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
})
warmPublishingRoute(`http://127.0.0.1:${port}/api/revalidate`)

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    typegen.kill(signal)
    next.kill(signal)
  })
next.on('exit', async (code, signal) => {
  typegen.kill()
  await lake?.stop()
  process.exit(code ?? (signal ? 1 : 0))
})

/**
 * Compiles the webhook's route before the first publish needs it: a GET (answered 405) makes Next build the
 * route module with everything it imports. Tries again while the server does not answer yet, for 3 minutes.
 */
async function warmPublishingRoute(url) {
  const until = Date.now() + 180_000
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(120_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}
