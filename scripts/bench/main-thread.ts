/**
 * `npm run bench:main-thread`: where a first visit's main-thread time goes, from Chromium traces.
 *
 * Loads each route N times in Debian's Chromium as a phone (412 × 823 px) with the CPU slowed 4 ×
 * (what Lighthouse's mobile profile assumes; no network throttling), traces each load and reports
 * the median per route of: style (UpdateLayoutTree), layout, paint, script evaluation, HTML parsing,
 * the blocking time of the load's long tasks (each task's time beyond 50 ms, as TBT counts it) and
 * the observed FCP and LCP. Unlike Lighthouse's simulated figures these are measured, so a change's
 * effect on one kind of work shows on its own (docs/performance.md, issue 36).
 *
 * Options: --routes /a,/b (default / and a service page), --runs N (default 7), --port N (3135).
 * Needs a production build (`npm run build` or `npm run build:e2e`).
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@scripts/lib/chromium'
import { startNextServer } from '@scripts/lib/next-server'
import { median } from './median.ts'

const { values: options } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/leistungen/winterdienst' },
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '3135' },
  },
})
const ROUTES = (options.routes ?? '/').split(',')
const RUNS = Number(options.runs)
const PORT = Number(options.port)

/** The trace events this reads (Chrome's trace event format). */
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: unknown }

/** Work kinds summed per load, by their trace event name. */
const KINDS = {
  style: 'UpdateLayoutTree',
  layout: 'Layout',
  paint: 'Paint',
  script: 'EvaluateScript',
  parse: 'ParseHTML',
} as const

type Figures = Record<keyof typeof KINDS | 'blocking' | 'fcp' | 'lcp', number>

/** The printed columns, in order: a figure and its heading. */
const COLUMNS: [keyof Figures, string][] = [
  ['style', 'style'],
  ['layout', 'layout'],
  ['paint', 'paint'],
  ['script', 'script'],
  ['parse', 'parse'],
  ['blocking', 'blocking'],
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
]

/** The figures of one traced load: the page's renderer main thread is the one that parsed its HTML. */
function figuresOf(events: TraceEvent[]): Figures {
  const parses = new Map<number, number>()
  for (const event of events)
    if (event.name === 'ParseHTML' && JSON.stringify(event.args ?? {}).includes(`:${PORT}/`))
      parses.set(event.pid, (parses.get(event.pid) ?? 0) + 1)
  const pid = [...parses.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (pid === undefined) throw new Error('The trace has no HTML parse of the page: did the load fail?')
  const main = events.filter((event) => event.pid === pid && event.tid === pid)
  const complete = (name: string) => main.filter((event) => event.name === name && event.ph === 'X')
  const ms = (list: TraceEvent[]) => list.reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0)
  const start = Math.min(...complete('ParseHTML').map((event) => event.ts))
  const at = (name: string) => main.filter((event) => event.name === name).map((event) => (event.ts - start) / 1000)
  const figures = Object.fromEntries(Object.entries(KINDS).map(([kind, name]) => [kind, ms(complete(name))]))
  return {
    ...(figures as Record<keyof typeof KINDS, number>),
    blocking: complete('RunTask').reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - 50), 0),
    fcp: at('firstContentfulPaint')[0] ?? 0,
    lcp: Math.max(0, ...at('largestContentfulPaint::Candidate')),
  }
}

const server = await startNextServer({
  port: PORT,
  env: { SUBMISSIONS_DIR: await mkdtemp(path.join(tmpdir(), 'bench-main-thread-')), SUBMISSIONS_RATE_LIMIT: '0' },
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  console.log(`Main thread per first load (median of ${RUNS}; phone, CPU 4 × slower; ms)`)
  console.log(`${'route'.padEnd(34)}${COLUMNS.map(([, heading]) => heading.padStart(9)).join('')}`)
  for (const route of ROUTES) {
    const loads: Figures[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
      })
      await page.goto(`${server.url}${route}`, { waitUntil: 'load' })
      // Hydration and the deferred boundaries finish after the load event.
      await page.waitForTimeout(2500)
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
      loads.push(figuresOf(trace.traceEvents))
      await context.close()
    }
    const values = COLUMNS.map(([key]) =>
      median(loads.map((load) => load[key]))
        .toFixed(0)
        .padStart(9),
    )
    console.log(`${route.padEnd(34)}${values.join('')}`)
  }
} finally {
  await browser.close()
  await server.stop()
}
