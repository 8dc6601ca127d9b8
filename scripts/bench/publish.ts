/**
 * `npm run bench:publish`: publish-to-fresh latency on the production build.
 *
 * For each of 20 publishes: change a document (a testimonial, the site settings, a
 * service's menu name, in turn), send a signed delivery like Sanity, then request a
 * page that shows the document until it shows the change (it must on the first try).
 * Reported: p50/p95/max of delivery → fresh page, split into the webhook's answer
 * and the first (re-rendering) page request, for the bundled dataset and for the
 * hosted code path against the local Content Lake stand-in. The hosted consistency
 * wait (SANITY_REVALIDATE_WAIT_MS, default 3000 ms) is reported separately: it is a
 * fixed sleep, not work.
 *
 * Needs a production build (`npm run build`); builds one if there is none.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DatasetCopy, type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { sendDelivery } from '@scripts/lib/webhook-delivery'
import { startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'

const ROOT = path.resolve(import.meta.dirname, '../..')
const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 20)
const SECRET = 'bench-secret'
const HOSTED_WAIT_DEFAULT_MS = 3000

type Edit = {
  id: string
  type: string
  slug: string | null
  page: string
  apply: (marker: string) => Record<string, unknown>
}

const EDITS: Edit[] = [
  {
    id: 'testimonial-winterdienst-1',
    type: 'testimonial',
    slug: null,
    page: '/leistungen/winterdienst',
    apply: (marker) => ({ quote: `Bewertung ${marker}` }),
  },
  { id: 'siteSettings', type: 'siteSettings', slug: null, page: '/kontakt', apply: (marker) => ({ tagline: marker }) },
  {
    id: 'service-winterdienst',
    type: 'service',
    slug: 'winterdienst',
    page: '/ueber-uns',
    apply: (marker) => ({ menuName: `Winter ${marker}` }),
  },
]

type Sample = { total: number; webhook: number; render: number }

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

function summary(samples: Sample[]) {
  const pick = (key: keyof Sample) => {
    const values = samples.map((sample) => sample[key])
    return { p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) }
  }
  return { runs: samples.length, total: pick('total'), webhook: pick('webhook'), render: pick('render') }
}

async function measure(site: SiteCopy, applyEdit: (edit: Edit, marker: string) => Promise<void>): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const edit = EDITS[run % EDITS.length] as Edit
    const marker = `bench-${process.pid}-${run}`
    await applyEdit(edit, marker)
    const start = performance.now()
    const delivery = await sendDelivery({
      url: `${site.url}/api/revalidate`,
      change: { _id: edit.id, _type: edit.type, slug: edit.slug },
      secret: SECRET,
    })
    const delivered = performance.now()
    if (delivery.status !== 200) throw new Error(`Delivery failed: ${delivery.status} ${JSON.stringify(delivery.body)}`)
    const body = await (await fetch(`${site.url}${edit.page}`)).text()
    const fresh = performance.now()
    if (!body.includes(marker)) throw new Error(`${edit.page} was not fresh on the first request after publish ${run}`)
    samples.push({ total: fresh - start, webhook: delivered - start, render: fresh - delivered })
  }
  return samples
}

async function benchBundled(): Promise<Sample[]> {
  const dataset = await DatasetCopy.create()
  const site = await startSiteCopy({
    name: '.next-bench-publish',
    port: 3131,
    env: { CONTENT_DATASET_DIR: dataset.dir, SANITY_REVALIDATE_SECRET: SECRET },
  })
  try {
    return await measure(site, (edit, marker) => dataset.edit(edit.id, (doc) => ({ ...doc, ...edit.apply(marker) })))
  } finally {
    await site.stop()
    await dataset.remove()
  }
}

async function benchHosted(): Promise<Sample[]> {
  const documents = structuredClone(bundledDocuments())
  const lake = await startContentLake({ documents, projectId: 'bench', dataset: 'production' })
  const site = await startSiteCopy({
    name: '.next-bench-publish-hosted',
    port: 3132,
    env: {
      SANITY_PROJECT_ID: 'bench',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: lake.url,
      SANITY_REVALIDATE_SECRET: SECRET,
      SANITY_REVALIDATE_WAIT_MS: '0',
    },
  })
  try {
    return await measure(site, async (edit, marker) => {
      const doc = documents.find((candidate) => candidate._id === edit.id)
      if (!doc) throw new Error(`No document ${edit.id}`)
      Object.assign(doc, edit.apply(marker))
    })
  } finally {
    await site.stop()
    await lake.close()
  }
}

function row(name: string, stats: ReturnType<typeof summary>) {
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`
  return `${name.padEnd(38)} ${ms(stats.total.p50)} ${ms(stats.total.p95)} ${ms(stats.total.max)}   webhook p50 ${ms(stats.webhook.p50)}, first render p50 ${ms(stats.render.p50)}`
}

if (!existsSync(path.join(ROOT, 'web/.next/BUILD_ID'))) {
  console.log('No production build found: running `npm run build` first.')
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const bundled = summary(await benchBundled())
const hosted = summary(await benchHosted())
const results = {
  date: new Date().toISOString(),
  runs: RUNS,
  bundled,
  hosted,
  hostedConsistencyWaitMs: Number(process.env.SANITY_REVALIDATE_WAIT_MS ?? HOSTED_WAIT_DEFAULT_MS),
}
await mkdir(path.join(ROOT, 'bench-results'), { recursive: true })
await writeFile(path.join(ROOT, 'bench-results/publish.json'), `${JSON.stringify(results, null, 2)}\n`)

console.log(`\nPublish → fresh page, ${RUNS} publishes each (production build, this machine)`)
console.log(`${''.padEnd(38)}   p50      p95      max`)
console.log(row('bundled dataset (groq-js)', bundled))
console.log(row('hosted path (Content Lake stand-in)', hosted))
console.log(
  `hosted on Sanity: add the consistency wait of ${results.hostedConsistencyWaitMs} ms (SANITY_REVALIDATE_WAIT_MS) and the Content Lake's own query time`,
)
console.log(`Target: p95 ≤ 1000 ms → ${bundled.total.p95 <= 1000 ? 'met' : 'MISSED'} (bundled)`)
console.log('JSON: bench-results/publish.json')
