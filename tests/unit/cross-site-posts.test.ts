import { INQUIRY, ORIGIN, post, submissionHarness } from '@tests/support/submissions'
import { describe, expect, it } from 'vitest'
import { CROSS_SITE_MESSAGE, handleSubmission } from '@/lib/submissions/handler'

/**
 * Issue 42, L2: a page of another site could make its visitors' browsers post enquiries here
 * (`Origin: https://evil.example`, `Sec-Fetch-Site: cross-site` → 303, office mail and confirmation
 * sent). Such posts are refused before anything is read or stored; the site's own posts, with and
 * without JavaScript, and clients that are not browsers still get through.
 */
const harness = submissionHarness()

const from = (headers: Record<string, string>, json = true) =>
  handleSubmission(post('inquiry', INQUIRY, { json, headers }), 'inquiry', harness.deps())

describe('a form post sent by another web site', () => {
  it('is refused with 403 and a German explanation, nothing stored, nothing mailed', async () => {
    const json = await from({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(json.status).toBe(403)
    expect(await json.json()).toMatchObject({ ok: false, message: CROSS_SITE_MESSAGE })
    // The no-JS answer: the small page, not the redirect to the thank-you page.
    const page = await from({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, false)
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('von einer anderen Website aus gesendet')
    // A sibling subdomain is another site's page too.
    expect((await from({ origin: 'https://blog.example.com', 'sec-fetch-site': 'same-site' })).status).toBe(403)
    // An older browser without Sec-Fetch-Site still names the page's origin.
    expect((await from({ origin: 'https://evil.example' })).status).toBe(403)
    expect((await from({ origin: 'null' })).status).toBe(403)
    await harness.runDeferred()
    expect(await harness.store.list()).toEqual([])
    expect(harness.smtp.mails).toEqual([])
  })

  it('is accepted from the site’s own pages, typed-in requests and clients that are not browsers', async () => {
    const answers = [
      // JavaScript's fetch and the no-JS form post of the site's own page.
      await from({ origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'submission-token': '1' }),
      await from({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }, false),
      // An older browser: only Origin, the site's own (SITE_URL) or the host it was sent to.
      await handleSubmission(
        post(
          'inquiry',
          { ...INQUIRY, 'submission-token': 'b' },
          { headers: { origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' } },
        ),
        'inquiry',
        harness.deps(),
      ),
      // curl, a monitor: no browser, nobody else's visitor.
      await from({ 'submission-token': 'c' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([201, 303, 201, 201])
  })
})
