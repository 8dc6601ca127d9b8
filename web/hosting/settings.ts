/**
 * The settings of the site, parsed once from the environment into one typed object
 * (docs/architecture.md, "The runtime"). `checkSettings` is the constructor of the process's runtime
 * (runtime.ts), which everything else reads them from: this is the one module of the site that reads
 * `process.env` (tests/unit/environment.test.ts). The parsers of the content, the forms and publishing
 * sit beside it (content-settings.ts, submission-settings.ts, publishing-settings.ts).
 *
 * A value that cannot be used is a problem naming the variable and what it accepts: a production server
 * refuses to start with it (web/server/boot.ts, web/instrumentation-node.ts); `next dev` shows it. A
 * setting that works but is probably not meant is a warning. Loaded natively by Node (types stripped)
 * and bundled into the app: Node's own modules only, relative `.ts` imports.
 */
import path from 'node:path'
import { type ContentSource, resolveContentSource } from './content-settings.ts'
import type { Environment } from './environment.ts'
import { consistencyWaitMs, INDEXNOW_KEY_PATTERN, type IndexNowConfig, indexNowConfig } from './publishing-settings.ts'
import {
  type MailConfig,
  outboxTimeScale,
  type RateLimitConfig,
  resolveMailConfig,
  resolveRateLimit,
  resolveStoreConfig,
  type StoreConfig,
} from './submission-settings.ts'

export class SettingsError extends Error {
  override name = 'SettingsError'
}

/** How this process serves the site: where the app and its build live, how the server behaves, Redis. */
export type HostingSettings = {
  /** The app folder `next build web` reads (NEXT_DIR, default web/ of the working directory). */
  appDir: string
  /** The build's folder name inside appDir (NEXT_DIST_DIR, default .next). */
  distName: string
  /** appDir/distName, absolute. */
  distDir: string
  /** Run from the `output: 'standalone'` folder (NEXT_STANDALONE=1, set by scripts/standalone.mjs and the unit). */
  standalone: boolean
  port: number
  hostname: string
  /** CSP_REPORT_ONLY=1: the policy is sent as Content-Security-Policy-Report-Only. */
  cspReportOnly: boolean
  /** Seconds a shared cache (CDN) may keep a page (CDN_MAX_AGE, default 60; 0: never). */
  cdnMaxAgeSeconds: number
  shutdown: {
    /** SHUTDOWN_DRAIN_MS (default 0): liveness answers 503 this long before the listener closes. */
    drainMs: number
    /** SHUTDOWN_TIMEOUT_MS (default 8000): then open requests are cut off. */
    timeoutMs: number
  }
  /** KEEP_ALIVE_TIMEOUT (default 65000): longer than a proxy keeps idle connections. */
  keepAliveTimeoutMs: number
  /** CONTENT_LAKE=local: the local Content Lake runs beside the site (a checkout only). */
  localContentLake: boolean
  redis: { url: string; keyPrefix: string } | null
}

function whole(env: Environment, name: string, fallback: number, minimum = 0): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < minimum)
    throw new SettingsError(`${name} must be a whole number ≥ ${minimum} (got "${raw}").`)
  return value
}

function flag(env: Environment, name: string, on: string): boolean {
  const raw = env[name]?.trim()
  if (!raw || raw === '0') return false
  if (raw === on) return true
  throw new SettingsError(`${name} must be "${on}" or unset (got "${raw}").`)
}

/** Parses the hosting settings of `env` for a process started in `cwd`. Throws SettingsError. */
export function parseHostingSettings(env: Environment, cwd = process.cwd()): HostingSettings {
  const appDir = path.resolve(cwd, env.NEXT_DIR?.trim() || 'web')
  const distName = env.NEXT_DIST_DIR?.trim() || '.next'
  if (distName.includes('/') || distName.includes('\\') || distName.startsWith('..'))
    throw new SettingsError(`NEXT_DIST_DIR must be a folder name inside ${appDir} (got "${distName}").`)
  const redisUrl = env.REDIS_URL?.trim()
  const contentLake = env.CONTENT_LAKE?.trim() || 'bundled'
  if (!['bundled', 'local'].includes(contentLake))
    throw new SettingsError(`CONTENT_LAKE must be "local" or "bundled" (got "${contentLake}").`)
  const timeoutMs = whole(env, 'SHUTDOWN_TIMEOUT_MS', 8_000, 1)
  return {
    appDir,
    distName,
    distDir: path.join(appDir, distName),
    standalone: flag(env, 'NEXT_STANDALONE', '1'),
    port: whole(env, 'PORT', 3000, 0),
    hostname: env.HOSTNAME?.trim() || '127.0.0.1',
    cspReportOnly: flag(env, 'CSP_REPORT_ONLY', '1'),
    cdnMaxAgeSeconds: whole(env, 'CDN_MAX_AGE', 60),
    shutdown: { timeoutMs, drainMs: Math.min(whole(env, 'SHUTDOWN_DRAIN_MS', 0), timeoutMs / 2) },
    keepAliveTimeoutMs: whole(env, 'KEEP_ALIVE_TIMEOUT', 65_000, 1),
    localContentLake: contentLake === 'local',
    redis: redisUrl ? { url: redisUrl, keyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'glanzwerk:' } : null,
  }
}

/**
 * What the process is: `next dev` (development), `next build` prerendering (build), or a server of a
 * build (`npm start`, `next start`, the standalone server; also scripts and tests).
 */
export type Phase = 'development' | 'build' | 'server'

/** Every setting of the site, parsed from one environment. */
export type Settings = {
  phase: Phase
  /** VERCEL: built and served by Vercel, whose cache every instance shares (next.config.ts). */
  vercel: boolean
  hosting: HostingSettings
  content: ContentSource
  /**
   * The public origin of canonical links, Open Graph, sitemap and JSON-LD, without a trailing slash:
   * SITE_URL, else Vercel's production URL, else http://localhost:3000.
   */
  siteUrl: string
  /**
   * The variables the embedded Studio's own parsers read (studio/env.ts), picked from this environment:
   * the Studio's project, the submissions dataset (its inbox) and the local Content Lake's addresses.
   */
  studioEnvironment: Environment
  submissions: { store: StoreConfig; mail: MailConfig; rateLimit: RateLimitConfig; outboxTimeScale: number }
  publishing: {
    /** SANITY_REVALIDATE_SECRET: without it the webhook answers 503. */
    revalidateSecret: string | null
    consistencyWaitMs: number
    indexNow: IndexNowConfig | null
  }
  /** HEALTH_DETAILS_TOKEN: who may read /api/health's details (never anyone while unset). */
  healthDetailsToken: string | null
  /** CSP_REPORT_DEBUG=1: the CSP report endpoint logs each raw report. */
  cspReportDebug: boolean
}

export type SettingsCheck = { phase: Phase; settings: Settings | null; problems: string[]; warnings: string[] }

const STUDIO_VARIABLES = [
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_SUBMISSIONS_DATASET',
  'CONTENT_LAKE',
  'CONTENT_LAKE_ORIGIN',
  'CONTENT_LAKE_STREAM_PORTS',
]

function attempt<T>(problems: string[], parse: () => T): T | null {
  try {
    return parse()
  } catch (error) {
    problems.push((error as Error).message)
    return null
  }
}

function phaseOf(env: Environment): Phase {
  if (env.NODE_ENV === 'development') return 'development'
  return env.NEXT_PHASE === 'phase-production-build' ? 'build' : 'server'
}

function siteUrlOf(env: Environment): string | null {
  const configured = env.SITE_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL?.trim()
  return vercel ? `https://${vercel}` : null
}

/**
 * Parses every setting of `env` for a process started in `cwd`, and says what cannot work (problems:
 * then no settings) and what is probably not meant (warnings).
 */
export function checkSettings(env: Environment = process.env, cwd = process.cwd()): SettingsCheck {
  const problems: string[] = []
  const warnings: string[] = []
  const phase = phaseOf(env)
  const hosting = attempt(problems, () => parseHostingSettings(env, cwd))
  const parsed = attempt(problems, () => resolveContentSource(env))
  // The project the lake's launcher names (with the lake's API host) is the local Content Lake.
  const content: ContentSource | null =
    parsed?.kind === 'hosted' && parsed.apiHost && hosting?.localContentLake ? { ...parsed, localLake: true } : parsed
  const rateLimit = attempt(problems, () => resolveRateLimit(env))
  const store = resolveStoreConfig(env, cwd)
  const mail = resolveMailConfig(env)
  if (mail.kind === 'invalid') problems.push(mail.reason)
  if (store.kind === 'unavailable') warnings.push(`Submissions are refused: ${store.reason}`)
  const siteUrl = siteUrlOf(env)
  // `next dev` is meant to name localhost.
  if (!siteUrl && phase !== 'development')
    warnings.push('SITE_URL is not set: canonical links and the sitemap name http://localhost:3000.')
  const revalidateSecret = env.SANITY_REVALIDATE_SECRET?.trim() || null
  if (!revalidateSecret && content?.kind === 'hosted')
    warnings.push(
      'SANITY_REVALIDATE_SECRET is not set: a publish in the Studio does not refresh the site (README, "Publishing webhook").',
    )
  // The launcher sets SANITY_PROJECT_ID itself (with the lake's API host): one set by hand is a hosted project.
  if (hosting?.localContentLake && content?.kind === 'hosted' && !content.localLake)
    problems.push(
      'CONTENT_LAKE=local and SANITY_PROJECT_ID are both set: the site reads either the local Content Lake or a hosted project. Unset one.',
    )
  const indexNowKey = env.INDEXNOW_KEY?.trim()
  if (indexNowKey && !INDEXNOW_KEY_PATTERN.test(indexNowKey))
    warnings.push('INDEXNOW_KEY must be 8–128 letters, digits or dashes; IndexNow stays off.')
  if (!hosting || !content || !rateLimit) return { phase, settings: null, problems, warnings }
  return {
    phase,
    settings: {
      phase,
      vercel: Boolean(env.VERCEL),
      hosting,
      content,
      siteUrl: siteUrl ?? 'http://localhost:3000',
      studioEnvironment: Object.fromEntries(STUDIO_VARIABLES.map((name) => [name, env[name]])),
      submissions: { store, mail, rateLimit, outboxTimeScale: outboxTimeScale(env) },
      publishing: {
        revalidateSecret,
        consistencyWaitMs: consistencyWaitMs(env, content),
        indexNow: indexNowConfig(env),
      },
      healthDetailsToken: env.HEALTH_DETAILS_TOKEN?.trim() || null,
      cspReportDebug: env.CSP_REPORT_DEBUG === '1',
    },
    problems,
    warnings,
  }
}

/**
 * This process's environment with `additions` (the local Content Lake's variables): what the runtime
 * is built from, and what the lake's own process starts with (web/server/boot.ts).
 */
export function processEnvironment(additions: Environment = {}): Environment {
  return { ...process.env, ...additions }
}

/**
 * The Google Analytics id of this build (NEXT_PUBLIC_GA_MEASUREMENT_ID). Not a setting of the runtime:
 * Next writes the value of `process.env.NEXT_PUBLIC_*` into the app when it builds it, so the pages,
 * their policy and the health report name the build's id whatever the server's environment says.
 * Outside the app (next.config.ts, `npm run launch:check`, tests) it is the one the next build gets.
 */
export function buildMeasurementId(): string | undefined {
  return process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim() || undefined
}
