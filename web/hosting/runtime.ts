/**
 * The runtime of this process (docs/architecture.md, "The runtime"): its settings, its Redis
 * connection, what it knows of freshness, and what runs when it stops. Built once from the final
 * environment: by the production server after the local Content Lake is up (web/server/boot.ts,
 * `installRuntime`), else on first use from the process's environment (`next start`, `next dev`,
 * `next build`, scripts and tests). Everything else asks it: `runtime()`, or `settings()` for the
 * settings alone. Its settings check is reported once, by whoever starts the process.
 *
 * Node loads web/hosting/ twice in one process: natively for the server and the cache handlers, and
 * inside Next's bundles for the app. Both must see one runtime, so it is handed across under one
 * global symbol, the only state the site keeps on globalThis (tests/unit/environment.test.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Environment } from './environment.ts'
import { Freshness } from './freshness.ts'
import { ImageSources } from './image-sources.ts'
import { SharedRedis } from './redis.ts'
import { checkSettings, processEnvironment, type Settings, type SettingsCheck, SettingsError } from './settings.ts'

type ShutdownHook = () => void | Promise<void>

export type Runtime = {
  readonly settings: Settings
  /** The id of the build this process serves; null while `next build` prerenders and in `next dev`. */
  readonly buildId: string | null
  readonly redis: SharedRedis
  readonly freshness: Freshness
  /** The image addresses the site wrote: the only ones the image optimiser fetches (image-sources.ts). */
  readonly imageSources: ImageSources
  /** Started by the production server (server.mjs), which compresses responses itself. */
  readonly ownServer: boolean
  /** Runs `hook` when the server begins to stop (SIGTERM): no new work should start after it. */
  onShutdown(hook: ShutdownHook): void
  /** Called by the server when it begins to stop (web/server/lifecycle.ts). Never throws. */
  shutdown(): Promise<void>
}

/**
 * From the build folder, not from a variable a launcher may forget to set: `npm start`,
 * `npm run start:next` and the standalone server all read it here.
 */
function readBuildId(settings: Settings): string | null {
  if (settings.phase !== 'server') return null
  try {
    return readFileSync(path.join(settings.hosting.distDir, 'BUILD_ID'), 'utf8').trim() || null
  } catch {
    return null
  }
}

/** A publish on Vercel reaches one function instance of many (Freshness.unannouncedChangesMs). */
const VERCEL_UNANNOUNCED_MS = 60_000
/** `next dev` on the bundled dataset: an edited data.ndjson is seen within a second. */
const DEVELOPMENT_UNANNOUNCED_MS = 1_000

function createRuntime(settings: Settings, ownServer: boolean): Runtime {
  const buildId = readBuildId(settings)
  const redis = new SharedRedis(settings.hosting.redis, buildId)
  const unannounced = settings.vercel
    ? VERCEL_UNANNOUNCED_MS
    : settings.phase === 'development' && settings.content.kind === 'local'
      ? DEVELOPMENT_UNANNOUNCED_MS
      : null
  const hooks: ShutdownHook[] = []
  return {
    settings,
    buildId,
    redis,
    freshness: new Freshness(redis, unannounced),
    imageSources: new ImageSources(redis),
    ownServer,
    onShutdown: (hook) => {
      hooks.push(hook)
    },
    shutdown: async () => {
      for (const hook of hooks.splice(0)) {
        try {
          await hook()
        } catch (error) {
          console.error('Shutdown: a hook failed', error)
        }
      }
    },
  }
}

const RUNTIME = Symbol.for('glanzwerk.runtime')
/** The runtime (null when the settings cannot work), the check it was built from, and whether that was reported. */
type Slot = { runtime: Runtime | null; check: SettingsCheck; reported: boolean }
type Shared = { [RUNTIME]?: Slot }

function build(env: Environment, ownServer: boolean, reported: boolean): Slot {
  const check = checkSettings(env)
  return { runtime: check.settings ? createRuntime(check.settings, ownServer) : null, check, reported }
}

function slot(): Slot {
  const shared = globalThis as Shared
  shared[RUNTIME] ??= build(processEnvironment(), false, false)
  return shared[RUNTIME]
}

/**
 * Builds this process's runtime from its environment plus `additions` (the local Content Lake's
 * variables) and hands it to both module graphs: the production server's start (web/server/boot.ts),
 * which reports the check it returns.
 */
export function installRuntime(additions: Environment = {}, options: { ownServer?: boolean } = {}): SettingsCheck {
  const built = build(processEnvironment(additions), options.ownServer ?? false, true)
  ;(globalThis as Shared)[RUNTIME] = built
  return built.check
}

/**
 * The settings check of this process's runtime the first time it is asked, then null: whoever starts
 * the process reports it once (the production server, else web/instrumentation-node.ts).
 */
export function unreportedSettingsCheck(): SettingsCheck | null {
  const current = slot()
  if (current.reported) return null
  current.reported = true
  return current.check
}

/**
 * The runtime of this process, built from its environment on first use. Throws a SettingsError naming
 * every problem when the settings cannot work (`next dev` shows it on the page).
 */
export function runtime(): Runtime {
  const { runtime: built, check } = slot()
  if (!built) throw new SettingsError(check.problems.join(' '))
  return built
}

/** The settings of this process's runtime. */
export function settings(): Settings {
  return runtime().settings
}

/** For tests: closes the runtime's connection and builds the next one from the environment on next use. */
export async function resetRuntime(): Promise<void> {
  const current = (globalThis as Shared)[RUNTIME]
  delete (globalThis as Shared)[RUNTIME]
  await current?.runtime?.redis.close()
}
