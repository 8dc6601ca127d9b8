import { createHash } from 'node:crypto'
import type { RateLimitConfig } from '@/hosting/submission-settings.ts'
import { clientAddress, clientKey, networkKey } from './client-address'
import { mailboxOf } from './store'

export const RATE_WINDOW_MS = 10 * 60 * 1000
export const HOUR_MS = 60 * 60 * 1000
/** Invalid posts, spam-trap hits and foreign form names from one client: far above a person's typos. */
const JUNK_LIMIT = 30
/**
 * A client's network (IPv6 /48, IPv4 /24) gets this many times a client's budget: a household, an
 * office or a mobile carrier's shared addresses are several visitors, but rotating through the 65,536
 * /64s of one /48 (free from tunnel brokers) no longer multiplies anybody's budget.
 */
const NETWORK_FACTOR = 4
/**
 * Stored submissions of all visitors together per hour, as a multiple of the per-visitor limit (60
 * by default): far above what a cleaning company in Goslar receives (a handful a day), the bound of
 * what a flood from many networks can store and have mailed to the office.
 */
const HOURLY_FACTOR = 12
/**
 * Confirmation mails a client may cause per hour (to any addresses), besides the store's rule of one
 * per mailbox and hour: without it one client could have the site mail 200 addresses of its choosing.
 */
const CONFIRMATIONS_PER_CLIENT = 3
/** Confirmation mails to visitors per hour, all together: the bound of what the form can be made to send. */
const CONFIRMATIONS_PER_HOUR = 30

/** Keys kept in memory per kind of counter at most (visitor, network, junk, …); expired ones go first. */
const MAX_KEYS_PER_KIND = 10_000

/** A sliding-window budget: at most `limit` hits of `key` per `windowMs`. */
export type Budget = { key: string; limit: number; windowMs: number }
/** The budget that had no room, and the seconds until it has. */
export type Refusal = { budget: Budget; retryAfter: number }

/**
 * Sliding-window counters by key, in memory per process, shared through Redis with several instances
 * (redis-rate-counter.ts). A key's kind is its first segment (`visitor:…`, `junk:…`).
 */
export interface RateCounter {
  /**
   * Counts one hit in every budget, or in none: null when each had room, else the first that had
   * none. A refused attempt leaves no trace, so attempts cannot create keys.
   */
  take(budgets: readonly Budget[], now: number): Promise<Refusal | null>
  /** Takes back the latest hit of each key (a repeated submission that stored nothing). */
  release(keys: readonly string[]): Promise<void>
}

type Entry = { hits: number[]; windowMs: number }

/** The seconds until the oldest of `hits` leaves the window. */
export const secondsUntilRoom = (oldest: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((oldest + windowMs - now) / 1000))

/**
 * In memory: one map per kind of counter, so counters of one kind (cheap junk from thousands of
 * networks) can never push out those of another (the visitors' budgets). Within a kind, keys whose
 * windows have passed go first, then the least recently used; a key is only created by a hit that was
 * counted, and every kind but junk is bounded by a budget for everybody, so they never fill up.
 */
export class MemoryRateCounter implements RateCounter {
  private readonly kinds = new Map<string, Map<string, Entry>>()

  constructor(private readonly maxKeysPerKind = MAX_KEYS_PER_KIND) {}

  async take(budgets: readonly Budget[], now: number): Promise<Refusal | null> {
    for (const budget of budgets) {
      const recent = this.recent(budget.key, budget.windowMs, now)
      if (recent.length >= budget.limit)
        return { budget, retryAfter: secondsUntilRoom(recent[0] ?? now, budget.windowMs, now) }
    }
    for (const budget of budgets) {
      const kind = this.kind(budget.key)
      const hits = [...this.recent(budget.key, budget.windowMs, now), now]
      kind.delete(budget.key)
      kind.set(budget.key, { hits, windowMs: budget.windowMs })
      if (kind.size > this.maxKeysPerKind) this.evict(kind, now)
    }
    return null
  }

  async release(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.kind(key).get(key)?.hits.pop()
  }

  /** Keys held now, all kinds together. */
  get size(): number {
    let size = 0
    for (const kind of this.kinds.values()) size += kind.size
    return size
  }

  private kind(key: string): Map<string, Entry> {
    const name = key.slice(0, key.indexOf(':'))
    const kind = this.kinds.get(name) ?? new Map<string, Entry>()
    this.kinds.set(name, kind)
    return kind
  }

  private recent(key: string, windowMs: number, now: number): number[] {
    return (this.kind(key).get(key)?.hits ?? []).filter((time) => now - time < windowMs)
  }

  private evict(kind: Map<string, Entry>, now: number): void {
    for (const [key, entry] of kind) if (entry.hits.every((time) => now - time >= entry.windowMs)) kind.delete(key)
    for (const key of kind.keys()) {
      if (kind.size <= this.maxKeysPerKind) break
      kind.delete(key)
    }
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

/** Who sent a valid submission when no address can be trusted: the contact it gives. */
export type Contact = { email?: string; phone?: string }

/**
 * Whether a submission may be stored: `client` when this visitor (or its network) has used its
 * budget, `everyone` when the site's hourly budget for all visitors is used up (then the form is
 * closed for everybody, honestly: docs/security.md, fourth review, M2). `undo` gives the counts back.
 */
export type Admission =
  | { allowed: true; undo: () => Promise<void> }
  | { allowed: false; who: 'client' | 'everyone'; retryAfter: number }

/**
 * The limits of the two forms (docs/decisions.md, „Forms“ and „Rate limits (issue 42)“). Only a
 * submission that is about to be stored counts against its client (`admit`); junk (invalid fields, a
 * filled spam trap, a foreign form, a field flood) counts in counters of its own (`junk`), so a flood
 * of junk never costs a real visitor a submission; and only a few confirmation mails go out per client
 * and per hour (`confirmation`).
 *
 * Every limit is a set of budgets counted all at once or not at all: the client (an IPv4 address or an
 * IPv6 /64), its network (/24, /48) and everybody together. Without a trusted address (a proxy the
 * configuration does not name) a stored submission counts against the e-mail address it gives, and
 * junk is not limited here (one shared junk counter would let one sender silence everybody's error
 * messages; the body limits and the cheap refusal of field floods bound it).
 */
export class SubmissionLimits {
  private exhaustedLoggedAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly config: RateLimitConfig,
    private readonly counter: RateCounter = new MemoryRateCounter(),
  ) {}

  /** Before storing a submission. */
  async admit(headers: Headers, contact: Contact, now = Date.now()): Promise<Admission> {
    const { limit } = this.config
    if (limit === 0) return { allowed: true, undo: async () => {} }
    const address = clientAddress(headers, this.config)
    const everyone: Budget = { key: 'everyone:stored', limit: limit * HOURLY_FACTOR, windowMs: HOUR_MS }
    const budgets: Budget[] = address
      ? [
          { key: `visitor:${clientKey(address)}`, limit, windowMs: RATE_WINDOW_MS },
          { key: `network:${networkKey(address)}`, limit: limit * NETWORK_FACTOR, windowMs: RATE_WINDOW_MS },
          everyone,
        ]
      : [
          {
            key: `contact:${digest(mailboxOf(contact.email || contact.phone || ''))}`,
            limit,
            windowMs: RATE_WINDOW_MS,
          },
          everyone,
        ]
    const refused = await this.counter.take(budgets, now)
    if (!refused) {
      const keys = budgets.map((budget) => budget.key)
      return { allowed: true, undo: () => this.counter.release(keys) }
    }
    if (refused.budget !== everyone) return { allowed: false, who: 'client', retryAfter: refused.retryAfter }
    this.logExhausted(everyone.limit, refused.retryAfter, now)
    return { allowed: false, who: 'everyone', retryAfter: refused.retryAfter }
  }

  /** Counts a junk post; null when it is answered normally, else 429 with this many seconds. */
  async junk(headers: Headers, now = Date.now()): Promise<number | null> {
    if (this.config.limit === 0) return null
    const address = clientAddress(headers, this.config)
    if (!address) return null
    const refused = await this.counter.take(
      [
        { key: `junk:${clientKey(address)}`, limit: JUNK_LIMIT, windowMs: RATE_WINDOW_MS },
        { key: `junk-network:${networkKey(address)}`, limit: JUNK_LIMIT * NETWORK_FACTOR, windowMs: RATE_WINDOW_MS },
      ],
      now,
    )
    return refused?.retryAfter ?? null
  }

  /**
   * Before storing a submission whose address may get a confirmation: whether one more may go out
   * (CONFIRMATIONS_PER_CLIENT per client and hour, twice that per network, CONFIRMATIONS_PER_HOUR for
   * everybody; all clients without a known address share the last). `undo` gives it back when no
   * confirmation was queued after all (a repeat, or the mailbox got one within the hour).
   */
  async confirmation(headers: Headers, now = Date.now()): Promise<{ allowed: boolean; undo: () => Promise<void> }> {
    if (this.config.limit === 0) return { allowed: true, undo: async () => {} }
    const address = clientAddress(headers, this.config)
    const budgets: Budget[] = [
      ...(address
        ? [
            { key: `confirmations:${clientKey(address)}`, limit: CONFIRMATIONS_PER_CLIENT, windowMs: HOUR_MS },
            {
              key: `confirmations-network:${networkKey(address)}`,
              limit: 2 * CONFIRMATIONS_PER_CLIENT,
              windowMs: HOUR_MS,
            },
          ]
        : []),
      { key: 'everyone:confirmations', limit: CONFIRMATIONS_PER_HOUR, windowMs: HOUR_MS },
    ]
    if (await this.counter.take(budgets, now)) return { allowed: false, undo: async () => {} }
    return { allowed: true, undo: () => this.counter.release(budgets.map((budget) => budget.key)) }
  }

  private logExhausted(limit: number, retryAfter: number, now: number) {
    if (now - this.exhaustedLoggedAt < RATE_WINDOW_MS) return
    this.exhaustedLoggedAt = now
    console.error(
      `[submissions] The forms' budget for everybody is used up: ${limit} submissions stored in the last hour. Further submissions are refused with 503 (the visitor is asked to call) for about ${Math.ceil(retryAfter / 60)} minutes. If this is real demand, raise SUBMISSIONS_RATE_LIMIT (the hourly budget is ${HOURLY_FACTOR} times it); otherwise the form is being flooded from many networks.`,
    )
  }
}
