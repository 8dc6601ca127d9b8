import { randomUUID } from 'node:crypto'
import { encodeSignatureHeader } from '@sanity/webhook'
import { IDEMPOTENCY_HEADER_NAME, SIGNATURE_HEADER_NAME } from '@/lib/publishing/webhook'
import type { DocumentChange } from '@/lib/sanity/dependencies'

/**
 * Sends one webhook delivery the way Sanity does: the projection as the raw JSON
 * body, signed with HMAC-SHA256 over "<timestamp>.<body>", and an idempotency key.
 * Used by `npm run webhook:send`, the tests and `npm run bench:publish`.
 */
type Delivery = {
  url: string
  change: DocumentChange
  secret: string
  /** Signature time in ms; defaults to now (older values test the replay window). */
  timestamp?: number
  idempotencyKey?: string
  /** Overrides the signed body, e.g. to send something other than the projection. */
  body?: string
  /** Overrides the signature header, e.g. to send a forged one; null sends none. */
  signature?: string | null
}

type DeliveryResult = {
  status: number
  body: Record<string, unknown>
  idempotencyKey: string
  signature: string
}

export async function sendDelivery({
  url,
  change,
  secret,
  timestamp = Date.now(),
  idempotencyKey = randomUUID(),
  body = JSON.stringify(change),
  signature,
}: Delivery): Promise<DeliveryResult> {
  const signed = signature === undefined ? await encodeSignatureHeader(body, timestamp, secret) : signature
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [IDEMPOTENCY_HEADER_NAME]: idempotencyKey,
    'user-agent': 'Sanity.io webhook delivery (npm run webhook:send)',
  }
  if (signed !== null) headers[SIGNATURE_HEADER_NAME] = signed
  const response = await fetch(url, { method: 'POST', headers, body })
  const text = await response.text()
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { raw: text }
  }
  return { status: response.status, body: parsed, idempotencyKey, signature: signed ?? '' }
}
