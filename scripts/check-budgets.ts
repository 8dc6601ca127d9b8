/**
 * `npm run budgets`: the first-load weight of each budgeted route against `budgets.json`.
 * Fails (exit 1) when a route loads more JavaScript, CSS or HTML than its budget allows, or when its
 * HTML makes the browser handle more (raw bytes, inline RSC payload, elements), so a heavier page is
 * a conscious decision: raise the limit in the same change and say why.
 * `npm run budgets -- --update` writes the current figures plus the stated headroom (HEADROOM: 10 %, so
 * a new section's few hundred bytes of CSS fit) as the new limits, and each first-load file's size; for
 * the exact counts of a route with a target in `budgets.json` (issue 29), the target itself once the
 * route is within it. A failure names the files of the route that are new or gone since that update.
 * Reads the production build (`npm run build`); deterministic, no browser, no timings.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { changedFiles } from './lib/budget-files'
import { BUDGET_ROUTES, kb, type PageWeight, pageWeight } from './lib/page-weight'

const ROOT = path.resolve(import.meta.dirname, '..')
const BUDGET_FILE = path.join(ROOT, 'budgets.json')
/** Each limit this far above the figure measured at `--update`; the check reports the least headroom left. */
const HEADROOM = 0.1
/** Compressed bytes of what is downloaded. */
const COMPRESSED = ['js', 'css', 'htmlGzip', 'htmlBrotli'] as const
/** Exact counts of what the browser parses: raw HTML bytes, inline RSC payload bytes, elements. */
const EXACT = ['html', 'rscInline', 'elements'] as const
const MEASURES = [...COMPRESSED, ...EXACT] as const
type Measure = (typeof MEASURES)[number]
type Budgets = Record<string, Record<Measure, number>>
type Targets = Record<string, Partial<Record<(typeof EXACT)[number], number>>>
/** Per route, each first-load JS and CSS file's gzip bytes at the last `--update`. */
type Assets = Record<string, Record<string, number>>
const COMMENT =
  'js, css, htmlGzip, htmlBrotli: compressed bytes (gzip; brotli 11, what browsers get). html: raw HTML bytes; rscInline: bytes of the inline self.__next_f.push scripts; elements: elements parsed from the HTML. Limits: the figures at the last update + 10 % headroom. targets: the limits of issue 29 for these three. assets: the first-load files at the last update, to name what changed. npm run budgets -- --update'

const show = (measure: Measure, value: number) => (measure === 'elements' ? String(value) : kb(value))
const roundUp = (value: number, step: number) => Math.ceil(value / step) * step

const weights: PageWeight[] = []
for (const route of BUDGET_ROUTES)
  weights.push(
    await pageWeight(route, process.env.NEXT_DIST_DIR ? path.join(ROOT, 'web', process.env.NEXT_DIST_DIR) : undefined),
  )

const file = JSON.parse(await readFile(BUDGET_FILE, 'utf8')) as { routes: Budgets; targets?: Targets; assets?: Assets }
const targets = file.targets ?? {}
const assetsOf = (weight: PageWeight) =>
  Object.fromEntries(weight.assets.map((asset) => [asset.file, asset.bytes])) as Record<string, number>

if (process.argv.includes('--update')) {
  const limit = (weight: PageWeight, measure: Measure) => {
    const target = (targets[weight.route] as Partial<Record<Measure, number>> | undefined)?.[measure]
    if (target !== undefined && weight[measure] <= target) return target
    return roundUp(weight[measure] * (1 + HEADROOM), measure === 'elements' ? 10 : 100)
  }
  file.routes = Object.fromEntries(
    weights.map((weight) => [
      weight.route,
      Object.fromEntries(MEASURES.map((measure) => [measure, limit(weight, measure)])),
    ]),
  ) as Budgets
  file.assets = Object.fromEntries(weights.map((weight) => [weight.route, assetsOf(weight)]))
  await writeFile(
    BUDGET_FILE,
    `${JSON.stringify({ $comment: COMMENT, routes: file.routes, targets, assets: file.assets }, null, 2)}\n`,
  )
  console.log(
    `Wrote ${path.relative(ROOT, BUDGET_FILE)} (current figures + ${HEADROOM * 100} %, or the target once within it).`,
  )
}

const budgets = file.routes
const failures: string[] = []
const table = (
  title: string,
  measures: readonly Measure[],
  headings: string[],
  extra?: (weight: PageWeight) => string,
) => {
  console.log(`\n${title.padEnd(30)} ${headings.map((heading) => heading.padStart(20)).join(' ')}`)
  for (const weight of weights) {
    const budget = budgets[weight.route]
    if (!budget) continue
    const cells = measures.map((measure) => {
      const limit = budget[measure]
      if (limit === undefined) {
        failures.push(`${weight.route}: no ${measure} budget in budgets.json (run with --update)`)
        return `${show(measure, weight[measure])} / –`.padStart(20)
      }
      const over = weight[measure] > limit
      if (over)
        failures.push(
          `${weight.route}: ${measure} ${show(measure, weight[measure])} exceeds the budget of ${show(measure, limit)}.` +
            (measure === 'js' || measure === 'css'
              ? changedFiles(file.assets?.[weight.route], weight.assets, measure)
              : ''),
        )
      return `${show(measure, weight[measure])} / ${show(measure, limit)}${over ? ' ✗' : ''}`.padStart(20)
    })
    console.log(`${weight.route.padEnd(30)} ${cells.join(' ')}${extra ? extra(weight) : ''}`)
  }
}
for (const weight of weights)
  if (!budgets[weight.route]) failures.push(`${weight.route}: no budget in budgets.json (run with --update)`)
table('downloaded', COMPRESSED, ['JS (gzip)', 'CSS (gzip)', 'HTML (gzip)', 'HTML (brotli)'])
table('parsed (exact counts)', EXACT, ['HTML (raw)', 'inline RSC', 'elements'], (weight) => {
  const target = targets[weight.route]
  const aim = target
    ? `; target ${EXACT.map((measure) => (target[measure] === undefined ? '–' : show(measure, target[measure]))).join(' / ')}`
    : ''
  return `   ${weight.svgs} <svg>, class attributes ${kb(weight.classBytes)}${aim}`
})
const closest = weights
  .flatMap((weight) =>
    MEASURES.map((measure) => ({ weight, measure, limit: budgets[weight.route]?.[measure] ?? Number.NaN })),
  )
  .filter(({ limit }) => Number.isFinite(limit) && limit > 0)
  .map((entry) => ({ ...entry, left: 1 - entry.weight[entry.measure] / entry.limit }))
  .sort((a, b) => a.left - b.left)[0]
if (closest)
  console.log(
    `\nLeast headroom: ${closest.weight.route} ${closest.measure} ${show(closest.measure, closest.weight[closest.measure])} ` +
      `of ${show(closest.measure, closest.limit)} (${Math.round(closest.left * 100)} % left; --update sets ${HEADROOM * 100} %).`,
  )
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  console.error('Make the page lighter, or raise its limit in budgets.json in the same change and say why.')
  process.exit(1)
}
console.log('\nEvery route within its budget.')
