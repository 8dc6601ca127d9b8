/**
 * Next's process-wide tags manifest, kept in step with the shared tag expiry in Redis.
 *
 * Next checks every cached page and every 'use cache' entry against this one Map
 * (next/dist/server/lib/incremental-cache/tags-manifest.external, a module Next keeps outside its
 * bundles so that all of a process shares it). Writing the shared expiries into it makes Next's own
 * checks see an expiry that happened on another instance. Only the cache handlers load this file
 * (natively, from node_modules/next), never the app's bundles.
 */
import { createRequire } from 'node:module'
import { onRedisReady } from './redis.ts'
import { readSharedTags, sharedTagsVersion, type TagExpiry } from './shared-tags.ts'

type TagsManifestModule = {
  tagsManifest: Map<string, TagExpiry>
  areTagsExpired: (tags: string[], timestamp: number) => boolean
  areTagsStale: (tags: string[], timestamp: number) => boolean
}

const require = createRequire(import.meta.url)
export const nextTags =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as TagsManifestModule

type State = { version: string | null }
const STATE = Symbol.for('glanzwerk.tagsManifestSync')
type Shared = { [STATE]?: State }

function state(): State {
  const shared = globalThis as Shared
  if (!shared[STATE]) {
    const created: State = { version: null }
    shared[STATE] = created
    // After a reconnect Redis may have restarted empty and counted from 0 again: read everything.
    onRedisReady(() => {
      created.version = null
    })
  }
  return shared[STATE]
}

/** Records `tags` in this process's manifest, keeping the later of two timestamps. */
export function recordLocally(tags: Map<string, TagExpiry>): void {
  for (const [tag, remote] of tags) {
    const local = nextTags.tagsManifest.get(tag) ?? {}
    const stale = Math.max(local.stale ?? 0, remote.stale ?? 0)
    const expired = Math.max(local.expired ?? 0, remote.expired ?? 0)
    nextTags.tagsManifest.set(tag, { ...(stale ? { stale } : {}), ...(expired ? { expired } : {}) })
  }
}

/**
 * One small read per request (the version); the whole hash only when it changed. Each request
 * reads the version itself: one that started after a webhook was answered must see its write.
 * Without Redis nothing changes: the local manifest stays the truth.
 */
export async function syncTagsManifest(): Promise<void> {
  const current = state()
  const version = await sharedTagsVersion()
  if (version === null || version === current.version) return
  const tags = await readSharedTags()
  if (!tags) return
  recordLocally(tags)
  current.version = version
}

/**
 * Expires `tag` in this process from now on: every cached page and 'use cache' entry carrying it
 * is rendered anew on its next request (the server on the local Content Lake: every page the build
 * prerendered from the bundled dataset).
 */
export function expireLocally(tag: string): void {
  const now = Date.now()
  recordLocally(new Map([[tag, { stale: now, expired: now }]]))
}
