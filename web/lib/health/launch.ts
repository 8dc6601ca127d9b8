import { countLaunchItems, type LaunchSeverity } from '@shared/launch-checks'
import { settings } from '@/hosting/runtime.ts'
import { readLaunchItems } from '@/lib/launch'

/**
 * „Vor dem Start“ in the health report: a site that went live with sample data (Musterstraße, the
 * example e-mail, „[… eintragen]“ in the Impressum) reports `degraded`, so monitoring notices. Only
 * what identifies an item is reported (check, document id, field path, variable name, pages), never
 * a value: the report is public, and a half-replaced value may be someone's name.
 */
export type LaunchHealth = {
  /** Open items, blocking ones and warnings together. */
  open: number
  blocking: number
  warnings: number
  items: {
    check: string
    severity: LaunchSeverity
    document: string | null
    field: string | null
    variable: string | null
    pages: string[]
  }[]
}

/**
 * Content changes by publishing, not by the second: once a minute is enough for a monitor polling
 * every 30 s, and keeps the public endpoint from reading the whole content on every request.
 */
export const LAUNCH_CHECK_TTL_MS = 60_000

const checks = new Map<string, { at: number; result: Promise<LaunchHealth | null> }>()
let lastFailure: string | null = null

async function inspect(): Promise<LaunchHealth | null> {
  try {
    const items = await readLaunchItems()
    lastFailure = null
    return {
      open: items.length,
      ...countLaunchItems(items),
      items: items.map((item) => ({
        check: item.check,
        severity: item.severity,
        document: item.document?.id ?? null,
        field: item.field?.path ?? null,
        variable: item.variable,
        pages: item.shows.flatMap((place) => (place.path ? [place.path] : [])),
      })),
    }
  } catch (error) {
    const reason = (error as Error).message
    if (reason !== lastFailure) console.error(`[health] Launch check could not read the content: ${reason}`)
    lastFailure = reason
    return null
  }
}

/** The open launch items of the content this instance serves, remembered per content source; null when unreadable. */
export function launchHealth(now: number = Date.now()): Promise<LaunchHealth | null> {
  const source = settings().content
  const key =
    source.kind === 'local' ? source.datasetDir : `${source.apiHost ?? ''}/${source.projectId}/${source.dataset}`
  const cached = checks.get(key)
  if (cached && now - cached.at < LAUNCH_CHECK_TTL_MS) return cached.result
  const result = inspect()
  checks.set(key, { at: now, result })
  return result
}
