/**
 * Lighthouse 13 for `npm run bench` (index.ts): one route's figures, their median over several runs,
 * and the table line that sets them beside the floors.
 */
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { median } from './median.ts'

export type Form = 'mobile' | 'desktop'

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  cls: number
  tbt: number
  js: number
  css: number
}

/** Runtime errors of a load, not of the page (the trace came back without a navigation start): worth a retry. */
const TRANSIENT_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP'])

async function lighthouseRun(url: string, form: Form, port: number, attempt = 1): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    // The 404 page answers 404 on purpose; Lighthouse would refuse to audit it otherwise.
    { port, output: 'json', logLevel: 'error', ignoreStatusCode: true },
    form === 'desktop' ? desktopConfig : undefined,
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  // On this shared host a recording fails now and then; one failed load must not end a 20-minute bench.
  if (lhr.runtimeError && TRANSIENT_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
    console.log(`  (${url}: ${lhr.runtimeError.code}, loading again)`)
    return lighthouseRun(url, form, port, attempt + 1)
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const items = ((
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items ?? []) as { resourceType: string; transferSize: number }[]
  const transfer = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    js: transfer('script'),
    css: transfer('stylesheet'),
  }
}

/** The median of each figure over `runs` runs (each figure on its own, as Lighthouse CI does). */
export async function lighthouseMedian(
  url: string,
  form: Form,
  port: number,
  runs: number,
): Promise<LighthouseFigures> {
  const figures: LighthouseFigures[] = []
  for (let index = 0; index < runs; index++) figures.push(await lighthouseRun(url, form, port))
  const keys = Object.keys(figures[0] ?? {}) as (keyof LighthouseFigures)[]
  return Object.fromEntries(keys.map((key) => [key, median(figures.map((run) => run[key]))])) as LighthouseFigures
}

export const LIGHTHOUSE_HEADER = `${'route'.padEnd(36)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(5)}${'seo'.padStart(5)}${'LCP s'.padStart(8)}${'×floor'.padStart(8)}${'×photo'.padStart(8)}${'TBT ms'.padStart(8)}${'+floor'.padStart(8)}${'CLS'.padStart(7)}${'JS KB'.padStart(8)}${'CSS KB'.padStart(8)}`

/** One table line: the figures, the LCP as a ratio to the floor and to the photo floor, the TBT above the floor. */
export function lighthouseLine(
  name: string,
  figures: LighthouseFigures,
  floor: LighthouseFigures,
  photoFloor: LighthouseFigures,
): string {
  return `${name.padEnd(36)}${String(figures.performance).padStart(6)}${String(figures.accessibility).padStart(6)}${String(figures.bestPractices).padStart(5)}${String(figures.seo).padStart(5)}${(figures.lcp / 1000).toFixed(2).padStart(8)}${(figures.lcp / floor.lcp).toFixed(2).padStart(8)}${(figures.lcp / photoFloor.lcp).toFixed(2).padStart(8)}${Math.round(figures.tbt).toString().padStart(8)}${Math.round(
    figures.tbt - floor.tbt,
  )
    .toString()
    .padStart(
      8,
    )}${figures.cls.toFixed(3).padStart(7)}${(figures.js / 1024).toFixed(0).padStart(8)}${(figures.css / 1024).toFixed(0).padStart(8)}`
}
