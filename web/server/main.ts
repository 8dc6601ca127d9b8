/**
 * The production server (self-hosted): Next.js behind a thin Node server of ours, Next's documented
 * custom server. `node server.mjs` checks the Node version and loads this file; Node strips the types.
 * docs/architecture.md, "The server", explains the parts:
 *
 *   boot.ts         settings, local Content Lake, deployment check, build facts, Next's handler
 *   guards.ts       targets, methods and bodies refused before Next; the client's socket address
 *   lifecycle.ts    liveness, draining and a graceful stop
 *   documents.ts    per response: Cache-Control for shared caches, HTML documents (csp.ts, 304, HEAD),
 *                   compression (compression.ts, html-compression.ts), through response-tap.ts
 *
 * Settings: web/hosting/settings.ts (PORT, HOSTNAME, NEXT_DIR, NEXT_DIST_DIR, NEXT_STANDALONE,
 * CSP_REPORT_ONLY, CDN_MAX_AGE, SHUTDOWN_*, KEEP_ALIVE_TIMEOUT, CONTENT_LAKE; .env.example).
 */
import { createServer } from 'node:http'
import { boot } from './boot.ts'
import { CspPolicies } from './csp.ts'
import { serveThroughTap } from './documents.ts'
import { rawAnswer, refuseOrPrepare, refuseUnwrittenImage } from './guards.ts'
import { HtmlCompressor } from './html-compression.ts'
import { LIVENESS_PATH, Lifecycle } from './lifecycle.ts'

const { runtime, facts, handle, lake } = await boot()
const { hosting: settings, content } = runtime.settings
const projectId = content.kind === 'hosted' ? content.projectId : 'not-configured'
const options = {
  facts,
  policies: new CspPolicies(facts, { reportOnly: settings.cspReportOnly, projectId, contentApi: lake?.sources }),
  compressor: new HtmlCompressor(),
  cdnMaxAgeSeconds: settings.cdnMaxAgeSeconds,
}

const guardOptions = { siteHostname: new URL(runtime.settings.siteUrl).hostname, livenessPath: LIVENESS_PATH }

const server = createServer((req, res) => {
  if (refuseOrPrepare(req, res, guardOptions)) return
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  if (lifecycle.admit(req, res, path)) return
  const serve = async () => {
    if (path === '/_next/image' && (await refuseUnwrittenImage(req, res, runtime.imageSources))) return
    serveThroughTap(req, res, path, options)
    // Every cache lookup of this request shares one read of the other instances' expiry.
    await runtime.freshness.inRequestScope(() => handle(req, res))
  }
  serve().catch((error: unknown) => {
    console.error(`${req.method} ${path}: unhandled`, error)
    if (!res.headersSent) {
      res.statusCode = 500
      res.end()
    }
  })
})
// A request Node's parser refuses (an unknown method, a broken request line): its 400, with the headers
// every answer carries, instead of Node's bare one.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy()
  socket.end(rawAnswer(error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400))
})
const lifecycle = new Lifecycle(server, {
  ...settings.shutdown,
  // No new work (the outbox timer) starts while the server stops.
  onStopping: () => runtime.shutdown(),
  onStopped: async () => {
    await lake?.stop()
  },
})
// Idle keep-alive connections stay open longer than a reverse proxy keeps them (Caddy: 30 s): otherwise
// this server may close one just as the proxy sends a request on it (KEEP_ALIVE_TIMEOUT, as Next's own).
server.keepAliveTimeout = settings.keepAliveTimeoutMs
server.headersTimeout = settings.keepAliveTimeoutMs + 1_000
const cannotListen = async (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE' ? `${settings.hostname}:${settings.port} is in use by another program` : error.message
  console.error(`Refusing to start: ${reason}`)
  await lake?.stop()
  process.exit(1)
}
server.once('error', cannotListen)
server.listen(settings.port, settings.hostname, async () => {
  server.off('error', cannotListen)
  // The Studio's pages get the lake's session only now that this process holds every address they come from.
  await lake?.trust().catch(cannotListen)
  console.log(
    `Ready on http://${settings.hostname}:${settings.port} (CSP: ${facts.runtimeScripts.size} runtime scripts from ${facts.prerenderedPages} prerendered pages)`,
  )
})
lifecycle.listenForSignals()
