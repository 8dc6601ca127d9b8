/**
 * Everything the server settles before it listens: the settings, the local Content Lake (a checkout
 * only), the runtime built from the final environment (web/hosting/runtime.ts), the deployment check,
 * what it reads from the build, and Next's request handler. Anything that cannot work stops the start
 * here with one line per problem, exit code 1.
 */
import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { contentSourceKey } from '../hosting/content-settings.ts'
import { deploymentProblems } from '../hosting/deployment-check.ts'
import {
  applyStandaloneConfig,
  buildHeaderRules,
  cachedHtml,
  fontFilesOf,
  prerenderedHtml,
  previewModeId,
} from '../hosting/next-internals.ts'
import { pageCacheFolder } from '../hosting/page-cache-folder.ts'
import { installRuntime, type Runtime, runtime } from '../hosting/runtime.ts'
import { checkSettings, type HostingSettings, processEnvironment } from '../hosting/settings.ts'
import { runtimeScriptsOf } from '../lib/csp/inline-scripts.ts'
import { GOOGLE_TAG_SCRIPTS } from '../lib/csp/policy.ts'

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/** What the build says, read once at start. */
export type BuildFacts = {
  /** React's and Next's constant inline scripts, exactly as this build wrote them. */
  runtimeScripts: ReadonlySet<string>
  prerenderedPages: number
  /** The build has the Google tag (NEXT_PUBLIC_GA_MEASUREMENT_ID is inlined at build time). */
  analytics: boolean
  /** The Link header that preloads the 404 page's fonts (Next stores none with it). */
  notFoundLink: string | null
  /** The value of a genuine draft-mode cookie of this build. */
  previewModeId: string | null
}

export type Booted = {
  runtime: Runtime
  facts: BuildFacts
  handle: RequestHandler
  lake: {
    env: Record<string, string>
    sources: string[]
    /** Once the server listens: the lake trusts the site's pages at the origins it holds. */
    trust: () => Promise<void>
    stop: () => Promise<void>
  } | null
}

function refuse(problems: string[]): never {
  for (const problem of problems) console.error(`Refusing to start: ${problem}`)
  process.exit(1)
}

export async function boot(): Promise<Booted> {
  // The process's own environment says whether a local Content Lake runs beside the site, and where.
  const own = checkSettings()
  if (!own.settings || own.problems.length > 0) refuse(own.problems)
  const lake = own.settings.hosting.localContentLake ? await startLake(own.settings.hosting) : null
  // The runtime of the final environment, the lake's variables added: the app, the cache handlers and
  // this server read their settings there and nowhere else.
  const check = installRuntime(lake?.env, { ownServer: true })
  for (const warning of check.warnings) console.warn(`[settings] ${warning}`)
  const problems = [...check.problems, ...(check.settings ? deploymentProblems(check.settings) : [])]
  if (problems.length > 0) refuse(problems)
  const booted = runtime()
  const settings = booted.settings.hosting
  // The build's own configuration, not next.config.ts (which the release folder does not have).
  if (settings.standalone) applyStandaloneConfig(settings.distDir, { compress: false })

  const facts = readBuildFacts(settings.distDir)
  // The image addresses in the pages this server serves from its page cache (web/hosting/image-sources.ts).
  booted.imageSources.learnFromPages(
    cachedHtml(pageCacheFolder(path.join(settings.distDir, 'server'), contentSourceKey(booted.settings.content))),
  )
  const require = createRequire(path.join(settings.appDir, '..', 'package.json'))
  const next = require('next') as (options: object) => {
    prepare(): Promise<void>
    getRequestHandler(): RequestHandler
  }
  const app = next({ dev: false, dir: settings.appDir, hostname: settings.hostname, port: settings.port })
  const handle = app.getRequestHandler()
  await app.prepare()
  if (lake) {
    // The build prerendered its pages from the bundled dataset; on the lake they are rendered anew.
    const { TAGS } = await import('../lib/sanity/tags.ts')
    booted.freshness.expireLocally(TAGS.content)
  }
  return { runtime: booted, facts, handle, lake }
}

/**
 * CONTENT_LAKE=local: the local Content Lake beside the site (content-lake/launch.ts), which the site
 * then reads as a hosted project and the Studio edits. A tool for tests and trying the product: it
 * lives in the checkout, never in a release folder.
 */
async function startLake(settings: HostingSettings): Promise<Booted['lake']> {
  const launcher = path.resolve('content-lake', 'launch.ts')
  if (!existsSync(launcher))
    refuse([
      `CONTENT_LAKE=local needs the full checkout (${launcher} is missing); a release folder has no local Content Lake.`,
    ])
  const { holdSiteLoopback, startLocalContentLake } = await import(launcher)
  const host = ['0.0.0.0', '::'].includes(settings.hostname) ? '127.0.0.1' : settings.hostname
  try {
    // The site's other loopback address first: nobody else may answer http://localhost:<port> while the lake runs.
    const loopback = await holdSiteLoopback(settings.port, settings.hostname)
    const lake = await startLocalContentLake({
      siteOrigin: `http://${host.includes(':') ? `[${host}]` : host}:${settings.port}`,
      env: processEnvironment(),
    })
    console.log(`Local Content Lake on ${lake.origin}: the site reads it, /studio edits it (CONTENT_LAKE=local)`)
    return {
      env: lake.env,
      sources: lake.sources,
      trust: () => lake.trustSite(loopback.origins),
      stop: async () => {
        await lake.stop()
        await loopback.close()
      },
    }
  } catch (error) {
    const { name, message } = error as Error
    refuse([name === 'AddressHeldError' ? `${message}. Stop that program or choose another PORT.` : message])
  }
}

export function readBuildFacts(distDir: string): BuildFacts {
  const pages = prerenderedHtml(distDir)
  const analytics = buildHeaderRules(distDir).some((rule) =>
    rule.headers.some(
      ({ key, value }) => key.toLowerCase() === 'content-security-policy' && value.includes(GOOGLE_TAG_SCRIPTS),
    ),
  )
  const fonts = fontFilesOf(distDir, '/_not-found/page')
  return {
    runtimeScripts: runtimeScriptsOf(pages),
    prerenderedPages: pages.length,
    analytics,
    notFoundLink:
      fonts
        .map((file) => `</_next/${file}>; rel=preload; as="font"; crossorigin=""; type="font/${file.split('.').pop()}"`)
        .join(', ') || null,
    previewModeId: previewModeId(distDir),
  }
}
