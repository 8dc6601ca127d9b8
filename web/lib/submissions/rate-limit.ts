import { createHash } from 'node:crypto'

type Environment = Record<string, string | undefined>

export const RATE_WINDOW_MS = 10 * 60 * 1000
const DEFAULT_RATE_LIMIT = 5
/** Invalid posts, spam-trap hits and foreign form names from one address: far above a person's typos. */
const JUNK_LIMIT = 30
/**
 * Without a trusted address all stored submissions together may not exceed this many times the
 * per-visitor limit: a guard for the disk, logged as an error when reached (an attack, not a busy day).
 */
const FLOOD_GUARD_FACTOR = 40
/** Buckets kept in memory at most; the least recently used go first. */
const MAX_BUCKETS = 10_000

export type RateLimitConfig = {
  /** Stored submissions per visitor and window; 0 turns every limit off. */
  limit: number
  /** The header a trusted proxy sets with the visitor's address, or null. */
  header: string | null
  /** How many proxies append to that header: the address is the entry this far from the right. */
  trustedProxies: number
}

function wholeNumber(name: string, value: string | undefined, fallback: number, minimum: number): number {
  const configured = value?.trim()
  const number = configured ? Number(configured) : fallback
  if (!Number.isInteger(number) || number < minimum)
    throw new Error(`${name} "${configured}" must be a whole number ≥ ${minimum}.`)
  return number
}

/**
 * SUBMISSIONS_RATE_LIMIT submissions per visitor and 10 minutes (0 turns the limit off). The visitor's
 * address comes only from the header a trusted proxy sets (SUBMISSIONS_CLIENT_IP_HEADER; on Vercel
 * x-real-ip); of a list such as X-Forwarded-For, the entry SUBMISSIONS_TRUSTED_PROXIES places from the
 * right (default 1: what the nearest proxy saw), never the first entry, which the client writes itself.
 */
export function resolveRateLimit(env: Environment = process.env): RateLimitConfig {
  return {
    limit: wholeNumber('SUBMISSIONS_RATE_LIMIT', env.SUBMISSIONS_RATE_LIMIT, DEFAULT_RATE_LIMIT, 0),
    header: env.SUBMISSIONS_CLIENT_IP_HEADER?.trim().toLowerCase() || (env.VERCEL ? 'x-real-ip' : null),
    trustedProxies: wholeNumber('SUBMISSIONS_TRUSTED_PROXIES', env.SUBMISSIONS_TRUSTED_PROXIES, 1, 1),
  }
}

/** The visitor's address as the trusted proxies saw it, or null when there is none to trust. */
export function clientAddress(headers: Headers, config: RateLimitConfig): string | null {
  if (!config.header) return null
  const entries = (headers.get(config.header) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Fewer entries than proxies: the header did not pass through all of them, so nothing in it is trusted.
  const address = entries[entries.length - config.trustedProxies]
  return address && address.length <= 64 ? address : null
}

/** Sliding-window counters by key. In memory per process here; shared through Redis with several instances. */
export interface RateCounter {
  /** Counts a hit; null when within `limit`, else the seconds until the next hit is allowed. */
  hit(key: string, limit: number, now: number): Promise<number | null>
  /** Takes back the latest hit of `key` (a repeated submission that stored nothing). */
  release(key: string): Promise<void>
}

/** Windows per key in a Map used as an LRU list: a key moves to the end when used, the front is dropped. */
export class MemoryRateCounter implements RateCounter {
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly maxKeys = MAX_BUCKETS) {}

  async hit(key: string, limit: number, now: number): Promise<number | null> {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < RATE_WINDOW_MS)
    this.hits.delete(key)
    const allowed = recent.length < limit
    if (allowed) recent.push(now)
    this.hits.set(key, recent)
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value
      if (oldest === undefined) break
      this.hits.delete(oldest)
    }
    return allowed ? null : Math.max(1, Math.ceil(((recent[0] ?? now) + RATE_WINDOW_MS - now) / 1000))
  }

  async release(key: string): Promise<void> {
    this.hits.get(key)?.pop()
  }

  get size(): number {
    return this.hits.size
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

/** Who sent a valid submission when no address can be trusted: the contact it gives. */
export type Contact = { email?: string; phone?: string }

/**
 * The limits of the two forms. Only a submission that is about to be stored counts against its
 * visitor (`admit`); junk (invalid fields, a filled spam trap, a foreign form) counts in a bucket of
 * its own (`junk`), so a flood of junk never costs a real visitor a submission. With a trusted
 * address each visitor has their own buckets. Without one, a stored submission counts against the
 * e-mail address it gives (one sender cannot use up anybody else's), plus a large flood guard for the
 * disk; junk is then not limited here (the reverse proxy's body limits and the cheap validation are
 * its bound), because one shared junk bucket would let one sender silence everyone's error messages.
 */
export class SubmissionLimits {
  constructor(
    private readonly config: RateLimitConfig,
    private readonly counter: RateCounter = new MemoryRateCounter(),
  ) {}

  /**
   * Before storing: null when allowed, else the seconds to wait. The returned `undo` takes the
   * count back when the store found a repeat of an earlier submission and stored nothing.
   */
  async admit(
    headers: Headers,
    contact: Contact,
    now = Date.now(),
  ): Promise<{ retryAfter: number | null; undo: () => Promise<void> }> {
    const none = { retryAfter: null, undo: async () => {} }
    if (this.config.limit === 0) return none
    const address = clientAddress(headers, this.config)
    const keys = address
      ? [`visitor:${address}`]
      : [`contact:${digest((contact.email || contact.phone || '').trim().toLowerCase())}`]
    for (const key of keys) {
      const retryAfter = await this.counter.hit(key, this.config.limit, now)
      if (retryAfter !== null) return { retryAfter, undo: none.undo }
    }
    if (!address) {
      const guard = await this.counter.hit('flood-guard', this.config.limit * FLOOD_GUARD_FACTOR, now)
      if (guard !== null) {
        console.error(
          `[submissions] Flood guard: more than ${this.config.limit * FLOOD_GUARD_FACTOR} submissions in 10 minutes without a trusted client address. Set SUBMISSIONS_CLIENT_IP_HEADER behind your proxy.`,
        )
        await Promise.all(keys.map((key) => this.counter.release(key)))
        return { retryAfter: guard, undo: none.undo }
      }
      keys.push('flood-guard')
    }
    return {
      retryAfter: null,
      undo: async () => void (await Promise.all(keys.map((key) => this.counter.release(key)))),
    }
  }

  /** Counts a junk post; null when it is answered normally, else 429 with this many seconds. */
  async junk(headers: Headers, now = Date.now()): Promise<number | null> {
    if (this.config.limit === 0) return null
    const address = clientAddress(headers, this.config)
    return address ? this.counter.hit(`junk:${address}`, JUNK_LIMIT, now) : null
  }
}
