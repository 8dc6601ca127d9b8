/**
 * `npm run budgets`: the first-load weight of each budgeted route against `budgets.json`.
 * Fails (exit 1) when a route loads more JavaScript, CSS or HTML than its budget allows, so a
 * heavier page is a conscious decision: raise the limit in the same change and say why.
 * `npm run budgets -- --update` writes the current figures plus a 5 % margin as the new limits.
 * Reads the production build (`npm run build`); deterministic, no browser, no timings.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BUDGET_ROUTES, kb, type PageWeight, pageWeight } from './lib/page-weight'

const ROOT = path.resolve(import.meta.dirname, '..')
const BUDGET_FILE = path.join(ROOT, 'budgets.json')
const MARGIN = 1.05
const MEASURES = ['js', 'css', 'htmlGzip', 'htmlBrotli'] as const
type Budgets = Record<string, Record<(typeof MEASURES)[number], number>>

const weights: PageWeight[] = []
for (const route of BUDGET_ROUTES)
  weights.push(
    await pageWeight(route, process.env.NEXT_DIST_DIR ? path.join(ROOT, 'web', process.env.NEXT_DIST_DIR) : undefined),
  )

if (process.argv.includes('--update')) {
  const budgets: Budgets = Object.fromEntries(
    weights.map((weight) => [
      weight.route,
      Object.fromEntries(MEASURES.map((measure) => [measure, Math.ceil((weight[measure] * MARGIN) / 100) * 100])),
    ]),
  ) as Budgets
  await writeFile(
    BUDGET_FILE,
    `${JSON.stringify({ $comment: 'compressed bytes (JS, CSS, htmlGzip: gzip; htmlBrotli: brotli 11, what browsers get); npm run budgets -- --update', routes: budgets }, null, 2)}\n`,
  )
  console.log(`Wrote ${path.relative(ROOT, BUDGET_FILE)} (current figures + 5 %).`)
}

const { routes: budgets } = JSON.parse(await readFile(BUDGET_FILE, 'utf8')) as { routes: Budgets }
const failures: string[] = []
console.log(
  `${'route'.padEnd(30)} ${'JS (gzip)'.padStart(20)} ${'CSS (gzip)'.padStart(20)} ${'HTML (gzip)'.padStart(20)} ${'HTML (brotli)'.padStart(20)}`,
)
for (const weight of weights) {
  const budget = budgets[weight.route]
  if (!budget) {
    failures.push(`${weight.route}: no budget in budgets.json (run with --update)`)
    continue
  }
  const cells = MEASURES.map((measure) => {
    const over = weight[measure] > budget[measure]
    if (over)
      failures.push(`${weight.route}: ${measure} ${kb(weight[measure])} exceeds the budget of ${kb(budget[measure])}`)
    return `${kb(weight[measure])} / ${kb(budget[measure])}${over ? ' ✗' : ''}`.padStart(20)
  })
  console.log(`${weight.route.padEnd(30)} ${cells.join(' ')}`)
}
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  console.error('Make the page lighter, or raise its limit in budgets.json in the same change and say why.')
  process.exit(1)
}
console.log('\nEvery route within its budget.')
