/**
 * Production server (self-hosted): Next.js plus a hash-based Content-Security-Policy on every HTML
 * document, so pages stay prerendered (no nonce, no dynamic rendering) – docs/security.md.
 *
 * A thin Node server around Next's own request handler (Next's documented custom server):
 *  - an HTML response is buffered; the inline scripts Next.js/React wrote (recognised by shape,
 *    web/lib/csp/inline-scripts.ts) are hashed and the response goes out with the policy for exactly
 *    that body (web/lib/csp/policy.ts). A prerendered page is hashed once per ETag, then remembered;
 *  - every request carries a fresh nonce in the *request* header `content-security-policy`: Next
 *    puts it on its scripts when it renders dynamically (draft mode, a page's first render after a
 *    publish), so those responses need no hash;
 *  - If-None-Match is answered here, after hashing: a 304 carries the policy of the body it confirms.
 *    HEAD is rendered as GET and sent without body;
 *  - compression happens here, after hashing (Next's own is switched off: NEXT_COMPRESS=0); an HTML
 *    document goes out as brotli when the browser accepts it, remembered per page version
 *    (web/hosting/html-compression.ts), also with CSP_COMPRESS=0;
 *  - static files, /_next/*, API routes and RSC requests stream through untouched; they keep the
 *    static policy of next.config.ts headers().
 *
 * Every response also gets Strict-Transport-Security (ignored by browsers over plain HTTP), set here
 * at run time so that HSTS=off can turn it off where a proxy sets its own, without a rebuild.
 *
 * env: PORT (3000), HOSTNAME (127.0.0.1), NEXT_DIR (web), NEXT_STANDALONE=1 (run from the
 * `output: 'standalone'` folder), CSP_COMPRESS=0 (a reverse proxy compresses all but HTML), CSP_REPORT_ONLY=1,
 * HSTS=off, SHUTDOWN_TIMEOUT_MS (8000), SHUTDOWN_DRAIN_MS (0), KEEP_ALIVE_TIMEOUT (65000), CDN_MAX_AGE (60).
 *
 * SIGTERM/SIGINT shut it down gracefully (see shutdown() below).
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

const dir = resolve(process.env.NEXT_DIR ?? 'web')
const distDir = join(dir, process.env.NEXT_DIST_DIR || '.next')
if (process.env.NEXT_STANDALONE === '1') {
  // What the generated standalone server.js does: the build's config, from required-server-files.json.
  const { config } = JSON.parse(readFileSync(join(distDir, 'required-server-files.json'), 'utf8'))
  // The cache handlers (web/hosting/) are stored relative to the build folder; Next's route runtimes
  // resolve that against the working directory, the server against `dir`: make them absolute.
  const absolute = (file) => (file ? resolve(distDir, file) : file)
  const cacheHandlers = Object.fromEntries(
    Object.entries(config.cacheHandlers ?? {}).map(([kind, file]) => [kind, absolute(file)]),
  )
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({
    ...config,
    compress: false,
    cacheHandler: absolute(config.cacheHandler),
    cacheHandlers,
  })
  process.env.NODE_ENV = 'production'
}
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '127.0.0.1'

// CONTENT_LAKE=local: the local Content Lake beside the site (content-lake/launch.ts), which the site
// then reads as a hosted project and the Studio edits. A tool for tests and trying the product: it
// lives in the checkout, not in a release folder.
let lake = null
if (process.env.CONTENT_LAKE?.trim() && process.env.CONTENT_LAKE.trim() !== 'bundled') {
  const launcher = resolve('content-lake', 'launch.ts')
  if (!existsSync(launcher)) {
    console.error(
      `Refusing to start: CONTENT_LAKE=${process.env.CONTENT_LAKE} needs the full checkout (${launcher} is missing); a release folder has no local Content Lake.`,
    )
    process.exit(1)
  }
  const { startLocalContentLake, wantsLocalContentLake } = await import(launcher)
  try {
    if (wantsLocalContentLake(process.env)) {
      const siteHost = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
      lake = await startLocalContentLake({
        siteOrigin: `http://${siteHost.includes(':') ? `[${siteHost}]` : siteHost}:${port}`,
      })
      Object.assign(process.env, lake.env)
      console.log(`Local Content Lake on ${lake.origin}: the site reads it, /studio edits it (CONTENT_LAKE=local)`)
    }
  } catch (error) {
    console.error(`Refusing to start: ${error.message}`)
    process.exit(1)
  }
}
const studioLake = lake
  ? { origin: lake.origin, streamPorts: process.env.CONTENT_LAKE_STREAM_PORTS.split(',').map(Number) }
  : undefined

// Settings that cannot work stop the server here, with what to change (web/hosting/deployment-check.ts).
const { deploymentProblems } = await import(join(dir, 'hosting', 'deployment-check.ts'))
const problems = deploymentProblems(process.env, process.cwd())
if (problems.length > 0) {
  for (const problem of problems) console.error(`Refusing to start: ${problem}`)
  process.exit(1)
}
// GET /api/health reports the build this instance runs (web/lib/health).
process.env.GLANZWERK_BUILD_ID = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim()
process.env.NEXT_COMPRESS = '0' // read by next.config.ts: this server compresses, after hashing

// Plain TypeScript without imports: Node >= 22.18 strips the types.
const lib = resolve(process.env.CSP_LIB ?? join(dir, 'lib/csp'))
const { classifyInlineScripts, runtimeScriptsOf } = await import(join(lib, 'inline-scripts.ts'))
const { DRAFT_MODE_COOKIE, GOOGLE_TAG_SCRIPTS, sitePolicy, studioPolicy } = await import(join(lib, 'policy.ts'))
const { HtmlCompressor, acceptsBrotli } = await import(join(dir, 'hosting', 'html-compression.ts'))
const htmlCompressor = new HtmlCompressor()

const require = createRequire(join(dir, '..', 'package.json'))
const next = require('next')
const compression = require('next/dist/compiled/compression')

const HEADER = process.env.CSP_REPORT_ONLY === '1' ? 'content-security-policy-report-only' : 'content-security-policy'
const projectId = process.env.SANITY_PROJECT_ID || 'not-configured'
const hsts = process.env.HSTS === 'off' ? null : 'max-age=63072000; includeSubDomains'

// The Google tag exists only in a build with NEXT_PUBLIC_GA_MEASUREMENT_ID (inlined at build time, not
// set at run time): the build's static policy (next.config.ts headers()) names its host then.
const { headers: headerRules = [] } = JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8'))
const analytics = headerRules.some((rule) =>
  rule.headers.some(
    ({ key, value }) => key.toLowerCase() === 'content-security-policy' && value.includes(GOOGLE_TAG_SCRIPTS),
  ),
)

// Next.js stores no Link header with the prerendered 404 page (other pages preload their fonts
// through it), so its text swapped font seconds after the first paint and shifted the page. The
// fonts are those the build's font manifest lists for the 404 route.
const fontManifest = JSON.parse(readFileSync(join(distDir, 'server', 'next-font-manifest.json'), 'utf8'))
const notFoundFonts = Object.entries(fontManifest.app ?? {}).find(([entry]) => entry.endsWith('/_not-found/page'))?.[1]
const notFoundLink = (notFoundFonts ?? [])
  .map((file) => `</_next/${file}>; rel=preload; as="font"; crossorigin=""; type="font/${file.split('.').pop()}"`)
  .join(', ')

const app = next({ dev: false, dir, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
if (lake) {
  // The build prerendered its pages from the bundled dataset; on the lake they are rendered anew.
  const { expireLocally } = await import(join(dir, 'hosting', 'tags-manifest.ts'))
  const { TAGS } = await import(join(dir, 'lib', 'sanity', 'tags.ts'))
  expireLocally(TAGS.content)
}

// React's and Next's constant runtime scripts, exactly as this build wrote them.
const pages = []
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) walk(path)
    else if (path.endsWith('.html')) pages.push(readFileSync(path, 'utf8'))
  }
}
walk(join(distDir, 'server', 'app'))
const runtimeScripts = runtimeScriptsOf(pages)

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const isStudio = (path) => path === '/studio' || path.startsWith('/studio/')
const isDraftMode = (cookie = '') => new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`).test(cookie)
/** Never an HTML document: pass through untouched. */
const passThrough = (req, path) =>
  (req.method !== 'GET' && req.method !== 'HEAD') ||
  path.startsWith('/_next/') ||
  path.startsWith('/api/') ||
  req.headers.rsc !== undefined

/** Hash sources per page version (path + ETag); a dynamic render (nonce) is never remembered. */
const remembered = new Map()
const REMEMBER_MAX = 1000

function scriptSources(path, text, nonce, etag) {
  const key = etag ? `${path} ${etag}` : undefined
  const known = key && remembered.get(key)
  if (known) return known
  const { allowed, rejected, withNonce } = classifyInlineScripts(text(), { runtimeScripts, nonce })
  if (rejected.length) {
    console.warn(
      `csp: ${path}: ${rejected.length} inline script(s) not allowed, e.g. ${JSON.stringify(rejected[0].slice(0, 80))}`,
    )
  }
  const sources = [...(withNonce ? [`'nonce-${nonce}'`] : []), ...allowed.map(sha256)]
  if (key && !withNonce) {
    if (remembered.size >= REMEMBER_MAX) remembered.delete(remembered.keys().next().value)
    remembered.set(key, sources)
  }
  return sources
}

function policyFor(req, path, text, nonce, etag) {
  const sources = scriptSources(path, text, nonce, etag)
  return isStudio(path)
    ? studioPolicy({ projectId, scriptSources: sources, lake: studioLake })
    : sitePolicy({ scriptSources: sources, analytics, draftMode: isDraftMode(req.headers.cookie) })
}

function bufferHtml(req, res, path) {
  const nonce = randomBytes(16).toString('base64')
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'` // Next reads it while rendering
  const ifNoneMatch = req.headers['if-none-match']
  delete req.headers['if-none-match']
  delete req.headers['if-modified-since']
  const isHead = req.method === 'HEAD'
  if (isHead) req.method = 'GET'

  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flush: res.flush,
    flushHeaders: res.flushHeaders,
  }
  const chunks = []
  let decided = false
  let buffering = false
  const restore = () => Object.assign(res, original)
  const decide = () => {
    if (decided) return
    decided = true
    buffering = String(res.getHeader('content-type') ?? '').startsWith('text/html')
    if (!buffering) restore()
  }
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') {
      chunks.push(
        typeof chunk === 'string' && typeof encoding === 'string' && encoding !== 'utf8'
          ? Buffer.from(chunk, encoding)
          : chunk,
      )
    }
  }
  res.flushHeaders = () => {
    decide()
    if (!buffering) original.flushHeaders.call(res)
  }
  res.flush = () => {
    decide()
    if (!buffering) original.flush?.call(res)
  }
  res.writeHead = (status, ...rest) => {
    res.statusCode = status
    const headers = rest.find((value) => value && typeof value === 'object')
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    decide()
    if (!buffering) return original.writeHead.call(res, status, ...rest.filter((value) => typeof value === 'string'))
    return res
  }
  res.write = (chunk, encoding, callback) => {
    decide()
    if (!buffering) return original.write.call(res, chunk, encoding, callback)
    keep(chunk, encoding)
    ;(typeof encoding === 'function' ? encoding : callback)?.()
    return true
  }
  res.end = (chunk, encoding, callback) => {
    decide()
    if (!buffering) return original.end.call(res, chunk, encoding, callback)
    keep(chunk, encoding)
    restore()
    // Next sends a prerendered page as one string: keep it, decode only when it must be read.
    const body =
      chunks.length === 1 ? chunks[0] : Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)))
    const text = () => (typeof body === 'string' ? body : body.toString('utf8'))
    const etag = res.getHeader('etag')
    if (res.statusCode === 404 && notFoundLink && !res.hasHeader('link')) res.setHeader('link', notFoundLink)
    try {
      res.setHeader(HEADER, policyFor(req, path, text, nonce, etag))
    } catch (error) {
      // the static policy of next.config.ts stays: the page works, less strictly
      console.error(`csp: ${path}: no hashes, static policy kept`, error)
    }
    if (res.statusCode === 200 && etag && ifNoneMatch?.split(/\s*,\s*/).includes(String(etag))) {
      res.statusCode = 304
      res.removeHeader('content-length')
      return original.end.call(res)
    }
    let payload = body
    if (acceptsBrotli(req.headers['accept-encoding']) && !res.hasHeader('content-encoding')) {
      // Only a page version every visitor gets (200 with an ETag) is worth the best quality.
      payload = htmlCompressor.encode(body, res.statusCode === 200 && etag ? `${path} ${etag}` : undefined)
      res.setHeader('content-encoding', 'br')
      const vary = String(res.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary))
        res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    res.setHeader('content-length', Buffer.byteLength(payload))
    return isHead ? original.end.call(res) : original.end.call(res, payload)
  }
}

/**
 * Pages are cached for a long time in Next's own cache, which the publishing webhook refreshes.
 * Next also offers them to shared caches (`s-maxage` of 30 days); a CDN in front could then serve
 * a page for a month after a publish. Shared caches get CDN_MAX_AGE seconds (default 60) and then
 * ask again (ETag: a cheap 304); browsers always ask (docs/decisions.md).
 */
const cdnMaxAge = Number(process.env.CDN_MAX_AGE ?? 60)
const pageCacheControl =
  cdnMaxAge > 0 ? `public, max-age=0, s-maxage=${cdnMaxAge}, must-revalidate` : 'public, max-age=0, must-revalidate'
function limitSharedCaching(res) {
  const setHeader = res.setHeader
  res.setHeader = function (name, value) {
    const page = String(name).toLowerCase() === 'cache-control' && /\bs-maxage=/.test(String(value))
    return setHeader.call(this, name, page ? pageCacheControl : value)
  }
}

const compress = process.env.CSP_COMPRESS === '0' ? null : compression()
/** SIGTERM received (draining: still serving, liveness 503) / the listener is closing. */
let stopping = false
let closing = false
const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0]
  if (hsts) res.setHeader('strict-transport-security', hsts)
  limitSharedCaching(res)
  if (stopping && path === '/api/health/live') {
    // Draining: the load balancer takes this instance out of its pool before it stops accepting.
    res.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
    res.end('shutting down\n')
    return
  }
  if (closing) {
    // Shutting down: answer what arrives on an open connection, then close it.
    res.setHeader('connection', 'close')
    res.once('finish', () => server.closeIdleConnections())
  }
  const run = () => {
    if (!passThrough(req, path)) bufferHtml(req, res, path)
    return handle(req, res)
  }
  if (compress) compress(req, res, run)
  else run()
}).listen(port, hostname, () => {
  console.log(
    `Ready on http://${hostname}:${port} (CSP: ${runtimeScripts.size} runtime scripts from ${pages.length} prerendered pages)`,
  )
})

/**
 * SIGTERM (systemd, a rolling update) or SIGINT: accept no new connections, let every request in
 * flight finish (a submission that was received is stored and answered), stop the outbox timer
 * (web/lib/submissions/outbox-timer.ts listens for 'glanzwerk:shutdown'), then exit 0. After
 * SHUTDOWN_TIMEOUT_MS (default 8 s, below systemd's TimeoutStopSec) the rest is cut off, exit 1.
 *
 * Behind a load balancer, SHUTDOWN_DRAIN_MS (deploy/glanzwerk@.service: 2500) comes first: the
 * instance keeps serving but its liveness check (/api/health/live) answers 503, so the balancer
 * (Caddy checks every 2 s) stops sending before the instance stops accepting; no visitor meets a
 * refused connection.
 */
function shutdown(signal) {
  if (stopping) return
  stopping = true
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 8000)
  const drainMs = Math.min(Number(process.env.SHUTDOWN_DRAIN_MS ?? 0), timeoutMs / 2)
  console.log(
    `${signal}: ${drainMs > 0 ? `draining for ${drainMs} ms, then ` : ''}no new connections; finishing requests in flight (at most ${timeoutMs} ms)`,
  )
  process.emit('glanzwerk:shutdown')
  const deadline = setTimeout(() => {
    console.error(`Shutdown: requests still open after ${timeoutMs} ms, closing them`)
    server.closeAllConnections()
    process.exit(1)
  }, timeoutMs)
  deadline.unref()
  setTimeout(() => {
    closing = true
    server.close(async () => {
      clearTimeout(deadline)
      await lake?.stop()
      console.log('Shutdown complete')
      process.exit(0)
    })
    server.closeIdleConnections()
  }, drainMs)
}
// Idle keep-alive connections stay open longer than a reverse proxy keeps them (Caddy: 30 s, see
// deploy/Caddyfile): otherwise this server may close one just as the proxy sends a request on it,
// and the proxy counts a failure and leaves the instance out (KEEP_ALIVE_TIMEOUT, as Next's own).
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT ?? 65_000)
server.headersTimeout = server.keepAliveTimeout + 1_000
process.once('SIGTERM', () => shutdown('SIGTERM'))
process.once('SIGINT', () => shutdown('SIGINT'))
