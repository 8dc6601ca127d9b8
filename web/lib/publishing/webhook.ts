import { timingSafeEqual } from 'node:crypto'
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { PUBLISHING_WEBHOOK } from '@shared/publishing-webhook'
import type { DocumentChange } from '@/lib/sanity/dependencies'

/**
 * Verification of Sanity's signed webhook deliveries (the publishing webhook).
 * Pure functions of the request's parts, so every rule is unit-tested without a server.
 */

export { SIGNATURE_HEADER_NAME }

/** The header Sanity sends with every delivery; retries of one delivery repeat it. */
export const IDEMPOTENCY_HEADER_NAME = 'idempotency-key'

/**
 * How old a signature may be. Sanity retries a failed delivery for up to 30 minutes,
 * so the window is twice that: no retry of Sanity's own is rejected, and a captured
 * delivery cannot be replayed later than an hour after it was signed.
 */
export const SIGNATURE_MAX_AGE_MS = 60 * 60 * 1000
/** Tolerated clock difference for signatures from the future. */
const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000
/** A projection of three short fields is far below this; anything larger is not ours. */
export const MAX_BODY_BYTES = 16 * 1024

/** The projection to enter in the webhook's settings (README, "Publishing"). */
const WEBHOOK_PROJECTION = PUBLISHING_WEBHOOK.projection

type Rejection = { status: 400 | 401; error: string }

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Checks the signature header against the raw body and the time window. Null when valid. */
export async function verifySignature({
  rawBody,
  signature,
  secret,
  now = Date.now(),
}: {
  rawBody: string
  signature: string | null
  secret: string
  now?: number
}): Promise<Rejection | null> {
  if (!signature) return { status: 401, error: `Missing ${SIGNATURE_HEADER_NAME} header.` }
  let timestamp: number
  try {
    timestamp = decodeSignatureHeader(signature).timestamp
  } catch {
    return { status: 401, error: `Malformed ${SIGNATURE_HEADER_NAME} header (expected "t=<ms>,v1=<signature>").` }
  }
  if (rawBody.length === 0) return { status: 401, error: 'Empty body: nothing was signed.' }
  // The window first: it is cheaper than the HMAC, and the toolkit throws on timestamps it
  // considers impossible (before 2021), which must be a 401, not a 500.
  if (now - timestamp > SIGNATURE_MAX_AGE_MS)
    return {
      status: 401,
      error: `Signature timestamp is ${Math.round((now - timestamp) / 60_000)} minutes old; deliveries older than ${SIGNATURE_MAX_AGE_MS / 60_000} minutes are rejected.`,
    }
  if (timestamp - now > SIGNATURE_MAX_SKEW_MS)
    return { status: 401, error: 'Signature timestamp lies in the future; check the server clock.' }
  let expected: string
  try {
    expected = await encodeSignatureHeader(rawBody, timestamp, secret)
  } catch (error) {
    return { status: 401, error: `Unusable ${SIGNATURE_HEADER_NAME} header: ${(error as Error).message}` }
  }
  if (!sameString(expected, signature.trim()))
    return { status: 401, error: 'Invalid signature: the body was not signed with SANITY_REVALIDATE_SECRET.' }
  return null
}

const PROJECTION_KEYS = new Set(['_id', '_type', 'slug'])

/** The delivery's body, which must be exactly the documented projection. */
export function parseDelivery(rawBody: string): DocumentChange | Rejection {
  const expected = `Expected the projection ${WEBHOOK_PROJECTION}`
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { status: 400, error: `Body is not JSON. ${expected}.` }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { status: 400, error: `Body is not a JSON object. ${expected}.` }
  const record = body as Record<string, unknown>
  const unknownKeys = Object.keys(record).filter((key) => !PROJECTION_KEYS.has(key))
  if (unknownKeys.length > 0)
    return { status: 400, error: `Unexpected field(s) ${unknownKeys.join(', ')}. ${expected}.` }
  const { _id, _type, slug } = record
  if (typeof _id !== 'string' || _id.trim() === '')
    return { status: 400, error: `"_id" must be a non-empty string. ${expected}.` }
  if (typeof _type !== 'string' || _type.trim() === '')
    return { status: 400, error: `"_type" must be a non-empty string. ${expected}.` }
  if (slug !== undefined && slug !== null && typeof slug !== 'string')
    return { status: 400, error: `"slug" must be a string or null. ${expected}.` }
  return { _id, _type, slug: slug ?? null }
}

export function isRejection(value: DocumentChange | Rejection): value is Rejection {
  return 'status' in value
}

/**
 * Deliveries already processed by this instance, by idempotency key and by signature:
 * Sanity repeats the key on retries, and a replayed capture repeats the signature
 * (the key is not signed, so it alone cannot stop a replay). Entries outlive the
 * signature window, after which a replay is rejected by its age anyway.
 */
export class DeliveryLog {
  private readonly seen = new Map<string, number>()

  constructor(
    private readonly ttlMs = SIGNATURE_MAX_AGE_MS + SIGNATURE_MAX_SKEW_MS,
    private readonly maxEntries = 10_000,
  ) {}

  private keys(idempotencyKey: string | null, signature: string): string[] {
    return [`sig:${signature.trim()}`, ...(idempotencyKey ? [`key:${idempotencyKey}`] : [])]
  }

  has(idempotencyKey: string | null, signature: string, now = Date.now()): boolean {
    return this.keys(idempotencyKey, signature).some((key) => {
      const at = this.seen.get(key)
      return at !== undefined && now - at < this.ttlMs
    })
  }

  /**
   * Remembers a delivery unless it is known already; false for a duplicate. Checking and
   * remembering in one step, before any wait, makes a retry that arrives while the first
   * delivery is still waiting for the Content Lake a duplicate too.
   */
  claim(idempotencyKey: string | null, signature: string, now = Date.now()): boolean {
    if (this.has(idempotencyKey, signature, now)) return false
    this.remember(idempotencyKey, signature, now)
    return true
  }

  /** Forgets a claimed delivery whose processing failed, so Sanity's retry is processed. */
  release(idempotencyKey: string | null, signature: string): void {
    for (const key of this.keys(idempotencyKey, signature)) this.seen.delete(key)
  }

  remember(idempotencyKey: string | null, signature: string, now = Date.now()): void {
    for (const key of this.keys(idempotencyKey, signature)) this.seen.set(key, now)
    for (const [key, at] of this.seen) {
      if (this.seen.size <= this.maxEntries && now - at < this.ttlMs) break
      this.seen.delete(key)
    }
  }
}
