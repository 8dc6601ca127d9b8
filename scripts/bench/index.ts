/**
 * `npm run bench`: the site side by side with the framework floor, in one run on this machine.
 *
 * 1. Builds the site (`next build web`) and the floor (`scripts/bench/floor`: one heading, one
 *    paragraph, one link, the same Next and React) and starts both with `next start`.
 * 2. First-load weight of every budgeted route from the build (gzip JS and CSS, HTML, RSC payload).
 * 3. Lighthouse 13 (lighthouse.ts) on every route (15 service pages and the 404 page included) and on the floor,
 *    mobile and desktop, median of 3 runs each: the four category scores, LCP, CLS, TBT, transferred
 *    JS and CSS, and each route's ratio to the floor. A second floor page, /photo, adds the site's
 *    hero photo as a prioritised full-bleed next/image: the floor for a page whose largest paint is
 *    a photo (the site's pages with a hero photo); its LCP ratio is printed as well.
 * 4. Server throughput with autocannon (throughput.ts): a static page of the site, the same bytes from a plain Node
 *    file server (the ratio is the figure), and `POST /api/inquiry` (stored in SQLite each time).
 * 5. Publish-to-fresh latency (`npm run bench:publish`).
 * The peer (scripts/bench/peer): Sanity's clean Next.js template, checked out at a pinned commit,
 * adapted to run offline, built with the same Next and React against a local Content Lake holding
 * the site's texts in the template's schema, and measured beside the site (weight and Lighthouse:
 * `peer /`, `peer /posts/winterdienst`, `peer /about`).
 * Results: bench-results/*.json (gitignored) and tables on stdout; docs/performance.md keeps them.
 *
 * Options: --runs N (default 3), --form mobile|desktop|both (default both), --routes /a,/b,
 * --skip-build, --skip-lighthouse, --skip-throughput, --skip-publish, --seconds N (autocannon, 10),
 * --skip-peer, --peer-source <dir or git url> (BENCH_PEER_SOURCE; default the template on GitHub),
 * --only-peer (the floors and the peer only: no site build, server, throughput or publishing).
 * With --skip-build the peer's cached build is reused when it is of the same commit and adaptations.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { launchChromeForLighthouse } from '@scripts/lib/chromium'
import { startNextServer } from '@scripts/lib/next-server'
import { BUDGET_ROUTES, kb, type PageWeight, pageWeight } from '@scripts/lib/page-weight'
import { SERVICE_SLUGS } from '@tests/e2e/support'
import { type Form, LIGHTHOUSE_HEADER, type LighthouseFigures, lighthouseLine, lighthouseMedian } from './lighthouse.ts'
import { defaultPeerSource, PEER_ROUTES, type Peer, startPeer } from './peer/index.ts'
import { measureThroughput } from './throughput.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FLOOR_DIR = path.join(ROOT, 'scripts/bench/floor')
const RESULTS = path.join(ROOT, 'bench-results')
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3130)
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3131)

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    form: { type: 'string', default: 'both' },
    routes: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-throughput': { type: 'boolean', default: false },
    'skip-publish': { type: 'boolean', default: false },
    'skip-peer': { type: 'boolean', default: false },
    'only-peer': { type: 'boolean', default: false },
    'peer-source': { type: 'string', default: defaultPeerSource() },
  },
})
const ONLY_PEER = options['only-peer']
if (ONLY_PEER && options['skip-peer']) throw new Error('--only-peer and --skip-peer exclude each other')
const RUNS = Number(options.runs)
const FORMS = (options.form === 'both' ? ['mobile', 'desktop'] : [options.form]) as Form[]
const ALL_ROUTES = [
  '/',
  '/leistungen',
  ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`),
  '/ueber-uns',
  '/karriere',
  '/karriere/bewerbung',
  '/kontakt',
  '/impressum',
  '/datenschutz',
  '/gibt-es-nicht',
]
const ROUTES = options.routes ? options.routes.split(',') : ALL_ROUTES

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`)
}

const machine = {
  date: new Date().toISOString(),
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
  memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  next: JSON.parse(await readFile(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version as string,
  react: JSON.parse(await readFile(path.join(ROOT, 'node_modules/react/package.json'), 'utf8')).version as string,
  lighthouse: JSON.parse(await readFile(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'))
    .version as string,
}
console.log(
  `Bench on ${machine.cpus}, ${machine.memory}, Node ${machine.node}, Next ${machine.next}, React ${machine.react}`,
)
await mkdir(RESULTS, { recursive: true })

// --only-peer needs the floors; it builds them when there is no build even with --skip-build.
if (!options['skip-build'] || (ONLY_PEER && !existsSync(path.join(FLOOR_DIR, '.next/BUILD_ID')))) {
  console.log(ONLY_PEER ? '\n▶ Building the floor' : '\n▶ Building the site and the floor')
  await mkdir(path.join(FLOOR_DIR, 'public'), { recursive: true })
  await copyFile(
    path.join(ROOT, 'content/dataset/images/hero-modern-office-interior.jpg'),
    path.join(FLOOR_DIR, 'public/hero.jpg'),
  )
  if (!ONLY_PEER) run(process.execPath, [NEXT_BIN, 'build', 'web'], { SITE_URL: `http://127.0.0.1:${SITE_PORT}` })
  run(process.execPath, [NEXT_BIN, 'build', FLOOR_DIR])
}

// --- First-load weight from the build ------------------------------------------------------
console.log('\n▶ First-load weight (from the build, gzip)')
const weights: PageWeight[] = []
if (!ONLY_PEER) for (const route of BUDGET_ROUTES) weights.push(await pageWeight(route))
const floorWeight = await pageWeight('/', path.join(FLOOR_DIR, '.next'))
const weightLine = (weight: PageWeight) =>
  console.log(
    `${weight.route.padEnd(30)}${kb(weight.js).padStart(10)}${kb(weight.css).padStart(10)}${kb(weight.html).padStart(10)}${kb(weight.htmlGzip).padStart(10)}${kb(weight.htmlBrotli).padStart(10)}${kb(weight.rsc).padStart(10)}`,
  )
console.log(
  `${'route'.padEnd(30)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'HTML'.padStart(10)}${'HTML gz'.padStart(10)}${'HTML br'.padStart(10)}${'RSC'.padStart(10)}`,
)
for (const weight of [...weights, { ...floorWeight, route: 'floor' }]) weightLine(weight)
await writeFile(
  path.join(RESULTS, 'weight.json'),
  `${JSON.stringify({ machine, weights, floor: floorWeight }, null, 2)}\n`,
)

const submissionsDir = await mkdtemp(path.join(tmpdir(), 'bench-submissions-'))
const site = ONLY_PEER
  ? undefined
  : await startNextServer({
      port: SITE_PORT,
      env: { SUBMISSIONS_DIR: submissionsDir, SUBMISSIONS_RATE_LIMIT: '0' },
    })
const floor = await startNextServer({ appDir: FLOOR_DIR, port: FLOOR_PORT, readyPath: '/', plain: true })
let peer: Peer | undefined

try {
  // --- The peer: Sanity's clean Next.js template on a local Content Lake -----------------------
  if (!options['skip-peer']) {
    console.log(`\n▶ Peer: Sanity's clean Next.js template from ${options['peer-source']}`)
    peer = await startPeer({ source: options['peer-source'], rebuild: !options['skip-build'] })
    console.log(`peer: commit ${peer.commit}, Next ${machine.next}, React ${machine.react}, on ${peer.url}`)
    for (const note of peer.notes) console.log(`peer: adapted ${note}`)
    console.log(
      `peer: content ${peer.content.documents} documents, images ${peer.content.images.join(', ')}; words ${Object.entries(
        peer.content.words,
      )
        .map(([route, count]) => `${route} ${count}`)
        .join(', ')}`,
    )
    console.log('\n▶ First-load weight of the peer (gzip)')
    const peerWeights = await peer.weights()
    for (const weight of peerWeights) weightLine({ ...weight, route: `peer ${weight.route}` })
    await writeFile(
      path.join(RESULTS, 'weight.json'),
      `${JSON.stringify(
        {
          machine,
          weights,
          floor: floorWeight,
          peer: { source: peer.source, commit: peer.commit, adaptations: peer.notes, weights: peerWeights },
        },
        null,
        2,
      )}\n`,
    )
  }

  // --- Lighthouse ---------------------------------------------------------------------------
  if (!options['skip-lighthouse']) {
    const chrome = await launchChromeForLighthouse()
    const lighthouseResults: Record<string, Record<string, LighthouseFigures>> = {}
    try {
      for (const form of FORMS) {
        console.log(`\n▶ Lighthouse ${form}, median of ${RUNS}`)
        const measure = (url: string) => lighthouseMedian(url, form, chrome.port, RUNS)
        const floorFigures = await measure(`http://127.0.0.1:${FLOOR_PORT}/`)
        const photoFloorFigures = await measure(`http://127.0.0.1:${FLOOR_PORT}/photo`)
        lighthouseResults[form] = { floor: floorFigures, 'floor /photo': photoFloorFigures }
        console.log(LIGHTHOUSE_HEADER)
        const line = (name: string, figures: LighthouseFigures) =>
          console.log(lighthouseLine(name, figures, floorFigures, photoFloorFigures))
        line('floor', floorFigures)
        line('floor /photo', photoFloorFigures)
        for (const route of ONLY_PEER ? [] : ROUTES) {
          const figures = await measure(`http://127.0.0.1:${SITE_PORT}${route}`)
          lighthouseResults[form][route] = figures
          line(route, figures)
        }
        for (const route of peer ? PEER_ROUTES : []) {
          const figures = await measure(`${peer?.url}${route}`)
          lighthouseResults[form][`peer ${route}`] = figures
          line(`peer ${route}`, figures)
        }
        await writeFile(
          path.join(RESULTS, 'lighthouse.json'),
          `${JSON.stringify(
            { machine, runs: RUNS, ...(peer ? { peer: { commit: peer.commit } } : {}), results: lighthouseResults },
            null,
            2,
          )}\n`,
        )
      }
    } finally {
      chrome.kill()
    }
  }

  // --- Throughput ----------------------------------------------------------------------------
  if (!options['skip-throughput'] && !ONLY_PEER) {
    const figures = await measureThroughput({ sitePort: SITE_PORT, seconds: Number(options.seconds), root: ROOT })
    await writeFile(path.join(RESULTS, 'throughput.json'), `${JSON.stringify({ machine, figures }, null, 2)}\n`)
  }
} finally {
  await peer?.stop()
  await site?.stop()
  await floor.stop()
  await rm(submissionsDir, { recursive: true, force: true })
}

// --- Publishing ------------------------------------------------------------------------------
if (!options['skip-publish'] && !ONLY_PEER) {
  console.log('\n▶ Publish → fresh page')
  run('npm', ['run', '--silent', 'bench:publish'], { BENCH_PUBLISH_RUNS: process.env.BENCH_PUBLISH_RUNS ?? '10' })
}
console.log(`\nJSON: ${path.relative(ROOT, RESULTS)}/{weight,lighthouse,throughput,publish}.json`)
