type Environment = Record<string, string | undefined>

const RATE_WINDOW_MS = 10 * 60 * 1000
const DEFAULT_RATE_LIMIT = 5
/**
 * Without a trusted header every visitor looks the same; they share one bucket with this
 * many times the per-visitor limit, a flood guard that never blocks a normal day's inquiries.
 */
const SHARED_BUCKET_FACTOR = 10

type RateLimitConfig = { limit: number; header: string | null }

/**
 * SUBMISSIONS_RATE_LIMIT submissions per visitor and 10 minutes (0 turns the limit off).
 * The visitor's address comes only from a header a trusted proxy sets
 * (SUBMISSIONS_CLIENT_IP_HEADER; on Vercel x-real-ip): any other header is the client's own word.
 */
export function resolveRateLimit(env: Environment = process.env): RateLimitConfig {
  const configured = env.SUBMISSIONS_RATE_LIMIT?.trim()
  const limit = configured ? Number(configured) : DEFAULT_RATE_LIMIT
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`SUBMISSIONS_RATE_LIMIT "${configured}" must be a whole number ≥ 0 (0 turns the limit off).`)
  const header = env.SUBMISSIONS_CLIENT_IP_HEADER?.trim().toLowerCase() || (env.VERCEL ? 'x-real-ip' : null)
  return { limit, header }
}

/** A sliding-window counter per visitor, in memory (one server process; a restart forgets it). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly config: RateLimitConfig) {}

  /** The visitor's key: the first address of the trusted header, or the shared bucket. */
  visitor(headers: Headers): { key: string; limit: number } {
    const address = this.config.header ? headers.get(this.config.header)?.split(',')[0]?.trim() : undefined
    return address
      ? { key: address, limit: this.config.limit }
      : { key: '(no trusted address)', limit: this.config.limit * SHARED_BUCKET_FACTOR }
  }

  /** Counts a submission; null when allowed, else the seconds until the next one is. */
  take(headers: Headers, now = Date.now()): number | null {
    if (this.config.limit === 0) return null
    const { key, limit } = this.visitor(headers)
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < RATE_WINDOW_MS)
    if (recent.length >= limit) {
      this.hits.set(key, recent)
      return Math.ceil(((recent[0] ?? now) + RATE_WINDOW_MS - now) / 1000)
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.forgetOld(now)
    return null
  }

  private forgetOld(now: number) {
    for (const [key, times] of this.hits) if (times.every((time) => now - time >= RATE_WINDOW_MS)) this.hits.delete(key)
  }
}
