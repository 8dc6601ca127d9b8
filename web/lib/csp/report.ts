import { settings } from '@/hosting/runtime.ts'
import { readCappedBody } from '@/lib/http/capped-body'

/**
 * CSP violation reports (POST /api/csp-report), bounded: the body is read up to MAX_BODY bytes
 * (413 beyond), at most MAX_REPORTS reports per request count, each distinct violation (directive,
 * blocked origin, page) is logged once per WINDOW_MS, at most MAX_KEYS distinct ones are remembered,
 * and the route answers 204 to everything else: never a 5xx, never a file, log lines per hour are capped.
 *
 * Formats (both sent by browsers):
 *  - `report-to` (Reporting API, Chromium): `application/reports+json`,
 *    `[{type: "csp-violation", url, body: {documentURL, effectiveDirective, blockedURL, disposition, sample, sourceFile, lineNumber, …}}]`
 *  - `report-uri` (Firefox, Safari; Chromium when no report-to): `application/csp-report`,
 *    `{"csp-report": {"document-uri", "effective-directive" | "violated-directive", "blocked-uri", "disposition", "script-sample", "source-file", "line-number", …}}`
 */

export const MAX_BODY = 16 * 1024
export const MAX_REPORTS = 20
export const MAX_KEYS = 500
export const WINDOW_MS = 60 * 60 * 1000

export type Violation = {
  documentPath: string
  directive: string
  blocked: string
  disposition: string
  sample: string
  source: string
}

const text = (value: unknown, max = 200): string =>
  typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : ''

/** Path only: query strings may hold personal data (a search, a token). */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url)
    return parsed.pathname.slice(0, 200)
  } catch {
    return url.split(/[?#]/)[0]?.slice(0, 200) ?? ''
  }
}
/** Origin (or keyword: inline, eval, data, …) of what was blocked, without path and query. */
function blockedOf(value: string): string {
  try {
    return new URL(value).origin
  } catch {
    return value.slice(0, 40)
  }
}

export function parseReports(contentType: string, body: string): Violation[] {
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return []
  }
  const out: Violation[] = []
  if (/application\/reports\+json/i.test(contentType) && Array.isArray(data)) {
    for (const report of data.slice(0, MAX_REPORTS)) {
      if (!report || typeof report !== 'object' || (report as { type?: unknown }).type !== 'csp-violation') continue
      const b = ((report as { body?: unknown }).body ?? {}) as Record<string, unknown>
      out.push({
        documentPath: pathOf(text(b.documentURL) || text((report as { url?: unknown }).url)),
        directive: text(b.effectiveDirective, 40),
        blocked: blockedOf(text(b.blockedURL)),
        disposition: text(b.disposition, 10),
        sample: text(b.sample, 40),
        source: `${pathOf(text(b.sourceFile))}:${text(b.lineNumber)}`,
      })
    }
  } else if (data && typeof data === 'object' && 'csp-report' in data) {
    const r = ((data as Record<string, unknown>)['csp-report'] ?? {}) as Record<string, unknown>
    out.push({
      documentPath: pathOf(text(r['document-uri'])),
      directive: text(r['effective-directive'] || r['violated-directive'], 40).split(' ')[0] ?? '',
      blocked: blockedOf(text(r['blocked-uri'])),
      disposition: text(r.disposition, 10),
      sample: text(r['script-sample'], 40),
      source: `${pathOf(text(r['source-file']))}:${text(r['line-number'])}`,
    })
  }
  return out
}

/** Counts violations in memory and logs each distinct one once per window (at most MAX_KEYS per window). */
export class ViolationLog {
  private readonly seen = new Map<string, { since: number; count: number }>()
  private dropped = 0
  private prunedAt = 0

  constructor(
    private readonly log: (line: string) => void = (line) => console.warn(line),
    private readonly now: () => number = Date.now,
  ) {}

  record(violation: Violation): void {
    const key = `${violation.directive}|${violation.blocked}|${violation.documentPath}`
    const time = this.now()
    const entry = this.seen.get(key)
    if (entry && time - entry.since < WINDOW_MS) {
      entry.count++
      return
    }
    if (!entry && this.seen.size >= MAX_KEYS) {
      this.prune(time)
      if (this.seen.size >= MAX_KEYS) {
        this.dropped++
        return
      }
    }
    const repeated = entry?.count ? ` (${entry.count} more in the last window)` : ''
    this.seen.set(key, { since: time, count: 0 })
    this.log(`CSP violation: ${JSON.stringify(violation)}${repeated}`)
  }

  /** Forgets expired entries, at most once a minute; reports how many distinct ones went unlogged. */
  private prune(time: number) {
    if (time - this.prunedAt < 60_000) return
    this.prunedAt = time
    for (const [key, entry] of this.seen) if (time - entry.since >= WINDOW_MS) this.seen.delete(key)
    if (this.dropped && this.seen.size < MAX_KEYS) {
      this.log(`CSP violation: ${this.dropped} more distinct violations were not logged (limit ${MAX_KEYS} an hour)`)
      this.dropped = 0
    }
  }

  get size() {
    return this.seen.size
  }
}

const violations = new ViolationLog()
const ACCEPTED = /^application\/(?:csp-report|reports\+json|json)\b/i

/**
 * The route handler: 204, or 413 for a body above MAX_BODY. The body is read with the one capped
 * reader (whatever its type, so nothing is drained unbounded): a larger Content-Length is refused
 * unread, a streamed body as soon as it passes the cap. The 413 closes the connection
 * (`Connection: close`), so the server stops there instead of reading, and the client sending, the
 * rest of the upload after the answer (Node drains an unread body to keep a connection alive).
 */
export async function handleCspReport(request: Request, log: ViolationLog = violations): Promise<Response> {
  try {
    const type = request.headers.get('content-type') ?? ''
    const body = await readCappedBody(request, MAX_BODY)
    if (body === null)
      return new Response(null, { status: 413, headers: { 'cache-control': 'no-store', connection: 'close' } })
    if (ACCEPTED.test(type)) {
      const text = new TextDecoder().decode(body)
      if (settings().cspReportDebug) console.log(`csp-report raw (${type}): ${text}`)
      if (text) for (const violation of parseReports(type, text)) log.record(violation)
    }
  } catch {
    // a malformed or aborted report is not our problem: never a 5xx
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
