/**
 * `npm run test:deploy`: the self-hosted path of docs/deployment.md, end to end on this machine with
 * the programs a VPS runs: Debian's redis-server, two standalone instances sharing one SQLite file
 * and one Redis, and Debian's caddy with deploy/Caddyfile (internal CA, https://glanzwerk.test on
 * 127.0.0.1). Needs `npm run build` (or `npm run build:e2e`) first. Loopback only, bounded by
 * RUN_TIMEOUT_MS; ports DEPLOY_PORT (3170) to DEPLOY_PORT + 4.
 *
 * Through Caddy: HTTPS, the HTTP redirect, HSTS, the app's CSP unchanged, compression, immutable
 * static assets, what Caddy refuses itself, a form submission, /api/health; a signed webhook on one
 * instance after which the other renders fresh; Redis stopped and started again; SIGTERM to one
 * instance during submissions with nothing lost; the shared rate limit; the access log.
 */
import { randomUUID } from 'node:crypto'
import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { homedir, tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { DatasetCopy } from '@scripts/lib/site-copy'
import { sendDelivery } from '@scripts/lib/webhook-delivery'
import { check, failed, ms } from '@tests/reliability/figures'
import { RedisServer } from '@tests/support/redis-server'
import { createClient } from 'redis'
import { SQLITE_FILE } from '@/lib/submissions/sqlite-store'
import {
  type Answer,
  copyRelease,
  DOMAIN,
  type Program,
  runReleaseTool,
  send,
  startCaddy,
  startInstance,
  waitFor,
  waitForInstance,
} from './stack'

const BASE = Number(process.env.DEPLOY_PORT ?? 3170)
const PORTS = { redis: BASE, a: BASE + 1, b: BASE + 2, http: BASE + 3, https: BASE + 4 }
const RUN_TIMEOUT_MS = 6 * 60 * 1000
const SECRET = 'deploy-test-webhook-secret'
/** The operator's token for the details of /api/health (HEALTH_DETAILS_TOKEN). */
const HEALTH_TOKEN = 'deploy-test-health-details-token'
/** Submissions per visitor and 10 minutes in this run: the checks below count up to it. */
const RATE_LIMIT = 200
const SIGTERM_VISITORS = 8
const SIGTERM_PER_VISITOR = 15

const timeout = setTimeout(() => {
  console.error(`✗ gave up after ${ms(RUN_TIMEOUT_MS)}`)
  process.exit(1)
}, RUN_TIMEOUT_MS)
timeout.unref()

const scratch = await mkdtemp(path.join(tmpdir(), 'deploy-'))
// Not under a temporary directory (the instances refuse that with REDIS_URL, web/hosting/deployment-check.ts),
// also when the checkout itself is in /tmp (CI clones): below the home directory's cache.
const submissionsDir = path.join(homedir(), '.cache', 'glanzwerk-test-deploy', randomUUID().slice(0, 8))
const dataset = await DatasetCopy.create()
const programs: Program[] = []
let redis: RedisServer | undefined

const appEnv = {
  REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
  SUBMISSIONS_DIR: submissionsDir,
  CONTENT_DATASET_DIR: dataset.dir,
  SANITY_REVALIDATE_SECRET: SECRET,
  HEALTH_DETAILS_TOKEN: HEALTH_TOKEN,
  SUBMISSIONS_RATE_LIMIT: String(RATE_LIMIT),
  // Behind Caddy: it compresses, and it tells the visitor's address.
  SUBMISSIONS_CLIENT_IP_HEADER: 'x-forwarded-for',
  SITE_URL: `https://${DOMAIN}`,
  // As deploy/glanzwerk@.service: Caddy learns of a stopping instance before it stops accepting.
  SHUTDOWN_DRAIN_MS: '2500',
}

function inquiry(token: string, label: string): string {
  return new URLSearchParams({
    'form-name': 'contact',
    'bot-field': '',
    'submission-token': token,
    name: `Deploy ${label}`,
    email: `deploy-${label}@example.org`,
    phone: '05321 123456',
    location: 'Goslar',
    service: '',
    message: `Bitte um ein Angebot (${token})`,
  }).toString()
}

function storedIds(): Set<string> {
  const db = new DatabaseSync(path.join(submissionsDir, SQLITE_FILE), { readOnly: true })
  try {
    return new Set((db.prepare('SELECT id FROM submissions').all() as { id: string }[]).map((row) => row.id))
  } finally {
    db.close()
  }
}

try {
  const release = await copyRelease(path.join(scratch, 'release'))
  redis = await RedisServer.start(PORTS.redis)
  const a = startInstance('instance A', release, PORTS.a, appEnv)
  const b = startInstance('instance B', release, PORTS.b, appEnv)
  programs.push(a, b)
  await Promise.all([waitForInstance(a, PORTS.a), waitForInstance(b, PORTS.b)])
  const accessLog = path.join(scratch, 'access.log')
  const { caddy, ca } = await startCaddy({
    dataDir: path.join(scratch, 'caddy'),
    httpPort: PORTS.http,
    httpsPort: PORTS.https,
    upstreams: `127.0.0.1:${PORTS.a} 127.0.0.1:${PORTS.b}`,
    accessLog,
  })
  programs.push(caddy)
  const https = (pathname: string, options: Omit<Parameters<typeof send>[0], 'port' | 'path' | 'https'> = {}) =>
    send({ port: PORTS.https, path: pathname, https: { ca }, ...options })
  const direct = (port: number, pathname: string, headers: Record<string, string> = {}) =>
    send({ port, path: pathname, headers }, '127.0.0.1')
  console.log(`▶ redis-server, two instances (${PORTS.a}, ${PORTS.b}) and Caddy (https://${DOMAIN}:${PORTS.https})`)

  // HTTPS, redirect, headers.
  const home = await https('/', { headers: { 'accept-encoding': 'zstd' } })
  check(home.status === 200 && home.text.includes('</html>'), 'the home page over HTTPS', `${home.status}`)
  const redirect = await send({ port: PORTS.http, path: '/kontakt?x=1' })
  // Caddy names no port in the redirect (443 in production).
  check(
    [301, 308].includes(redirect.status) && redirect.headers.location === `https://${DOMAIN}/kontakt?x=1`,
    'plain HTTP is redirected to HTTPS, path and query kept',
    `${redirect.status} → ${redirect.headers.location}`,
  )
  check(
    home.headers['strict-transport-security'] === 'max-age=63072000; includeSubDomains',
    'HSTS on every answer',
    String(home.headers['strict-transport-security']),
  )
  const homeDirect = await direct(PORTS.a, '/')
  check(
    Boolean(home.headers['content-security-policy']) &&
      home.headers['content-security-policy'] === homeDirect.headers['content-security-policy'],
    "the app's hash-based CSP reaches the visitor unchanged",
  )
  for (const header of ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options']) {
    check(
      home.headers[header] === homeDirect.headers[header],
      `${header} passes through unchanged`,
      String(home.headers[header]),
    )
  }
  check(!home.headers.server && !home.headers['x-powered-by'], 'no Server or X-Powered-By header')

  // A redirect of the old website's address (a redirect document of the bundled dataset) stays on HTTPS.
  const moved = await https('/glasreinigung.html?utm_source=flyer')
  const movedTo = new URL(String(moved.headers.location), `https://${DOMAIN}:${PORTS.https}/`)
  check(
    moved.status === 308 &&
      movedTo.protocol === 'https:' &&
      movedTo.host === `${DOMAIN}:${PORTS.https}` &&
      movedTo.pathname === '/leistungen/glas-fensterreinigung' &&
      movedTo.search === '?utm_source=flyer',
    'an old address redirects permanently, on HTTPS, the query kept',
    `${moved.status} → ${moved.headers.location}`,
  )

  // Compression (the app's, passed through by Caddy) and caching.
  check(home.headers['content-encoding'] === 'zstd', 'zstd compression', String(home.headers['content-encoding']))
  const gzip = await https('/leistungen', { headers: { 'accept-encoding': 'gzip' } })
  check(gzip.headers['content-encoding'] === 'gzip' && gzip.text.includes('</html>'), 'gzip compression')
  // A browser that accepts brotli gets brotli for an HTML document (smaller than zstd or gzip,
  // remembered per page version).
  const browserLike = await https('/leistungen', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
  check(
    browserLike.headers['content-encoding'] === 'br' &&
      browserLike.text === gzip.text &&
      /\baccept-encoding\b/i.test(String(browserLike.headers.vary)),
    'HTML documents: brotli from the app, the same page, Vary: Accept-Encoding',
    `${browserLike.headers['content-encoding']} ${browserLike.text.length} vs ${gzip.text.length} characters`,
  )
  check(
    home.headers['cache-control'] === 'public, max-age=0, s-maxage=60, must-revalidate',
    'pages: a CDN keeps them 60 s at most, browsers ask again',
    String(home.headers['cache-control']),
  )
  const asset = home.text.match(/\/_next\/static\/[^"' ]+\.js/)?.[0]
  const assetAnswer = asset ? await https(asset, { headers: { 'accept-encoding': 'gzip' } }) : null
  check(
    assetAnswer?.status === 200 && assetAnswer.headers['cache-control'] === 'public, max-age=31536000, immutable',
    'static assets are immutable for a year',
    `${asset} ${assetAnswer?.headers['cache-control']}`,
  )
  check(
    assetAnswer?.headers['content-encoding'] === 'gzip' && !/,/.test(String(assetAnswer?.headers['content-encoding'])),
    'static assets compressed once (by the app), not twice',
    String(assetAnswer?.headers['content-encoding']),
  )

  // What Caddy answers itself.
  const trace = await https('/', { method: 'TRACE' })
  check(trace.status === 405, 'TRACE is refused', `${trace.status}`)
  const traversal = await https('/%2e%2e/%2e%2e/etc/passwd')
  check(traversal.status === 400, 'an encoded path traversal is refused', `${traversal.status}`)
  const long = await https(`/${'a'.repeat(3000)}`)
  check(long.status === 414, 'an absurdly long address is refused', `${long.status}`)
  const huge = await https('/api/inquiry', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `message=${'x'.repeat(200 * 1024)}`,
  })
  check(huge.status === 413, 'a 200 KB form post is refused before it reaches the app', `${huge.status}`)

  // A form submission and the health check.
  const token = randomUUID()
  const submitted = await https('/api/inquiry', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: inquiry(token, 'form'),
  })
  const submittedId = submitted.status === 201 ? (JSON.parse(submitted.text) as { id: string }).id : null
  check(
    submittedId !== null && storedIds().has(submittedId),
    'an inquiry through Caddy is stored',
    `${submitted.status}`,
  )
  const operator = { authorization: `Bearer ${HEALTH_TOKEN}` }
  const publicHealth = await https('/api/health')
  check(
    publicHealth.status === 200 && publicHealth.text === '{"status":"degraded"}',
    '/api/health tells a visitor the verdict alone',
    publicHealth.text,
  )
  const health = await https('/api/health', { headers: operator })
  const healthBody = JSON.parse(health.text) as {
    status: string
    buildId: string
    submissions: { writable: boolean }
    launch: { blocking: number } | null
  }
  const healthB = JSON.parse((await direct(PORTS.b, '/api/health', operator)).text) as { buildId: string }
  check(
    health.status === 200 &&
      healthBody.status === 'degraded' &&
      (healthBody.launch?.blocking ?? 0) > 0 &&
      healthBody.submissions.writable === true,
    '/api/health with the operator’s token: submissions writable; degraded by the launch items of the bundled sample data',
    health.text,
  )
  check(healthBody.buildId === healthB.buildId, 'both instances run the same build', healthBody.buildId)

  // Publishing reaches every instance.
  const servicePage = '/leistungen/winterdienst'
  await direct(PORTS.b, servicePage) // B has the page in its cache
  const marker = `Geteilter Cache ${randomUUID().slice(0, 8)}`
  await dataset.edit('testimonial-winterdienst-1', (doc) => ({ ...doc, quote: marker }))
  const change = { _id: 'testimonial-winterdienst-1', _type: 'testimonial', slug: null }
  const staleBefore = !(await direct(PORTS.b, servicePage)).text.includes(marker)
  const delivered = await sendDelivery({ url: `http://127.0.0.1:${PORTS.a}/api/revalidate`, change, secret: SECRET })
  const freshOnB = (await direct(PORTS.b, servicePage)).text.includes(marker)
  check(
    staleBefore && delivered.status === 200 && freshOnB,
    'a webhook answered by instance A: the very next request on instance B is fresh',
    `before: ${staleBefore ? 'cached' : 'already changed'}, webhook ${delivered.status}`,
  )
  check((await https(servicePage)).text.includes(marker), 'and through Caddy')
  // The captured delivery, replayed to the other instance: remembered in Redis (issue 42, L6).
  const replay = await sendDelivery({
    url: `http://127.0.0.1:${PORTS.b}/api/revalidate`,
    change,
    secret: SECRET,
    body: JSON.stringify(change),
    signature: delivered.signature,
    idempotencyKey: delivered.idempotencyKey,
  })
  const replayNewKey = await sendDelivery({
    url: `http://127.0.0.1:${PORTS.b}/api/revalidate`,
    change,
    secret: SECRET,
    signature: delivered.signature,
  })
  check(
    replay.body.status === 'duplicate' && replayNewKey.body.status === 'duplicate',
    'a delivery processed by instance A, replayed to instance B (same or new idempotency key): a duplicate',
    `${replay.status} ${String(replay.body.status)}, ${replayNewKey.status} ${String(replayNewKey.body.status)}`,
  )

  // Hosts and policies (issue 42, I3 and L4).
  const foreignHost = await direct(PORTS.a, '/', { host: 'evil.example' })
  const loopbackHost = await direct(PORTS.a, '/', { host: 'localhost' })
  check(
    foreignHost.status === 421 && loopbackHost.status === 200,
    'an instance answers a foreign Host 421, its loopback names from this machine and the site through Caddy',
    `${foreignHost.status} ${loopbackHost.status}`,
  )
  const sitemap = await https('/sitemap.xml')
  check(
    sitemap.status === 200 &&
      sitemap.headers['content-security-policy'] === "default-src 'none'; frame-ancestors 'none'",
    'answers that are never documents (sitemap.xml) carry the policy that runs nothing',
    String(sitemap.headers['content-security-policy']),
  )

  // Redis away: pages keep coming, a publish holds on the instance that got it, and reaches the
  // other when Redis is back.
  await redis.stop()
  const whileAway = await Promise.all([
    https('/'),
    https('/leistungen'),
    direct(PORTS.a, '/ueber-uns'),
    direct(PORTS.b, '/kontakt'),
  ])
  check(
    whileAway.every((answer: Answer) => answer.status === 200),
    'Redis stopped: both instances keep serving pages',
    whileAway.map((answer) => answer.status).join(' '),
  )
  const awayMarker = `Ohne Redis ${randomUUID().slice(0, 8)}`
  await dataset.edit('testimonial-winterdienst-1', (doc) => ({ ...doc, quote: awayMarker }))
  const awayDelivery = await sendDelivery({ url: `http://127.0.0.1:${PORTS.a}/api/revalidate`, change, secret: SECRET })
  const awayAnswer = (await direct(PORTS.a, servicePage)).text
  check(
    awayDelivery.status === 200 && awayAnswer.includes(awayMarker),
    'a publish while Redis is away takes effect on the instance that received it',
    // On a miss: which text the page had, to tell a stale page from a broken one.
    `webhook ${awayDelivery.status}, the page shows ${/Ohne Redis \w+|Geteilter Cache \w+/.exec(awayAnswer)?.[0] ?? 'neither marker'}`,
  )
  const awayToken = randomUUID()
  const awaySubmission = await https('/api/inquiry', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: inquiry(awayToken, 'redis-away'),
  })
  check(awaySubmission.status === 201, 'a submission while Redis is away is stored', `${awaySubmission.status}`)
  await redis.start()
  const recovered = Date.now()
  await waitFor(
    async () => (await direct(PORTS.b, servicePage)).text.includes(awayMarker),
    20_000,
    'instance B to learn of the publish',
  )
  check(true, 'Redis back: the other instance learns of that publish', ms(Date.now() - recovered))
  check(/unreachable/.test(a.output) && /reachable again/.test(a.output), 'the outage and the recovery are logged')

  // SIGTERM to one instance while visitors submit: every submission is stored and acknowledged.
  const acknowledged = new Set<string>()
  let retries = 0
  const visitor = async (v: number) => {
    for (let i = 0; i < SIGTERM_PER_VISITOR; i++) {
      const submissionToken = randomUUID()
      for (let attempt = 0; ; attempt++) {
        const answer = await https('/api/inquiry', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: inquiry(submissionToken, `sigterm-${v}-${i}`),
        }).catch(() => null)
        if (answer?.status === 201) {
          const id = (JSON.parse(answer.text) as { id: string }).id
          acknowledged.add(id)
          break
        }
        // The form keeps its token and sends again (what the site's form does); never more than thrice.
        retries++
        console.error(`resent ${v}/${i} after ${answer?.status ?? 'no answer'}`)
        // A visitor who sees the form's error clicks „Senden“ again a moment later.
        await new Promise((resolve) => setTimeout(resolve, 1000))
        if (attempt >= 2) throw new Error(`submission ${v}/${i} failed thrice: ${answer?.status} ${answer?.text}`)
      }
    }
  }
  const loadStarted = Date.now()
  const load = Promise.all(Array.from({ length: SIGTERM_VISITORS }, (_, v) => visitor(v)))
  load.catch(() => {}) // awaited below, after the instance's exit
  await new Promise((resolve) => setTimeout(resolve, 150))
  const termStarted = Date.now()
  a.child.kill('SIGTERM')
  const exit = await a.exit
  const sigterm = { ...exit, ms: Date.now() - termStarted }
  await load
  const loadMs = Date.now() - loadStarted
  const stored = storedIds()
  check(
    sigterm.code === 0 && sigterm.ms < 10_000,
    'SIGTERM: instance A drained, finished its requests and exited 0 within 10 s',
    `exit ${sigterm.code ?? sigterm.signal} after ${ms(sigterm.ms)}`,
  )
  check(
    acknowledged.size === SIGTERM_VISITORS * SIGTERM_PER_VISITOR && [...acknowledged].every((id) => stored.has(id)),
    'every submission during the shutdown was acknowledged and stored',
    `${acknowledged.size} acknowledged in ${ms(loadMs)}, ${retries} resent by the form`,
  )

  // The rate limit is shared: what both instances counted is in Redis, and B lets through only the rest.
  const client = createClient({ url: appEnv.REDIS_URL })
  await client.connect()
  const counted = await client.zCard('glanzwerk:rate:visitor:127.0.0.1')
  const everyone = await client.zCard('glanzwerk:rate:everyone:stored')
  await client.close()
  check(
    everyone >= counted && counted > 0,
    'the budgets for a network and for everybody are shared in Redis too',
    `${everyone} stored submissions counted for everybody`,
  )
  let allowed = 0
  let limited = 0
  for (let i = counted; i < RATE_LIMIT + 2; i++) {
    const answer = await https('/api/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: inquiry(randomUUID(), `limit-${i}`),
    })
    if (answer.status === 201) allowed++
    else if (answer.status === 429) limited++
  }
  check(
    counted >= acknowledged.size && allowed === RATE_LIMIT - counted && limited === 2,
    `the rate limit (${RATE_LIMIT} per 10 minutes) counts across instances`,
    `${counted} counted in Redis by both instances, then ${allowed} allowed, ${limited} refused`,
  )

  // The access log.
  await https('/?utm_source=geheim', {
    headers: {
      referer: `https://${DOMAIN}/kontakt?name=Anna%20Geheim&email=anna%40example.org`,
      'x-forwarded-for': '198.51.100.77',
      forwarded: 'for=198.51.100.78',
    },
  })
  await waitFor(async () => (await readFile(accessLog, 'utf8')).includes('"uri":"/?"'), 5_000, 'the access log')
  const log = await readFile(accessLog, 'utf8')
  check(
    !log.includes('geheim') && !log.includes('Geheim') && !log.includes('anna%40') && !log.includes('submission-token'),
    'the access log keeps no query strings, in the address nor in the Referer',
  )
  check(
    !log.includes('198.51.100.77') && !log.includes('198.51.100.78'),
    'the access log keeps no forwarding header the client wrote itself',
  )
  check(
    !/"remote_ip":"127\.0\.0\.1"/.test(log) && log.includes('"remote_ip":"127.0.0.0"'),
    'the access log shortens addresses',
  )

  // The office's tools from the release folder alone, as the nightly timers run them (deploy/), while
  // instance B keeps the store open: no checkout, no tsx, no dev dependencies.
  const tsx = await access(path.join(release, 'node_modules', '.bin', 'tsx')).then(
    () => true,
    () => false,
  )
  const toolEnv = { SUBMISSIONS_DIR: submissionsDir }
  const exported = await runReleaseTool(release, ['export'], toolEnv)
  const exportedLines = exported.output.split('\n').filter((line) => line.startsWith('{')).length
  const storedNow = storedIds().size
  check(
    !tsx && exported.code === 0 && exportedLines === storedNow,
    'release folder: node tools/submissions.mjs export lists every stored submission (no tsx there)',
    `exit ${exported.code}, ${exportedLines} of ${storedNow}`,
  )
  const backups = path.join(scratch, 'backups')
  const backup = await runReleaseTool(release, ['backup', `${backups}/`, '--keep', '14d'], toolEnv)
  const written = await readdir(backups).catch(() => [])
  check(
    backup.code === 0 && written.length === 1 && /^submissions-.*Z\.sqlite$/.test(written[0] ?? ''),
    'release folder: the nightly backup writes one dated file',
    `exit ${backup.code}: ${written.join(', ')} ${backup.code === 0 ? '' : backup.output}`,
  )
  const purge = await runReleaseTool(release, ['purge', '--older-than', '180d'], toolEnv)
  check(
    purge.code === 0 && /Deleted 0 submission/.test(purge.output) && storedIds().size === storedNow,
    'release folder: the nightly purge runs and keeps what is younger than 180 days',
    `exit ${purge.code}: ${purge.output.trim()}`,
  )
} catch (error) {
  check(false, 'the run completed', (error as Error).stack ?? String(error))
} finally {
  await Promise.all(programs.map((program) => program.stop()))
  await redis?.stop()
  await dataset.remove()
  if (failed().length > 0)
    for (const program of programs)
      console.error(`\n--- ${program.name} ---\n${program.output.slice(process.env.DEPLOY_VERBOSE ? 0 : -4000)}`)
  await rm(scratch, { recursive: true, force: true })
  await rm(submissionsDir, { recursive: true, force: true })
}

const failures = failed()
if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} check(s) failed`)
  process.exit(1)
}
console.log('\n✓ the self-hosted stack works as documented')
process.exit(0)
