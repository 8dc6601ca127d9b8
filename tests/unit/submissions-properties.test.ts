import { APPLICATION, INQUIRY, ORIGIN, submissionHarness, TEXTS } from '@tests/support/submissions'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FormKind } from '@/lib/forms/form-fields'
import { applicationSchema, inquirySchema, validate } from '@/lib/forms/validation'
import { handleSubmission } from '@/lib/submissions/handler'

/**
 * Property-based tests of POST /api/inquiry and /api/application: the real handler and the real
 * SQLite store, fed random, oversized, unicode, injection and wrong-type payloads in every encoding.
 * Whatever arrives: never a 5xx, never a stored submission the form's rules refuse, and every
 * refusal is a 4xx with the German text the visitor reads (site texts, „Formulare“).
 */

const harness = submissionHarness()
const SERVICES = ['winterdienst', 'bueroreinigung']
/** The open job posting an application may name (a random value is stored as no posting). */
const JOB_POSTINGS = ['reinigungskraft-goslar-minijob']
const BASE: Record<FormKind, Record<string, string>> = { inquiry: INQUIRY, application: APPLICATION }
const SCHEMA = { inquiry: inquirySchema(SERVICES), application: applicationSchema(JOB_POSTINGS) }
/** The 64 KB cap of the form endpoints (web/lib/submissions/handler.ts), as the spec of this test. */
const CAP = 64 * 1024
/** Every message a refused visitor may read. */
const GERMAN = new Set([TEXTS.failed, TEXTS.rateLimited, TEXTS.invalidHeading])
const GERMAN_PROBLEMS = new Set(Object.values(TEXTS.problems))
/** Payloads per endpoint: about 5 s each here, a third of the file's budget. */
const RUNS = 500

const INJECTIONS = [
  "Robert'); DROP TABLE submissions;--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("https://evil.example","x")',
  'x;=1+1;',
  'Eve\r\nBcc: victim@example.com',
  'Eve\nSubject: gewonnen',
  'a@b.de,c@d.de',
  'a@b.de\r\nBcc: c@d.de',
  'nul\u0000byte',
  '\u202Egnp.exe',
  'zeile\u2028trenner',
  '{{7*7}}<%= 7*7 %>#{7*7}',
  '../../../etc/passwd',
  '%c0%ae%c0%ae/',
  '\uD800 einsam',
  '__proto__',
  'constructor',
]
const FIELD_NAMES = [
  ...new Set([...Object.keys(INQUIRY), ...Object.keys(APPLICATION), 'submission-token', '__proto__', 'toString']),
]

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(...INJECTIONS),
  fc.integer({ min: 4_900, max: 7_000 }).map((length) => 'ä'.repeat(length)),
)
const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, fc.string({ maxLength: 20 }))

/** A real form with some fields replaced, removed or added: reaches validation and the store. */
const mutatedForm = (kind: FormKind) =>
  fc
    .record({
      set: fc.dictionary(fieldName, text, { maxKeys: 3 }),
      drop: fc.oneof({ weight: 3, arbitrary: fc.constant<string[]>([]) }, fc.subarray(Object.keys(BASE[kind]))),
      // The browser's token (a well-formed one mostly), so that accepted variants are stored, not deduplicated.
      token: fc.oneof({ weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) }, text),
    })
    .map(({ set, drop, token }) => {
      const fields: [string, string][] = Object.entries(BASE[kind]).filter(([name]) => !drop.includes(name))
      fields.push(['submission-token', token])
      for (const [name, value] of Object.entries(set)) fields.push([name, value])
      return fields
    })

const anyForm = fc.array(fc.tuple(fieldName, text), { maxLength: 12 })

type Payload = { body: BodyInit | null; headers: Record<string, string> }

function encode(fields: [string, string][], encoding: string): Payload {
  switch (encoding) {
    case 'urlencoded':
      return {
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }
    case 'multipart': {
      const form = new FormData()
      for (const [name, value] of fields) form.append(name, value)
      return { body: form, headers: {} }
    }
    case 'json':
      return { body: JSON.stringify(Object.fromEntries(fields)), headers: { 'content-type': 'application/json' } }
    case 'text':
      return {
        body: fields.map(([name, value]) => `${name}=${value}`).join('\n'),
        headers: { 'content-type': 'text/plain' },
      }
    default:
      return { body: new URLSearchParams(fields).toString(), headers: {} }
  }
}
const encoding = fc.constantFrom('urlencoded', 'urlencoded', 'multipart', 'multipart', 'json', 'text', 'none')

const FORM_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=iso-8859-1',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'MULTIPART/FORM-DATA; boundary="--"',
]
/** Bytes that are no form at all, declared as one: broken UTF-8, percent escapes, boundaries. */
const rawBody: fc.Arbitrary<Payload> = fc
  .record({
    type: fc.oneof(fc.constantFrom(...FORM_TYPES), fc.string({ maxLength: 40 })),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 600 }),
      fc.constantFrom('name=%c0%ae&email=%', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA'),
    ),
  })
  .map(({ type, bytes }) => ({ body: bytes, headers: { 'content-type': type } }))

/** Bodies over the cap, declared honestly, falsely (smaller) or not at all (streamed, as chunked). */
const oversized: fc.Arbitrary<Payload> = fc
  .record({ size: fc.integer({ min: CAP + 1, max: 4 * CAP }), declare: fc.constantFrom('exact', 'false', 'none') })
  .map(({ size, declare }) => {
    const bytes = new TextEncoder().encode(`name=${'x'.repeat(size - 5)}`)
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
    if (declare === 'exact') headers['content-length'] = String(size)
    if (declare === 'false') headers['content-length'] = '100'
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 16 * 1024)
          controller.enqueue(bytes.slice(offset, offset + 16 * 1024))
        controller.close()
      },
    })
    return { body: stream, headers }
  })

const withFile = fc.constantFrom<Payload>(
  (() => {
    const form = new FormData()
    for (const [name, value] of Object.entries(INQUIRY)) form.append(name, value)
    form.append('anhang', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'lebenslauf.pdf')
    return { body: form, headers: {} }
  })(),
)

function payloads(kind: FormKind): fc.Arbitrary<Payload> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(mutatedForm(kind), encoding).map(([fields, how]) => encode(fields, how)) },
    { weight: 2, arbitrary: fc.tuple(anyForm, encoding).map(([fields, how]) => encode(fields, how)) },
    { weight: 2, arbitrary: rawBody },
    { weight: 1, arbitrary: oversized },
    { weight: 1, arbitrary: withFile },
  )
}

function request(kind: FormKind, payload: Payload, json: boolean): Request {
  return new Request(`${ORIGIN}/api/${kind}`, {
    method: 'POST',
    headers: { ...(json ? { accept: 'application/json' } : {}), 'x-test-ip': '203.0.113.9', ...payload.headers },
    body: payload.body,
    duplex: 'half',
  } as RequestInit)
}

/** What a refused visitor gets: a 4xx that says, in German, what went wrong. */
async function expectClearRefusal(response: Response, json: boolean) {
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  if (!json) {
    expect(response.headers.get('content-type')).toContain('text/html')
    const heading = (await response.text()).match(/<h1>(.*)<\/h1>/)?.[1]
    expect(GERMAN.has(heading ?? '')).toBe(true)
    return
  }
  const body = (await response.json()) as { ok: false; message?: string; fields?: Record<string, { message: string }> }
  expect(body.ok).toBe(false)
  if (response.status === 422) {
    const messages = Object.values(body.fields ?? {}).map((field) => field.message)
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(GERMAN_PROBLEMS.has(message)).toBe(true)
  } else expect(GERMAN.has(body.message ?? '')).toBe(true)
}

/** Every stored submission passes its form's rules again, unchanged (what the office reads and exports). */
async function expectOnlyValidStored() {
  for (const submission of await harness.store.list()) {
    const again = validate(SCHEMA[submission.kind], submission.fields)
    expect(again.ok, JSON.stringify(submission.fields)).toBe(true)
    if (again.ok) expect(again.value).toEqual(submission.fields)
  }
}

describe.each(['inquiry', 'application'] as const)('POST /api/%s under random payloads', (kind) => {
  it('never answers 5xx, stores only valid submissions and refuses the rest in German', async () => {
    const deps = harness.deps(
      { services: async () => SERVICES, jobPostings: async () => JOB_POSTINGS, mailEnabled: false },
      { SUBMISSIONS_RATE_LIMIT: '0' },
    )
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(payloads(kind), fc.boolean(), async (payload, json) => {
        const before = (await harness.store.list()).length
        const response = await handleSubmission(request(kind, payload, json), kind, deps)
        const stored = (await harness.store.list()).length
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status === 201 || response.status === 303) {
          expect(stored - before).toBeLessThanOrEqual(1)
        } else {
          await expectClearRefusal(response, json)
          expect(stored).toBe(before)
        }
      }),
      { numRuns: RUNS },
    )
    await expectOnlyValidStored()
    const stored = (await harness.store.list()).length
    console.log(`${kind}: ${RUNS} payloads, answers ${JSON.stringify(Object.fromEntries(statuses))}, ${stored} stored`)
    // The generator must reach the store and every kind of refusal, or the properties above prove little.
    expect(stored).toBeGreaterThan(10)
    for (const status of [400, 413, 415, 422]) expect(statuses.get(status), `answers ${status}`).toBeGreaterThan(0)
  }, 30_000)
})
