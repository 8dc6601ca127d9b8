import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { brotliBest } from '@/server/html-compression.ts'

/**
 * What a route costs a visitor on first load, read from a production build (deterministic, no
 * browser): the JavaScript and CSS files its prerendered HTML loads, gzip-compressed as a server
 * sends them, and the HTML itself (which carries the inline RSC payload).
 */

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The routes with a budget: one of each page type, the application page and the 404 page. */
export const BUDGET_ROUTES = [
  '/',
  '/leistungen',
  '/leistungen/winterdienst',
  '/leistungen/tatortreinigung',
  '/ueber-uns',
  '/karriere',
  '/karriere/bewerbung',
  '/kontakt',
  '/impressum',
  '/404',
] as const

export type PageWeight = {
  route: string
  /** gzip bytes of the route's first-load JavaScript */
  js: number
  /** gzip bytes of its stylesheets */
  css: number
  /** bytes of the HTML (with the inline RSC payload), uncompressed, gzip and brotli (what browsers get, server.mjs) */
  html: number
  htmlGzip: number
  htmlBrotli: number
  /** bytes of the inline RSC payload: the text of every `self.__next_f.push(…)` script in the HTML */
  rscInline: number
  /** elements the browser builds from the HTML (parsed by parse5 as a browser does, `<template>` content included) */
  elements: number
  /** of these, `<svg>` elements (reported, not budgeted) */
  svgs: number
  /** bytes of all `class` attribute values (reported, not budgeted) */
  classBytes: number
  /** bytes of the RSC payload a client-side navigation to the route fetches */
  rsc: number
  files: number
  /** each first-load file with its gzip bytes, so a budget's failure can name the file that grew */
  assets: { file: string; kind: 'js' | 'css'; bytes: number }[]
}

type HtmlCounts = Pick<PageWeight, 'rscInline' | 'elements' | 'svgs' | 'classBytes'>

/**
 * What the browser must handle in the HTML itself, counted on parse5's tree (the HTML standard's
 * parsing algorithm, so implied, foreign (SVG) and `<template>` elements count as a browser builds them).
 */
export function htmlCounts(html: string): HtmlCounts {
  const counts: HtmlCounts = { rscInline: 0, elements: 0, svgs: 0, classBytes: 0 }
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue
      counts.elements++
      if (child.tagName === 'svg') counts.svgs++
      for (const attribute of child.attrs) {
        if (attribute.name === 'class') counts.classBytes += Buffer.byteLength(attribute.value)
      }
      if (child.tagName === 'script') {
        const text = child.childNodes.map((node) => ('value' in node ? node.value : '')).join('')
        if (text.startsWith('self.__next_f.push(')) counts.rscInline += Buffer.byteLength(text)
      }
      visit(child)
      if (child.tagName === 'template') visit((child as DefaultTreeAdapterTypes.Template).content)
    }
  }
  visit(parse(html))
  return counts
}

/** The prerendered HTML of `route` in a build's distDir (`web/.next` by default). */
export function prerenderedFile(distDir: string, route: string, extension: 'html' | 'rsc'): string {
  const app = path.join(distDir, 'server', 'app')
  if (route === '/404') return path.join(app, `_not-found.${extension}`)
  if (route === '/') return path.join(app, `index.${extension}`)
  return path.join(app, `${route.slice(1)}.${extension}`)
}

const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length

/**
 * Every `/_next/static/…` script and stylesheet the HTML loads, once each. `noModule` scripts
 * (Next's legacy polyfills) are left out: no browser that runs modules downloads them.
 */
function firstLoadAssets(html: string): { scripts: string[]; styles: string[] } {
  const unique = (matches: IterableIterator<RegExpMatchArray>) => [
    ...new Set([...matches].map((match) => match[1] ?? '')),
  ]
  const moduleScripts = html.replace(/<script[^>]*\snoModule[^>]*>/gi, '')
  return {
    scripts: unique(moduleScripts.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/g)),
    styles: unique(html.matchAll(/<link[^>]*\shref="(\/_next\/static\/[^"]+\.css)"/g)),
  }
}

export async function pageWeight(route: string, distDir = path.join(ROOT, 'web', '.next')): Promise<PageWeight> {
  const htmlFile = prerenderedFile(distDir, route, 'html')
  if (!existsSync(htmlFile)) {
    throw new Error(
      `No prerendered HTML for ${route} at ${path.relative(ROOT, htmlFile)}: run \`npm run build\` first.`,
    )
  }
  const rscFile = prerenderedFile(distDir, route, 'rsc')
  return htmlWeight(route, await readFile(htmlFile, 'utf8'), {
    asset: (file) => readFile(path.join(distDir, file.replace(/^\/_next\//, ''))),
    rsc: existsSync(rscFile) ? (await readFile(rscFile)).length : 0,
  })
}

/**
 * The weight of a page from its HTML: `asset` reads a `/_next/static/…` file it loads (from a build,
 * or from a running server), `rsc` is the size of the payload a client-side navigation fetches.
 */
export async function htmlWeight(
  route: string,
  html: string,
  { asset, rsc }: { asset: (file: string) => Promise<Buffer>; rsc: number },
): Promise<PageWeight> {
  const { scripts, styles } = firstLoadAssets(html)
  const assets: PageWeight['assets'] = []
  for (const [kind, files] of [
    ['js', scripts],
    ['css', styles],
  ] as const)
    for (const file of files) assets.push({ file, kind, bytes: gzipSize(await asset(file)) })
  const sizeOf = (kind: 'js' | 'css') =>
    assets.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.bytes, 0)
  return {
    route,
    js: sizeOf('js'),
    css: sizeOf('css'),
    html: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    htmlBrotli: brotliBest(html).length,
    ...htmlCounts(html),
    rsc,
    files: scripts.length + styles.length,
    assets,
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
