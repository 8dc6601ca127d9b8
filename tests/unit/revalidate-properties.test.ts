import { randomUUID } from 'node:crypto'
import { encodeSignatureHeader } from '@sanity/webhook'
import { callRoute } from '@tests/support/route-handler'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetRuntime } from '@/hosting/runtime.ts'
import { handleRevalidation } from '@/lib/publishing/revalidate'

/**
 * Property-based tests of POST /api/revalidate, the real Route Handler in Next's request scope:
 * random, forged, oversized, unicode and wrong-type deliveries. Never a 5xx; anything unsigned or
 * not the projection is refused with 4xx and a reason; a signed delivery is processed exactly once.
 */

const SECRET = 'property-test-secret'
const URL = 'https://www.example.com/api/revalidate'
/** The 16 KB cap of the webhook (web/lib/publishing/webhook.ts), as the spec of this test. */
const CAP = 16 * 1024
const RUNS = 1000

beforeAll(async () => {
  vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
  vi.stubEnv('SANITY_REVALIDATE_WAIT_MS', '0')
  await resetRuntime()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await resetRuntime()
})

type Delivery = { body: BodyInit; headers: Record<string, string> }

function post({ body, headers }: Delivery): Promise<Response> {
  return callRoute(
    handleRevalidation,
    new Request(URL, { method: 'POST', headers, body, duplex: 'half' } as RequestInit),
  )
}

const json = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        _id: fc.oneof(fc.string(), fc.constantFrom('', ' ', 'drafts.x', 'service-winterdienst'), fc.integer()),
        _type: fc.oneof(fc.string(), fc.constantFrom('service', 'page', 'siteSettings', '__proto__'), fc.boolean()),
        slug: fc.oneof(fc.string({ unit: 'binary' }), fc.constant(null), fc.integer(), fc.object()),
        extra: fc.string(),
      },
      { requiredKeys: ['_id', '_type'] },
    )
    .map((value) => JSON.stringify(value)),
)
const body = fc.oneof(
  json,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: CAP + 1, max: 4 * CAP }).map((size) => `{"_id":"${'x'.repeat(size)}","_type":"service"}`),
)
const timestamp = fc.oneof(
  fc.constant(Date.now()),
  fc.constantFrom(1, -1, 0, 1e21, Number.MAX_SAFE_INTEGER, Date.now() - 2 * 60 * 60 * 1000, Date.now() + 3_600_000),
  fc.integer(),
)
const signature = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.tuple(timestamp, fc.string({ maxLength: 60 })).map(([t, v1]) => `t=${t},v1=${v1}`),
  fc.constantFrom('t=1,v1=abc', 't=,v1=', 'v1=abc', 't=NaN,v1=x', 't=1e400,v1=x', `t=${Date.now()}`),
)
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', '')

/** Anything an attacker without the secret can send. */
const unsigned: fc.Arbitrary<Delivery> = fc
  .record({ body, signature: fc.option(signature), type: contentType, key: fc.option(fc.string({ maxLength: 80 })) })
  .map(({ body, signature, type, key }) => ({
    body,
    headers: {
      ...(type ? { 'content-type': type } : {}),
      ...(signature === null ? {} : { 'sanity-webhook-signature': signature }),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
  }))

/**
 * Signed with the secret, but not the projection: a misconfigured webhook, or a leaked secret. The
 * body always has a field the projection lacks or a value of the wrong type, so it must be a 400.
 */
const signed: fc.Arbitrary<Promise<Delivery>> = fc
  .oneof(
    fc.jsonValue().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
    fc.record({ _id: fc.jsonValue(), _type: fc.string(), title: fc.jsonValue() }),
    fc.record({ _id: fc.oneof(fc.integer(), fc.constant(''), fc.boolean()), _type: fc.string(), slug: fc.string() }),
    fc.record({
      _id: fc.string({ minLength: 1 }).filter((id) => id.trim() !== ''),
      _type: fc.oneof(fc.integer(), fc.constant(' ')),
      slug: fc.constant(null),
    }),
    fc.record({
      _id: fc.constant('service-winterdienst'),
      _type: fc.constant('service'),
      slug: fc.oneof(fc.integer(), fc.object()),
    }),
  )
  .map(async (value) => {
    const raw = JSON.stringify(value)
    return {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(raw, Date.now(), SECRET),
        'idempotency-key': randomUUID(),
      },
    }
  })

async function expectAnswer(response: Response, allowed: number[]) {
  expect(allowed).toContain(response.status)
  const answer = (await response.json()) as { status: string; error?: string }
  if (response.status >= 400) expect(answer.error?.length).toBeGreaterThan(0)
  return answer
}

describe('POST /api/revalidate under random deliveries', () => {
  it('refuses every unsigned or forged delivery with 401 or 413, never 5xx', async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(unsigned, async (delivery) => {
        const response = await post(delivery)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        await expectAnswer(response, [401, 413])
      }),
      { numRuns: RUNS },
    )
    console.log(`revalidate, unsigned: ${RUNS} deliveries, answers ${JSON.stringify(Object.fromEntries(statuses))}`)
  }, 30_000)

  it('answers a signed delivery that is not the projection with 400, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(signed, async (pending) => {
        await expectAnswer(await post(await pending), [400])
      }),
      { numRuns: RUNS },
    )
  }, 30_000)
})
