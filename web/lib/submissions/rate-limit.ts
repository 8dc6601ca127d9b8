import { createHash } from 'node:crypto'
import type { RateLimitConfig } from '@/hosting/submission-settings.ts'
import { clientAddress, clientKey } from './client-address'
import { mailboxOf } from './store'

export const RATE_WINDOW_MS = 10 * 60 * 1000
/** Invalid posts, spam-trap hits and foreign form names from one address: far above a person's typos. */
const JUNK_LIMIT = 30
/**
 * All stored submissions together in one window, as a multiple of the per-visitor limit (200 by
 * default): beyond it the site is under attack, not busy, and the flood guard steps in (`admit`).
 */
const FLOOD_GUARD_FACTOR = 40
/**
 * Confirmation mails a client may cause per hour (to any addresses), besides the store's rule of one
 * per mailbox and hour: without it one client could have the site mail 200 addresses of its choosing.
 */
const CONFIRMATIONS_PER_CLIENT = 3
/** Confirmations per hour for all visitors without a known address together (a proxy not configured). */
const CONFIRMATIONS_UNKNOWN_CLIENTS = 30
export const CONFIRMATION_RATE_WINDOW_MS = 60 * 60 * 1000

/** Buckets kept in memory at most; the least recently used go first. */
const MAX_BUCKETS = 10_000

/** Sliding-window counters by key. In memory per process here; shared through Redis with several instances. */
export interface RateCounter {
  /**
   * Counts a hit; null when within `limit` hits per `windowMs` (a key always uses the same window),
   * else the seconds until the next hit is allowed.
   */
  hit(key: string, limit: number, now: number, windowMs?: number): Promise<number | null>
  /** Takes back the latest hit of `key` (a repeated submission that stored nothing). */
  release(key: string): Promise<void>
}

/** Windows per key in a Map used as an LRU list: a key moves to the end when used, the front is dropped. */
export class MemoryRateCounter implements RateCounter {
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly maxKeys = MAX_BUCKETS) {}

  async hit(key: string, limit: number, now: number, windowMs = RATE_WINDOW_MS): Promise<number | null> {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < windowMs)
    this.hits.delete(key)
    const allowed = recent.length < limit
    if (allowed) recent.push(now)
    this.hits.set(key, recent)
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value
      if (oldest === undefined) break
      this.hits.delete(oldest)
    }
    return allowed ? null : Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000))
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

type Admission = { retryAfter: number | null; undo: () => Promise<void> }
const NOTHING_TO_UNDO = async () => {}

/**
 * The limits of the two forms. Only a submission that is about to be stored counts against its
 * client (`admit`); junk (invalid fields, a filled spam trap, a foreign form, a field flood) counts in
 * a bucket of its own (`junk`), so a flood of junk never costs a real visitor a submission; and a
 * client may cause only a few confirmation mails an hour (`confirmation`).
 *
 * The client is the address from clientAddress (an IPv6 /64 counts as one). Normally there is one:
 * the trusted proxy's header, or the TCP peer the server names. Without one (a proxy in front that
 * the configuration does not name), a stored submission counts against the e-mail address it gives.
 *
 * The flood guard, and why it is not one shared bucket: it exists for the disk, when more than
 * FLOOD_GUARD_FACTOR × limit submissions arrive in one window. A bucket that refuses everybody once
 * full is a lever: one client that fills it locks every visitor out (200 inquiries from one client
 * did, for 10 minutes). So with known clients the guard never refuses a client's first submission of
 * the window; once it is full, each client may store only that one. One client can then lock out
 * nobody (it is held to its own limit anyway), and a flood from many addresses costs the disk one
 * submission per address and window, while every real visitor still gets through. Without known
 * clients there is nobody to be fair to: any client can pose as a new one with a new e-mail address,
 * so a first-submission rule would bound nothing and the guard refuses once full, logged as an error
 * with the setting that fixes it (SUBMISSIONS_CLIENT_IP_HEADER). Junk is then not limited here either
 * (one shared junk bucket would let one sender silence everyone's error messages); the body limits
 * and the cheap refusal of field floods are its bound.
 */
export class SubmissionLimits {
  private guardLoggedAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly config: RateLimitConfig,
    private readonly counter: RateCounter = new MemoryRateCounter(),
  ) {}

  /**
   * Before storing: null when allowed, else the seconds to wait. The returned `undo` takes the
   * count back when the store found a repeat of an earlier submission and stored nothing.
   */
  async admit(headers: Headers, contact: Contact, now = Date.now()): Promise<Admission> {
    if (this.config.limit === 0) return { retryAfter: null, undo: NOTHING_TO_UNDO }
    const address = clientAddress(headers, this.config)
    const guardLimit = this.config.limit * FLOOD_GUARD_FACTOR
    const guardKey = address ? 'flood-guard' : 'flood-guard:unknown-clients'
    const guard = await this.counter.hit(guardKey, guardLimit, now)
    if (guard !== null) this.logGuard(guardLimit, address !== null, now)

    if (!address) {
      if (guard !== null) return { retryAfter: guard, undo: NOTHING_TO_UNDO }
      const key = `contact:${digest(mailboxOf(contact.email || contact.phone || ''))}`
      return this.within([guardKey], key, this.config.limit, now)
    }
    const key = `visitor:${clientKey(address)}`
    // The guard is full: the client keeps its first submission of the window, nothing more.
    return this.within(guard === null ? [guardKey] : [], key, guard === null ? this.config.limit : 1, now)
  }

  /** Counts `key` against `limit`; when refused, takes back the hits already counted in `counted`. */
  private async within(counted: string[], key: string, limit: number, now: number): Promise<Admission> {
    const retryAfter = await this.counter.hit(key, limit, now)
    if (retryAfter !== null) {
      await Promise.all(counted.map((other) => this.counter.release(other)))
      return { retryAfter, undo: NOTHING_TO_UNDO }
    }
    const keys = [...counted, key]
    return {
      retryAfter: null,
      undo: async () => void (await Promise.all(keys.map((other) => this.counter.release(other)))),
    }
  }

  private logGuard(guardLimit: number, known: boolean, now: number) {
    if (now - this.guardLoggedAt < RATE_WINDOW_MS) return
    this.guardLoggedAt = now
    console.error(
      known
        ? `[submissions] Flood guard: more than ${guardLimit} submissions in 10 minutes from many clients; each client may store only its first until it calms down.`
        : `[submissions] Flood guard: more than ${guardLimit} submissions in 10 minutes from clients without a known address; they are refused until it calms down. Set SUBMISSIONS_CLIENT_IP_HEADER behind your proxy.`,
    )
  }

  /** Counts a junk post; null when it is answered normally, else 429 with this many seconds. */
  async junk(headers: Headers, now = Date.now()): Promise<number | null> {
    if (this.config.limit === 0) return null
    const address = clientAddress(headers, this.config)
    return address ? this.counter.hit(`junk:${clientKey(address)}`, JUNK_LIMIT, now) : null
  }

  /**
   * Before storing a submission whose address may get a confirmation: whether this client may cause
   * one more (CONFIRMATIONS_PER_CLIENT an hour; all clients without a known address share
   * CONFIRMATIONS_UNKNOWN_CLIENTS). `undo` gives it back when no confirmation was queued after all (a
   * repeat, or the mailbox got one within the hour).
   */
  async confirmation(headers: Headers, now = Date.now()): Promise<{ allowed: boolean; undo: () => Promise<void> }> {
    if (this.config.limit === 0) return { allowed: true, undo: NOTHING_TO_UNDO }
    const address = clientAddress(headers, this.config)
    const [key, limit] = address
      ? [`confirmations:${clientKey(address)}`, CONFIRMATIONS_PER_CLIENT]
      : ['confirmations:unknown-clients', CONFIRMATIONS_UNKNOWN_CLIENTS]
    if ((await this.counter.hit(key, limit, now, CONFIRMATION_RATE_WINDOW_MS)) !== null)
      return { allowed: false, undo: NOTHING_TO_UNDO }
    return { allowed: true, undo: () => this.counter.release(key) }
  }
}
