import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SanityClient } from '@sanity/client'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { PUBLISHING_WEBHOOK } from '@shared/publishing-webhook'
import { type RunningLake, startLocalLake } from '@tests/support/local-content-lake'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  DeliveryLog,
  IDEMPOTENCY_HEADER_NAME,
  isRejection,
  parseDelivery,
  verifySignature,
} from '@/lib/publishing/webhook'
import type { DeliveryLog as LakeDeliveryLog } from '../../content-lake/webhooks.ts'

/**
 * The local Content Lake's GROQ-powered webhooks (content-lake/webhooks.ts), configured as
 * content-lake/main.ts configures the publishing webhook, delivered to a real HTTP receiver on
 * 127.0.0.1. Expected behaviour from sanity.io/docs/content-lake/webhooks: the projection evaluated
 * on the document (the deleted version on delete), drafts off by default, a signature made with the
 * secret (@sanity/webhook), an idempotency key that retries repeat, retries on 5xx.
 */

const SECRET = 'a-webhook-secret-for-the-tests-0123456789'

type Delivery = { headers: IncomingHttpHeaders; body: string; at: number }

let receiver: Server
let receiverUrl: string
const deliveries: Delivery[] = []
/** Status codes to answer with, in order; 200 when empty. */
const answers: number[] = []
const log: LakeDeliveryLog[] = []

let running: RunningLake
let client: SanityClient

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() })
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' })
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${PUBLISHING_WEBHOOK.path}`
  running = await startLocalLake({
    webhooks: [
      {
        name: PUBLISHING_WEBHOOK.name,
        url: receiverUrl,
        secret: SECRET,
        dataset: 'production',
        on: PUBLISHING_WEBHOOK.on,
        filter: PUBLISHING_WEBHOOK.filter,
        projection: PUBLISHING_WEBHOOK.projection,
        includeDrafts: PUBLISHING_WEBHOOK.includeDrafts,
      },
    ],
    onDelivery: (entry) => log.push(entry),
  })
  client = running.client()
})

afterAll(async () => {
  await running?.stop()
  await new Promise((resolve) => receiver?.close(resolve))
})

beforeEach(async () => {
  await running.lake.webhooks.idle()
  deliveries.length = 0
  answers.length = 0
  log.length = 0
})

const ACTION = 'sanity.action.document'

/** Every delivery so far has been answered (or given up). */
async function settled(): Promise<Delivery[]> {
  await running.lake.webhooks.idle()
  expect(running.lake.webhooks.pending).toBe(0)
  return [...deliveries]
}

describe('the publishing webhook of the local Content Lake', () => {
  it('a draft change delivers nothing; publishing delivers exactly the projection, signed, with an idempotency key', async () => {
    const service = await client.getDocument('service-winterdienst')
    expect(service).toBeDefined()
    const draftId = 'drafts.service-winterdienst'
    await client.action({
      actionType: `${ACTION}.edit`,
      draftId,
      publishedId: 'service-winterdienst',
      patch: { set: { title: 'Winterdienst (neu)' } },
    })
    await client.action({
      actionType: `${ACTION}.edit`,
      draftId,
      publishedId: 'service-winterdienst',
      patch: { set: { menuName: 'Winter' } },
    })
    // Drafts off: two transactions on the draft, nothing delivered.
    expect(await settled()).toEqual([])

    const { transactionId } = await client.action({
      actionType: `${ACTION}.publish`,
      draftId,
      publishedId: 'service-winterdienst',
    })
    const [delivery, ...more] = await settled()
    // The draft's deletion in the same transaction is not delivered either.
    expect(more).toEqual([])
    if (!delivery) throw new Error('no delivery')
    expect(JSON.parse(delivery.body)).toEqual({
      _id: 'service-winterdienst',
      _type: 'service',
      slug: 'winterdienst',
    })
    expect(Object.keys(JSON.parse(delivery.body))).toEqual(['_id', '_type', 'slug'])
    expect(delivery.headers['content-type']).toBe('application/json')
    expect(delivery.headers['sanity-operation']).toBe('update')
    expect(delivery.headers['sanity-document-id']).toBe('service-winterdienst')
    expect(delivery.headers['sanity-transaction-id']).toBe(transactionId)
    expect(delivery.headers[IDEMPOTENCY_HEADER_NAME]).toEqual(expect.any(String))

    const signature = String(delivery.headers[SIGNATURE_HEADER_NAME])
    expect(await isValidSignature(delivery.body, signature, SECRET)).toBe(true)
    expect(await isValidSignature(delivery.body, signature, 'another-secret')).toBe(false)
    expect(await isValidSignature(delivery.body.replace('winterdienst', 'winter'), signature, SECRET)).toBe(false)

    // The site's own verifier (web/lib/publishing/webhook.ts, used by /api/revalidate) accepts it.
    expect(await verifySignature({ rawBody: delivery.body, signature, secret: SECRET })).toBeNull()
    const change = parseDelivery(delivery.body)
    expect(isRejection(change)).toBe(false)
    expect(change).toEqual({ _id: 'service-winterdienst', _type: 'service', slug: 'winterdienst' })
    expect((await verifySignature({ rawBody: delivery.body, signature, secret: 'wrong' }))?.status).toBe(401)
  })

  it('a created published document delivers with operation create; without a slug the site reads slug null', async () => {
    const id = `note-${Date.now()}`
    await client.create({ _id: id, _type: 'note', title: 'ohne Slug' })
    const [delivery, ...more] = await settled()
    expect(more).toEqual([])
    expect(delivery?.headers['sanity-operation']).toBe('create')
    // slug.current of a missing slug is null (groq-js keeps the key; whether Sanity omits it is not
    // documented, and the site's parser accepts both).
    const { slug, ...rest } = JSON.parse(delivery?.body ?? '') as Record<string, unknown>
    expect(rest).toEqual({ _id: id, _type: 'note' })
    expect(slug ?? null).toBeNull()
    expect(parseDelivery(delivery?.body ?? '')).toEqual({ _id: id, _type: 'note', slug: null })
  })

  it('a delete delivers the projection of the deleted version', async () => {
    const id = `page-${Date.now()}`
    await client.create({ _id: id, _type: 'page', slug: { _type: 'slug', current: 'weg-damit' } })
    await client.action({
      actionType: `${ACTION}.edit`,
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { a: 1 } },
    })
    await settled()
    deliveries.length = 0
    await client.action({ actionType: `${ACTION}.delete`, publishedId: id, includeDrafts: [`drafts.${id}`] })
    const [delivery, ...more] = await settled()
    expect(more).toEqual([])
    expect(delivery?.headers['sanity-operation']).toBe('delete')
    expect(JSON.parse(delivery?.body ?? '')).toEqual({ _id: id, _type: 'page', slug: 'weg-damit' })
    expect(
      await verifySignature({
        rawBody: delivery?.body ?? '',
        signature: String(delivery?.headers[SIGNATURE_HEADER_NAME]),
        secret: SECRET,
      }),
    ).toBeNull()
  })

  it('a 500 is retried (after about 1 s) with the same idempotency key and body', async () => {
    answers.push(500)
    const id = `retry-${Date.now()}`
    await client.create({ _id: id, _type: 'note', slug: { _type: 'slug', current: 'nochmal' } })
    const [first, second, ...more] = await settled()
    expect(more).toEqual([])
    if (!first || !second) throw new Error(`expected two attempts, got ${deliveries.length}`)
    expect(second.body).toBe(first.body)
    expect(second.headers[IDEMPOTENCY_HEADER_NAME]).toBe(first.headers[IDEMPOTENCY_HEADER_NAME])
    expect(second.at - first.at).toBeGreaterThanOrEqual(900)
    expect(log.map(({ status, attempt }) => [status, attempt])).toEqual([
      [500, 1],
      [200, 2],
    ])
    for (const attempt of [first, second])
      expect(
        await verifySignature({
          rawBody: attempt.body,
          signature: String(attempt.headers[SIGNATURE_HEADER_NAME]),
          secret: SECRET,
        }),
      ).toBeNull()
    // The site recognises the retry of a delivery it processed by the key (web/lib/publishing DeliveryLog).
    const seen = new DeliveryLog()
    const key = String(first.headers[IDEMPOTENCY_HEADER_NAME])
    expect(seen.claim(key, String(first.headers[SIGNATURE_HEADER_NAME]))).toBe(true)
    expect(seen.claim(key, String(second.headers[SIGNATURE_HEADER_NAME]))).toBe(false)
  })

  it('separate deliveries have separate idempotency keys', async () => {
    const ids = [`a-${Date.now()}`, `b-${Date.now()}`]
    await client
      .transaction()
      .create({ _id: ids[0] as string, _type: 'note' })
      .create({ _id: ids[1] as string, _type: 'note' })
      .commit()
    const list = await settled()
    expect(list.map(({ body }) => (JSON.parse(body) as { _id: string })._id)).toEqual(ids)
    expect(new Set(list.map(({ headers }) => headers[IDEMPOTENCY_HEADER_NAME])).size).toBe(2)
  })
})
