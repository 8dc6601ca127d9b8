import { INQUIRY, post, submissionHarness } from '@tests/support/submissions'
import { describe, expect, it, vi } from 'vitest'
import { busyMessage, handleSubmission } from '@/lib/submissions/handler'

/**
 * Issue 42, M2: every rate-limit counter (visitor, flood guard, junk, confirmations) shared one LRU of
 * 10,000 keys, so about 10,050 cheap junk posts from distinct IPv6 /64s evicted them all: a client
 * held at 429 got five more submissions, and a fourth confirmation mail in the hour. Now the budgets
 * are per client, per network and for everybody, of separate kinds, counted all at once or not at all.
 * The real handler and SQLite store; addresses as a trusted proxy names them (x-test-ip).
 */
const harness = submissionHarness()

const inquiry = (ip: string, name: string, extra: Record<string, string> = {}) =>
  post(
    'inquiry',
    { ...INQUIRY, name, email: `${name}@example.org`, message: `Anfrage von ${name}`, ...extra },
    {
      headers: { 'x-test-ip': ip },
    },
  )
const send = async (request: Request, deps = harness.deps()) =>
  (await handleSubmission(request, 'inquiry', deps)).status
/** The cheapest junk: a body of the wrong type, refused before it is read. */
const junk = (ip: string) =>
  new Request('https://www.example.com/api/inquiry', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-test-ip': ip, accept: 'application/json' },
    body: 'x',
  })

describe('budgets an attacker cannot evict or sidestep', () => {
  it('10,050 junk posts from distinct /64s leave a limited client limited and its confirmations counted', async () => {
    const deps = harness.deps()
    const client = '2001:db8:aaaa:1::7'
    const first = []
    for (let index = 0; index < 7; index++) first.push(await send(inquiry(client, `held${index}`), deps))
    expect(first).toEqual([201, 201, 201, 201, 201, 429, 429])
    // Each from another /48 as well, so every one is counted (within one /48 the network's junk budget
    // answers 429 after 120).
    for (let index = 0; index < 10_050; index++)
      expect(await send(junk(`2001:db8:${index.toString(16)}:1::1`), deps)).toBe(415)
    const after = []
    for (let index = 0; index < 2; index++) after.push(await send(inquiry(client, `again${index}`), deps))
    expect(after).toEqual([429, 429])
    await harness.runDeferred()
    // Three confirmations for the client in the hour, not four.
    const confirmations = harness.smtp.mails.filter((mail) => mail.to.some((to) => to.startsWith('held')))
    expect(confirmations).toHaveLength(3)
  }, 60_000)

  it('rotating through the /64s of one /48, or the addresses of one IPv4 /24, gets the network’s budget, not one per address', async () => {
    const deps = harness.deps()
    const v6 = []
    for (let index = 0; index < 30; index++)
      v6.push(await send(inquiry(`2001:db8:bbbb:${index.toString(16)}::1`, `rotate6-${index}`), deps))
    expect(v6.filter((status) => status === 201)).toHaveLength(20)
    expect(v6.slice(20).every((status) => status === 429)).toBe(true)
    const v4 = []
    for (let index = 0; index < 30; index++)
      v4.push(await send(inquiry(`198.51.100.${index + 1}`, `rotate4-${index}`), deps))
    expect(v4.filter((status) => status === 201)).toHaveLength(20)
    // Another network is not affected.
    expect(await send(inquiry('203.0.113.50', 'nachbar'), deps)).toBe(201)
  })

  it('past the budget for everybody (60 an hour), every visitor is told honestly to call, with the phone number, and the office’s log says so', async () => {
    const deps = harness.deps()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answers = []
    // 20 networks of 3 clients each: nobody over their own budget.
    for (let index = 0; index < 60; index++)
      answers.push(await send(inquiry(`192.0.${index % 20}.${index}`, `many${index}`), deps))
    expect(answers.every((status) => status === 201)).toBe(true)
    const json = await handleSubmission(inquiry('203.0.113.99', 'spaet'), 'inquiry', deps)
    expect(json.status).toBe(503)
    expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(await json.json()).toMatchObject({ ok: false, message: busyMessage('05321 123456') })
    expect(busyMessage('05321 123456')).toContain('Bitte rufen Sie uns an: 05321 123456.')
    // Without JavaScript: the small page with the same words.
    const page = await handleSubmission(
      post('inquiry', { ...INQUIRY, name: 'ohne-js' }, { json: false, headers: { 'x-test-ip': '203.0.113.98' } }),
      'inquiry',
      deps,
    )
    expect(page.status).toBe(503)
    expect(await page.text()).toContain('Bitte rufen Sie uns an: 05321 123456.')
    expect(log.mock.calls.flat().join('\n')).toMatch(
      /budget for everybody is used up: 60 submissions stored in the last hour/,
    )
    log.mockRestore()
    expect(await harness.store.list()).toHaveLength(60)
  })

  it('confirmation mails: at most 30 an hour for everybody together', async () => {
    const deps = harness.deps()
    for (let index = 0; index < 40; index++)
      expect(await send(inquiry(`192.0.${index}.1`, `bestaetigung${index}`), deps)).toBe(201)
    const stored = await harness.store.list()
    expect(stored).toHaveLength(40)
    expect(stored.filter((submission) => submission.confirmation.status === 'pending')).toHaveLength(30)
  })
})
