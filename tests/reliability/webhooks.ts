import { randomUUID } from 'node:crypto'
import { encodeSignatureHeader } from '@sanity/webhook'
import { sendDelivery } from '@scripts/lib/webhook-delivery'
import { bundledDocuments } from '@tests/support/dataset'
import type { DocumentChange } from '@/lib/sanity/dependencies'
import { check, latency } from './figures'

/**
 * A burst of DELIVERIES signed webhook deliveries at once, UNIQUE of them distinct and the rest
 * repeats, as Sanity's retries (same idempotency key, new signature) and replays of a captured
 * delivery (same signature) arrive. With a consistency wait the repeats arrive while the first
 * delivery is still waiting: each distinct delivery must still be processed exactly once.
 */

export const DELIVERIES = 100
const UNIQUE = 60

type Planned = { change: DocumentChange; key: string; body: string; signature: string; original: number }

export async function runWebhookBurst(url: string, secret: string): Promise<void> {
  const documents = bundledDocuments().filter((doc) => !doc._id.startsWith('drafts.'))
  const originals: Planned[] = []
  for (let index = 0; index < UNIQUE; index++) {
    const doc = documents[index % documents.length] as { _id: string; _type: string; slug?: { current?: string } }
    const change = { _id: doc._id, _type: doc._type, slug: doc.slug?.current ?? null }
    const body = JSON.stringify(change)
    const signature = await encodeSignatureHeader(body, Date.now() + index, secret)
    originals.push({ change, key: randomUUID(), body, signature, original: index })
  }
  const repeats: Planned[] = []
  for (let index = 0; index < DELIVERIES - UNIQUE; index++) {
    const first = originals[(index * 7) % UNIQUE] as Planned
    // Even: Sanity's retry (same key, signed anew). Odd: a captured delivery replayed under a new key.
    repeats.push(
      index % 2 === 0
        ? { ...first, signature: await encodeSignatureHeader(first.body, Date.now() - 1000 - index, secret) }
        : { ...first, key: randomUUID() },
    )
  }

  const latencies: number[] = []
  const started = performance.now()
  const results = await Promise.all(
    [...originals, ...repeats].map(async (planned) => {
      const sentAt = performance.now()
      const result = await sendDelivery({
        url,
        change: planned.change,
        secret,
        idempotencyKey: planned.key,
        body: planned.body,
        signature: planned.signature,
      })
      latencies.push(performance.now() - sentAt)
      return { planned, result }
    }),
  )
  const wallMs = performance.now() - started
  const processed = new Map<number, number>()
  let duplicates = 0
  let other = 0
  for (const { planned, result } of results) {
    if (result.status === 200 && result.body.status === 'revalidated')
      processed.set(planned.original, (processed.get(planned.original) ?? 0) + 1)
    else if (result.status === 200 && result.body.status === 'duplicate') duplicates++
    else other++
  }
  console.log(
    `  ${DELIVERIES} deliveries (${UNIQUE} distinct) in ${Math.round(wallMs)} ms: ${[...processed.values()].reduce((a, b) => a + b, 0)} processed, ${duplicates} answered as duplicates, ${other} other; latency ${latency(latencies)}`,
  )
  check(other === 0, 'every delivery answered 200', `${other} other answers`)
  check(
    processed.size === UNIQUE && [...processed.values()].every((count) => count === 1),
    'each distinct delivery processed exactly once',
    `${processed.size} of ${UNIQUE} processed, ${[...processed.values()].filter((count) => count > 1).length} more than once`,
  )
  check(duplicates === DELIVERIES - UNIQUE, 'every repeat answered as a duplicate', `${duplicates}`)
}
