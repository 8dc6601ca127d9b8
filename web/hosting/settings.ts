/**
 * The hosting settings of one process, parsed once from the environment into one typed object
 * (docs/architecture.md, "Settings"). The production server (web/server/), the cache handlers, the
 * proxy, the deployment check and the submissions store read these values here and nowhere else:
 * where the build lives, where submissions are stored, how the server behaves, whether Redis is shared.
 *
 * A value that cannot be used throws a SettingsError naming the variable and what it accepts; the
 * server refuses to start with it (web/server/boot.ts). Content and mail settings keep their own
 * parsers beside their code (web/lib/sanity/env.ts, web/lib/submissions/), which validate more than
 * a type. Loaded natively by Node (types stripped): Node's own modules only, relative `.ts` imports.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export type Environment = Record<string, string | undefined>

export class SettingsError extends Error {
  override name = 'SettingsError'
}

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
  /** The SQLite store's folder (SUBMISSIONS_DIR, default .data of the working directory), absolute. */
  submissionsDir: string
  /** SANITY_API_WRITE_TOKEN set: submissions go to the private dataset instead of SQLite. */
  submissionsInSanity: boolean
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

/** The SQLite store's folder: the one rule for SUBMISSIONS_DIR (default .data of the working directory). */
export function submissionsDirOf(env: Environment, cwd = process.cwd()): string {
  return path.resolve(cwd, env.SUBMISSIONS_DIR?.trim() || '.data')
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
    submissionsDir: submissionsDirOf(env, cwd),
    submissionsInSanity: Boolean(env.SANITY_API_WRITE_TOKEN?.trim()),
  }
}

const STATE = Symbol.for('glanzwerk.hostingSettings')
type Shared = { [STATE]?: { settings: HostingSettings; buildId: string | null | undefined } }

/**
 * This process's settings, parsed on first use. Shared through a global symbol: the module is
 * loaded natively (server, cache handlers) and bundled into the app, and both must agree.
 */
export function hostingSettings(): HostingSettings {
  const shared = globalThis as Shared
  shared[STATE] ??= { settings: parseHostingSettings(process.env), buildId: undefined }
  return shared[STATE].settings
}

/**
 * The id of the build this process serves, from the build folder (not from a variable a launcher
 * may forget to set: `npm start`, `npm run start:next` and the standalone server all read it here).
 * null while `next build` prerenders and in `next dev`, which serve no build.
 */
export function buildId(): string | null {
  if (process.env.NODE_ENV === 'development' || process.env.NEXT_PHASE === 'phase-production-build') return null
  hostingSettings()
  const state = (globalThis as Shared)[STATE]
  if (!state) return null
  if (state.buildId === undefined) {
    try {
      state.buildId = readFileSync(path.join(state.settings.distDir, 'BUILD_ID'), 'utf8').trim() || null
    } catch {
      state.buildId = null
    }
  }
  return state.buildId
}

/** For tests: parse again from process.env on next use. */
export function resetHostingSettings(): void {
  delete (globalThis as Shared)[STATE]
}
