import { INQUIRY, post, submissionHarness } from '@tests/support/submissions'
import { describe, expect, it } from 'vitest'
import { resolveRateLimit } from '@/hosting/submission-settings.ts'
import { clientAddress } from '@/lib/submissions/client-address'
import { handleSubmission } from '@/lib/submissions/handler'
import { MemoryRateCounter } from '@/lib/submissions/rate-limit'

const harness = submissionHarness()

const inquiry = (name: string, headers: Record<string, string> = {}, email = `${name}@example.org`) =>
  post('inquiry', { ...INQUIRY, name, email, message: `Anfrage von ${name}` }, { headers })
const junkPost = (headers: Record<string, string> = {}, index = 0) =>
  index % 2 === 0
    ? post('inquiry', { ...INQUIRY, 'bot-field': 'http://spam.example' }, { headers })
    : post('inquiry', { ...INQUIRY, email: 'kein-at' }, { headers })
const status = async (request: Request, deps = harness.deps()) =>
  (await handleSubmission(request, 'inquiry', deps)).status

describe('junk never costs a real visitor a submission', () => {
  it('with a trusted address: 50 junk posts from one address, then its and others’ valid inquiries are stored', async () => {
    const deps = harness.deps()
    const answers = []
    for (let index = 0; index < 50; index++) answers.push(await status(junkPost({}, index), deps))
    // Junk has its own bound per address: 30 answered as usual, then 429.
    expect(answers.slice(0, 30).every((code) => code === 201 || code === 422)).toBe(true)
    expect(answers.slice(30).every((code) => code === 429)).toBe(true)
    expect(await status(inquiry('same-address'), deps)).toBe(201)
    expect(await status(inquiry('other', { 'x-test-ip': '198.51.100.9' }), deps)).toBe(201)
    expect(await harness.store.list()).toHaveLength(2)
  })

  it('without a trusted address: junk is not limited by a shared bucket, and one sender cannot use up others’ submissions', async () => {
    const deps = harness.deps({}, { SUBMISSIONS_CLIENT_IP_HEADER: '' })
    for (let index = 0; index < 60; index++) expect(await status(junkPost({}, index), deps)).not.toBe(429)
    // One sender (one e-mail address) gets the visitor limit of 5 ...
    const flood = []
    for (let index = 0; index < 8; index++)
      flood.push(await status(inquiry(`flood${index}`, {}, 'flood@example.org'), deps))
    expect(flood).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
    // ... and every other visitor still gets through.
    for (const name of ['anna', 'bernd', 'clara']) expect(await status(inquiry(name), deps)).toBe(201)
  })

  it('a repeated submission (same token) is stored once and does not count', async () => {
    const deps = harness.deps({}, { SUBMISSIONS_RATE_LIMIT: '2' })
    const token = { 'submission-token': 'Tk_0123456789abcdef' }
    for (let index = 0; index < 5; index++) {
      const response = await handleSubmission(post('inquiry', { ...INQUIRY, ...token }), 'inquiry', deps)
      expect(response.status).toBe(201)
    }
    expect(await harness.store.list()).toHaveLength(1)
    expect(await status(inquiry('zweite'), deps)).toBe(201)
  })
})

describe('the visitor address behind proxies', () => {
  const config = resolveRateLimit({ SUBMISSIONS_CLIENT_IP_HEADER: 'X-Forwarded-For' })
  const headers = (value: string) => new Headers({ 'x-forwarded-for': value })

  it('is the entry the trusted proxies appended, never the first one the client wrote', () => {
    expect(clientAddress(headers('203.0.113.7'), config)).toBe('203.0.113.7')
    expect(clientAddress(headers('6.6.6.6, 203.0.113.7'), config)).toBe('203.0.113.7')
    const twoProxies = resolveRateLimit({
      SUBMISSIONS_CLIENT_IP_HEADER: 'x-forwarded-for',
      SUBMISSIONS_TRUSTED_PROXIES: '2',
    })
    expect(clientAddress(headers('6.6.6.6, 203.0.113.7, 10.0.0.2'), twoProxies)).toBe('203.0.113.7')
    expect(clientAddress(headers('10.0.0.2'), twoProxies)).toBeNull()
    expect(clientAddress(headers(''), config)).toBeNull()
  })

  it('a rotating first entry does not get past the limit (20 tries)', async () => {
    const deps = harness.deps({}, { SUBMISSIONS_CLIENT_IP_HEADER: 'x-forwarded-for' })
    const answers = []
    for (let index = 0; index < 20; index++)
      answers.push(await status(inquiry(`rot${index}`, { 'x-forwarded-for': `10.9.${index}.1, 203.0.113.7` }), deps))
    expect(answers.filter((code) => code === 201)).toHaveLength(5)
    expect(answers.slice(5).every((code) => code === 429)).toBe(true)
  })

  it('refuses a malformed proxy count', () => {
    expect(() => resolveRateLimit({ SUBMISSIONS_TRUSTED_PROXIES: '0' })).toThrow(/SUBMISSIONS_TRUSTED_PROXIES/)
  })
})

describe('the counters', () => {
  it('keep at most their size per kind, the expired and least recently used first, and one kind never pushes out another', async () => {
    const counter = new MemoryRateCounter(100)
    const budget = (key: string, limit = 5) => [{ key, limit, windowMs: 10_000 }]
    await counter.take(budget('visitor:keep'), 0)
    for (let index = 0; index < 1000; index++) {
      await counter.take(budget(`junk:${index}`), index)
      if (index % 50 === 0) await counter.take(budget('junk:keep', 20), index)
    }
    // 100 junk keys, and the one visitor key, which 1,000 junk keys did not touch.
    expect(counter.size).toBe(101)
    // 'junk:keep' was used recently, so it still holds its hits: 20 by now, its limit.
    expect(await counter.take(budget('junk:keep', 20), 1000)).not.toBeNull()
    for (let index = 1; index < 5; index++) await counter.take(budget('visitor:keep'), index)
    expect((await counter.take(budget('visitor:keep'), 1001))?.retryAfter).toBe(9)
  })

  it('count in every budget of a limit or in none', async () => {
    const counter = new MemoryRateCounter()
    const budgets = [
      { key: 'visitor:a', limit: 2, windowMs: 10_000 },
      { key: 'everyone:x', limit: 3, windowMs: 10_000 },
    ]
    expect(await counter.take(budgets, 0)).toBeNull()
    expect(await counter.take(budgets, 1)).toBeNull()
    expect((await counter.take(budgets, 2))?.budget.key).toBe('visitor:a')
    // The refused attempt left nothing in the shared budget: another visitor still has room.
    expect(await counter.take([{ key: 'visitor:b', limit: 2, windowMs: 10_000 }, budgets[1] as never], 3)).toBeNull()
    expect(
      (await counter.take([{ key: 'visitor:c', limit: 2, windowMs: 10_000 }, budgets[1] as never], 4))?.budget.key,
    ).toBe('everyone:x')
  })
})
