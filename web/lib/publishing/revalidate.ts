import { revalidateTag } from 'next/cache'
import { runtime } from '@/hosting/runtime.ts'
import { readCappedBody } from '@/lib/http/capped-body'
import { deliveryTags } from '@/lib/sanity/dependencies'
import { SharedDeliveryLog } from './delivery-log'
import { scheduleIndexNow } from './indexnow'
import {
  IDEMPOTENCY_HEADER_NAME,
  isRejection,
  MAX_BODY_BYTES,
  parseDelivery,
  SIGNATURE_HEADER_NAME,
  verifySignature,
} from './webhook'

const deliveries = new SharedDeliveryLog(() => runtime().redis)

function answer(status: number, body: Record<string, unknown>, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function log(message: string): void {
  console.info(`[revalidate] ${message}`)
}

export async function handleRevalidation(request: Request): Promise<Response> {
  const { settings, redis, freshness } = runtime()
  const secret = settings.publishing.revalidateSecret
  if (!secret) {
    log('rejected: SANITY_REVALIDATE_SECRET is not set')
    return answer(503, {
      status: 'unavailable',
      error: 'Revalidation is not configured: set SANITY_REVALIDATE_SECRET to the secret of the Sanity webhook.',
    })
  }

  const body = await readCappedBody(request, MAX_BODY_BYTES)
  if (body === null) return answer(413, { status: 'rejected', error: `Body larger than ${MAX_BODY_BYTES} bytes.` })
  const rawBody = new TextDecoder().decode(body)

  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  const invalid = await verifySignature({ rawBody, signature, secret })
  if (invalid) {
    log(`rejected (${invalid.status}): ${invalid.error}`)
    return answer(invalid.status, { status: 'rejected', error: invalid.error })
  }

  const change = parseDelivery(rawBody)
  if (isRejection(change)) {
    log(`rejected (${change.status}): ${change.error}`)
    return answer(change.status, { status: 'rejected', error: change.error })
  }

  const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER_NAME)
  if (!(await deliveries.claim(idempotencyKey, signature ?? ''))) {
    log(`duplicate delivery ${idempotencyKey ?? '(no key)'} for ${change._id} ignored`)
    return answer(200, { status: 'duplicate', message: 'This delivery was already processed.', document: change })
  }

  try {
    // The Content Lake answers queries a moment after it sends the webhook (web/hosting/publishing-settings.ts).
    const waitMs = settings.publishing.consistencyWaitMs
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))

    const tags = deliveryTags(change)
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    // The one report of this publish to freshness: this instance's caches and the proxy's published slugs
    // at once, every other instance (REDIS_URL) before Sanity gets its answer.
    const shared = await freshness.expireTags(tags, 0)
    scheduleIndexNow(change)
    log(
      `${change._type} ${change._id}${change.slug ? ` (${change.slug})` : ''}: expired ${tags.join(', ')}${redis.configured && !shared ? ' (on this instance; the other instances learn of it when Redis returns)' : ''}`,
    )
    return answer(200, { status: 'revalidated', document: change, tags, waitedMs: waitMs })
  } catch (error) {
    await deliveries.release(idempotencyKey, signature ?? '')
    throw error
  }
}

export function methodNotAllowed(request: Request): Response {
  return answer(
    405,
    { status: 'rejected', error: `Method ${request.method} not allowed: Sanity delivers webhooks with POST.` },
    { Allow: 'POST' },
  )
}
