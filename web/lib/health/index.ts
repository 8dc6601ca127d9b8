import { createHash, timingSafeEqual } from 'node:crypto'
import { runtime } from '@/hosting/runtime.ts'
import { runQuery } from '@/lib/sanity/fetch'
import { submissionStore } from '@/lib/submissions/config'
import type { StoreHealth } from '@/lib/submissions/store'
import { storeDisk } from './disk'
import { type LaunchHealth, launchHealth } from './launch'

/**
 * GET /api/health for a monitor (every 30 s) and for the deploy test: can this instance serve
 * pages, take a submission, and is mail waiting? 200 while submissions can be stored, 503 when
 * they cannot (the one thing a visitor would lose). The content check is informational: pages are
 * prerendered and keep being served when the Content Lake is away; only publishing waits for it.
 * `degraded` also while a blocking launch item is open (sample data on the live site, ./launch.ts).
 * No secrets: no project id, no paths, no error texts of the store beyond a short reason.
 *
 * Anyone may ask how the site is (`{"status": …}` and the HTTP status); what is open and where
 * (document ids, field names, the outbox backlog) only the operator, with HEALTH_DETAILS_TOKEN as
 * `Authorization: Bearer …`. Not by address: behind Caddy on the same host every visitor comes from
 * loopback.
 */
export type Health = {
  status: 'ok' | 'degraded' | 'unavailable'
  /** The build this instance runs (server.mjs reads it from the build); several instances must agree. */
  buildId: string | null
  content: { source: 'bundled' | 'hosted'; reachable: boolean }
  submissions: {
    store: 'sqlite' | 'sanity' | 'unavailable'
    writable: boolean | null
    outbox: StoreHealth['outbox'] | null
  }
  /** „Vor dem Start“: sample values still in the content or environment; null when the content could not be read. */
  launch: LaunchHealth | null
  checkedAt: string
}

const CONTENT_CHECK_TTL_MS = 10_000
const CONTENT_TIMEOUT_MS = 5_000
let contentCheck: { at: number; reachable: Promise<boolean> } | null = null

/** A count over one document type: the cheapest query that proves the content source answers. */
function contentReachable(now: number): Promise<boolean> {
  if (contentCheck && now - contentCheck.at < CONTENT_CHECK_TTL_MS) return contentCheck.reachable
  const reachable = Promise.race([
    runQuery({ query: 'count(*[_type == "siteSettings"])' }).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CONTENT_TIMEOUT_MS).unref()),
  ]).catch(() => false)
  contentCheck = { at: now, reachable }
  return reachable
}

export async function checkHealth(now = new Date()): Promise<Health> {
  const { settings, buildId } = runtime()
  const source = settings.content
  const config = settings.submissions.store
  const [reachable, launch, store] = await Promise.all([
    contentReachable(now.getTime()),
    launchHealth(now.getTime()),
    (async () => {
      if (config.kind === 'unavailable') return null
      try {
        const health = await submissionStore().health()
        // SQLite: its own check writes nothing and passes on a full disk (./disk.ts).
        if (config.kind === 'sqlite' && health.writable && !(await storeDisk(config.directory, now.getTime())).writable)
          return { ...health, writable: false }
        return health
      } catch (error) {
        console.error(`[health] Submissions store check failed: ${(error as Error).message}`)
        return { writable: false, outbox: null }
      }
    })(),
  ])
  const writable = store ? store.writable : false
  const launchReady = (launch?.blocking ?? 0) === 0
  const status = writable === false ? 'unavailable' : reachable && launchReady ? 'ok' : 'degraded'
  return {
    status,
    buildId,
    content: { source: source.kind === 'hosted' ? 'hosted' : 'bundled', reachable },
    submissions: { store: config.kind, writable, outbox: store?.outbox ?? null },
    launch,
    checkedAt: now.toISOString(),
  }
}

/** What anyone may see: the verdict alone. */
export type PublicHealth = Pick<Health, 'status'>

/** Whether the request carries HEALTH_DETAILS_TOKEN; never while it is unset. */
export function asksForDetails(headers: Headers, secret = runtime().settings.healthDetailsToken): boolean {
  if (!secret) return false
  const given = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]?.trim() ?? ''
  // Digests of equal length, compared in constant time.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(secret))
}

export async function handleHealth(request: Request): Promise<Response> {
  const health = await checkHealth()
  const body: Health | PublicHealth = asksForDetails(request.headers) ? health : { status: health.status }
  return Response.json(body, {
    status: health.status === 'unavailable' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
