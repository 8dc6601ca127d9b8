import { APPLICATION, INQUIRY, ORIGIN, post, submissionHarness } from '@tests/support/submissions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveRateLimit } from '@/hosting/submission-settings.ts'
import { clientAddress, PEER_ADDRESS_HEADER } from '@/lib/submissions/client-address'
import { handleSubmission } from '@/lib/submissions/handler'

/**
 * Without a configured client-address header, the production server (server.mjs) names the TCP peer
 * in PEER_ADDRESS_HEADER (after deleting whatever the client sent there). The limits then hold per
 * visitor: one client can neither lock everybody out of the forms nor make the site mail
 * confirmations to addresses of its choosing beyond a few an hour.
 */

const harness = submissionHarness()
const MINUTE = 60_000
/** No header of a proxy configured: what a VPS without a proxy in front runs. */
const NO_PROXY = { SUBMISSIONS_CLIENT_IP_HEADER: '' }

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const fromPeer = (
  peer: string,
  kind: 'inquiry' | 'application',
  index: number,
  headers: Record<string, string> = {},
): Request => {
  const fields = kind === 'inquiry' ? INQUIRY : APPLICATION
  return post(
    kind,
    { ...fields, email: `besucher${index}@example.org`, name: `Besucher ${index}` },
    // post() also sends x-test-ip, which is not configured here: only the peer counts.
    { headers: { [PEER_ADDRESS_HEADER]: peer, ...headers } },
  )
}
const status = async (request: Request, kind: 'inquiry' | 'application', deps = harness.deps({}, NO_PROXY)) =>
  (await handleSubmission(request, kind, deps)).status

const confirmationsDue = async () =>
  (await harness.store.list()).filter((submission) => submission.confirmation.status !== 'off').length

describe('one client without a configured proxy header', () => {
  it('200 valid inquiries from one peer (distinct e-mails) lock out nobody else, and cause at most 3 confirmations', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const deps = harness.deps({}, NO_PROXY)
    const answers: number[] = []
    for (let index = 0; index < 200; index++)
      answers.push(await status(fromPeer('203.0.113.66', 'inquiry', index), 'inquiry', deps))
    expect(answers.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(answers.slice(5).every((code) => code === 429)).toBe(true)
    // Every other visitor still gets through, on both forms.
    expect(await status(fromPeer('198.51.100.7', 'inquiry', 1000), 'inquiry', deps)).toBe(201)
    expect(await status(fromPeer('198.51.100.8', 'application', 1001), 'application', deps)).toBe(201)
    expect(await status(fromPeer('2001:db8:77::1', 'application', 1002), 'application', deps)).toBe(201)
    // 5 stored from the flooder, of which 3 confirmed; the 3 other visitors confirmed.
    expect(await harness.store.list()).toHaveLength(8)
    expect(await confirmationsDue()).toBe(6)
  })

  it('at most 3 confirmations per client and hour however many submissions it may store', async () => {
    const start = Date.now()
    const deps = harness.deps({}, NO_PROXY)
    let index = 0
    // Three windows of the submission limit within one hour: 15 stored, 3 confirmed.
    for (const minutes of [0, 11, 22]) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + minutes * MINUTE })
      for (let count = 0; count < 5; count++)
        expect(await status(fromPeer('203.0.113.66', 'application', index++), 'application', deps)).toBe(201)
    }
    expect(await harness.store.list()).toHaveLength(15)
    expect(await confirmationsDue()).toBe(3)
    // An hour after the first, the client may cause one more.
    vi.useFakeTimers({ toFake: ['Date'], now: start + 61 * MINUTE })
    expect(await status(fromPeer('203.0.113.66', 'application', index++), 'application', deps)).toBe(201)
    expect(await confirmationsDue()).toBe(4)
  })

  it('a repeated submission or an address confirmed lately takes nothing from the client’s confirmations', async () => {
    const deps = harness.deps({}, NO_PROXY)
    const same = () =>
      post(
        'inquiry',
        { ...INQUIRY, 'submission-token': 'Tk_0123456789abcdef' },
        {
          headers: { [PEER_ADDRESS_HEADER]: '203.0.113.70' },
        },
      )
    expect(await status(same(), 'inquiry', deps)).toBe(201)
    expect(await status(same(), 'inquiry', deps)).toBe(201)
    // The same mailbox again: the store's hourly rule withholds the confirmation; the client keeps its two.
    const again = post(
      'inquiry',
      { ...INQUIRY, message: 'Noch eine Frage.' },
      {
        headers: { [PEER_ADDRESS_HEADER]: '203.0.113.70' },
      },
    )
    expect(await status(again, 'inquiry', deps)).toBe(201)
    for (let index = 0; index < 3; index++)
      expect(await status(fromPeer('203.0.113.70', 'inquiry', index), 'inquiry', deps)).toBe(201)
    expect(await confirmationsDue()).toBe(3)
    expect(await harness.store.list()).toHaveLength(5)
  })

  it('junk from one peer is answered 429 after 30, without touching another peer', async () => {
    const deps = harness.deps({}, NO_PROXY)
    const junk = () =>
      post('inquiry', { ...INQUIRY, email: 'kein-at' }, { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.5' } })
    const answers: number[] = []
    for (let index = 0; index < 32; index++) answers.push(await status(junk(), 'inquiry', deps))
    expect(answers.slice(0, 30).every((code) => code === 422)).toBe(true)
    expect(answers.slice(30)).toEqual([429, 429])
    expect(await status(fromPeer('203.0.113.6', 'inquiry', 1), 'inquiry', deps)).toBe(201)
  })

  it('addresses of one IPv6 /64 are one client', async () => {
    const deps = harness.deps({}, NO_PROXY)
    const answers: number[] = []
    for (let index = 1; index <= 6; index++)
      answers.push(await status(fromPeer(`2001:db8:1:2::${index.toString(16)}`, 'inquiry', index), 'inquiry', deps))
    expect(answers).toEqual([201, 201, 201, 201, 201, 429])
    expect(await status(fromPeer('2001:db8:1:3::1', 'inquiry', 7), 'inquiry', deps)).toBe(201)
  })
})

describe('one client, or one network, flooding the form', () => {
  it('is held to its own budgets and closes the form for nobody else (the budget for everybody is out of its reach)', async () => {
    // Limit 2: a client 2, its /24 8, everybody 24 in an hour (rate-limit-budgets.test.ts for the rest).
    const deps = harness.deps({}, { ...NO_PROXY, SUBMISSIONS_RATE_LIMIT: '2' })
    const flood = []
    for (let count = 0; count < 50; count++)
      flood.push(await status(fromPeer('198.18.0.1', 'inquiry', count), 'inquiry', deps))
    expect(flood.filter((code) => code === 201)).toHaveLength(2)
    const network = []
    for (let peer = 2; peer < 30; peer++)
      network.push(await status(fromPeer(`198.18.0.${peer}`, 'inquiry', 100 + peer), 'inquiry', deps))
    expect(network.filter((code) => code === 201)).toHaveLength(6)
    for (let peer = 0; peer < 10; peer++)
      expect(await status(fromPeer(`198.18.${peer + 1}.1`, 'inquiry', 200 + peer), 'inquiry', deps)).toBe(201)
  })
})

describe('the peer address', () => {
  const config = resolveRateLimit(NO_PROXY)
  const headers = (values: Record<string, string>) => new Headers(values)

  it('is the client when no proxy header is configured; a configured header wins', () => {
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '203.0.113.9' }), config)).toBe('203.0.113.9')
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '::ffff:203.0.113.9' }), config)).toBe('203.0.113.9')
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }), config)).toBe('127.0.0.1')
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: 'kein-ip' }), config)).toBeNull()
    expect(clientAddress(headers({}), config)).toBeNull()
    const proxied = resolveRateLimit({ SUBMISSIONS_CLIENT_IP_HEADER: 'x-real-ip' })
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1', 'x-real-ip': '198.51.100.3' }), proxied)).toBe(
      '198.51.100.3',
    )
  })

  it('behind a proxy on this machine is the last X-Forwarded-For entry; behind one elsewhere unknown; told once each', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Caddy on the same host (deploy/Caddyfile) writes the address it saw; a client's own entries come first.
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2'])
      expect(
        clientAddress(headers({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': '6.6.6.6, 198.51.100.3' }), config),
        peer,
      ).toBe('198.51.100.3')
    // Only `Forwarded`, or an entry that is no address: nothing to trust.
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '::1', forwarded: 'for=198.51.100.3' }), config)).toBeNull()
    expect(
      clientAddress(headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': 'kein-ip' }), config),
    ).toBeNull()
    // A proxy on another host or a container network may be anything: the visitor is unknown.
    for (const [peer, forwarded] of [
      ['172.17.0.1', { 'x-forwarded-for': '198.51.100.3' }],
      ['10.1.2.3', { forwarded: 'for=198.51.100.3' }],
      ['fd00::5', { 'x-forwarded-for': '198.51.100.3' }],
    ] as const)
      expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: peer, ...forwarded }), config), peer).toBeNull()
    // Next.js itself sets X-Forwarded-For to the socket's address when the request has none: no proxy.
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '172.17.0.1'])
      expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': peer }), config), peer).toBe(
        peer.replace('::ffff:', ''),
      )
    // A visitor on the Internet cannot make itself another by sending the header itself.
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }), config)).toBe(
      '203.0.113.9',
    )
    expect(warnings).toHaveBeenCalledTimes(2)
    expect(warnings.mock.calls[0]?.[0]).toMatch(/proxy on this machine .* last X-Forwarded-For entry/)
    expect(warnings.mock.calls[1]?.[0]).toMatch(/cannot tell visitors apart.*Set SUBMISSIONS_CLIENT_IP_HEADER/)
  })

  const proxied = (peer: string, visitor: string, index: number) =>
    new Request(`${ORIGIN}/api/inquiry`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        [PEER_ADDRESS_HEADER]: peer,
        'x-forwarded-for': visitor,
      },
      body: new URLSearchParams({
        ...INQUIRY,
        email: `besucher${index}@example.org`,
        message: `Anfrage ${index}`,
      }).toString(),
    })

  it('reaches the handler: through Caddy on this machine one visitor’s 200 posts lock out nobody else', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const deps = harness.deps({}, NO_PROXY)
    const answers: number[] = []
    for (let index = 0; index < 200; index++)
      answers.push(await status(proxied('127.0.0.1', '203.0.113.66', index), 'inquiry', deps))
    expect(answers.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(answers.slice(5).every((code) => code === 429)).toBe(true)
    // Before: the flood guard of unknown clients was full, and every proxied visitor got 429 for ten minutes.
    for (let visitor = 1; visitor <= 3; visitor++)
      expect(await status(proxied('127.0.0.1', `198.51.100.${visitor}`, 1000 + visitor), 'inquiry', deps)).toBe(201)
  })

  it('behind a proxy elsewhere, unnamed, a submission still counts per e-mail address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const deps = harness.deps({}, NO_PROXY)
    const answers: number[] = []
    for (let index = 0; index < 7; index++)
      answers.push(
        await status(
          new Request(`${ORIGIN}/api/inquiry`, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              accept: 'application/json',
              [PEER_ADDRESS_HEADER]: '172.17.0.1',
              'x-forwarded-for': `198.51.100.${index}`,
            },
            body: new URLSearchParams({ ...INQUIRY, message: `Anfrage ${index}` }).toString(),
          }),
          'inquiry',
          deps,
        ),
      )
    // One e-mail address: five, then 429 (its contact bucket), though every request names another visitor.
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429])
  })
})
