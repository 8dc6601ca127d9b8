import { APPLICATION, INQUIRY, ORIGIN, post, submissionHarness, TEXTS } from '@tests/support/submissions'
import { describe, expect, it } from 'vitest'
import { APPLICATION_FIELDS, INQUIRY_FIELDS, postedFieldCount } from '@/lib/forms/form-fields'
import { formFields } from '@/lib/forms/validation'
import { handleSubmission, MAX_FORM_FIELDS, MAX_SUBMISSION_BYTES } from '@/lib/submissions/handler'

/**
 * A form post of thousands of tiny fields (`a1=&a2=&…`, 64 KB) cost a second of CPU to parse into
 * FormData and a record, blocking every other request of the server; it is refused before parsing,
 * for the cost of counting separators, and counts as junk.
 */

const harness = submissionHarness()

/** Distinct empty fields with the shortest names (`0=&1=&…&a=&…&10=&…`), as many as fit under the body limit. */
function urlencodedFlood(): string {
  const parts: string[] = []
  let length = 0
  for (let index = 0; ; index++) {
    const part = `${index.toString(36)}=`
    if (length + part.length + 1 > MAX_SUBMISSION_BYTES) break
    parts.push(part)
    length += part.length + 1
  }
  return parts.join('&')
}

const BOUNDARY = '----flood'
/** Empty parts with the shortest headers, as many as fit under the body limit. */
function multipartFlood(): string {
  const part = (index: number) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a${index}"\r\n\r\n\r\n`
  let body = ''
  for (let index = 1; body.length + part(index).length + BOUNDARY.length + 6 < MAX_SUBMISSION_BYTES; index++)
    body += part(index)
  return `${body}--${BOUNDARY}--\r\n`
}

function multipart(fields: [string, string][]): string {
  return `${fields
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${BOUNDARY}--\r\n`
}

const request = (kind: 'inquiry' | 'application', body: string, contentType: string, ip = '203.0.113.7') =>
  new Request(`${ORIGIN}/api/${kind}`, {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'application/json', 'x-test-ip': ip },
    body,
  })
const URLENCODED = 'application/x-www-form-urlencoded'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** CPU time (user + system) of `run`, in milliseconds. */
async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage()
  await run()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

describe('a form post with far more fields than any form has', () => {
  it('is refused with 400 and the failure message in a few milliseconds of CPU (urlencoded)', async () => {
    const body = urlencodedFlood()
    expect(body.split('&').length).toBeGreaterThan(13_000)
    const deps = harness.deps()
    // Warm up the handler once (module code, texts), then measure.
    await handleSubmission(
      post('inquiry', { ...INQUIRY, email: 'kein-at' }, { headers: { 'x-test-ip': '192.0.2.1' } }),
      'inquiry',
      deps,
    )
    let response: Response | undefined
    const refusal = await cpuMs(async () => {
      response = await handleSubmission(request('inquiry', body, URLENCODED), 'inquiry', deps)
    })
    const parse = await cpuMs(async () => {
      formFields(await new Response(body, { headers: { 'content-type': URLENCODED } }).formData())
    })
    console.info(
      `[figures] ${body.split('&').length} urlencoded fields, ${body.length} bytes: refusal ${refusal.toFixed(1)} ms CPU, parsing them ${parse.toFixed(1)} ms CPU`,
    )
    expect(response?.status).toBe(400)
    expect(await response?.json()).toMatchObject({ ok: false, message: TEXTS.failed })
    expect(refusal).toBeLessThan(50)
    expect(await harness.store.list()).toEqual([])
  })

  it('is refused the same way as multipart/form-data, and in the no-JS page', async () => {
    const body = multipartFlood()
    expect(body.length).toBeLessThanOrEqual(MAX_SUBMISSION_BYTES)
    const deps = harness.deps()
    let response: Response | undefined
    const refusal = await cpuMs(async () => {
      response = await handleSubmission(request('application', body, MULTIPART), 'application', deps)
    })
    const parse = await cpuMs(async () => {
      formFields(await new Response(body, { headers: { 'content-type': MULTIPART } }).formData())
    })
    console.info(
      `[figures] ${body.split(`--${BOUNDARY}\r\n`).length - 1} multipart fields, ${body.length} bytes: refusal ${refusal.toFixed(1)} ms CPU, parsing them ${parse.toFixed(1)} ms CPU`,
    )
    expect(response?.status).toBe(400)
    expect(refusal).toBeLessThan(50)
    const page = await handleSubmission(
      new Request(`${ORIGIN}/api/inquiry`, {
        method: 'POST',
        headers: { 'content-type': URLENCODED },
        body: urlencodedFlood(),
      }),
      'inquiry',
      deps,
    )
    expect(page.status).toBe(400)
    expect(await page.text()).toContain(TEXTS.failed)
  })

  it('counts as junk: the flooder gets 429 after the junk limit, another visitor is still stored', async () => {
    const deps = harness.deps()
    const body = urlencodedFlood()
    const answers: number[] = []
    for (let index = 0; index < 32; index++)
      answers.push((await handleSubmission(request('inquiry', body, URLENCODED), 'inquiry', deps)).status)
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(answers.slice(30)).toEqual([429, 429])
    const other = post('inquiry', INQUIRY, { headers: { 'x-test-ip': '198.51.100.20' } })
    expect((await handleSubmission(other, 'inquiry', deps)).status).toBe(201)
  })
})

describe('one reader counts and parses (issue 42, L1)', () => {
  it('a boundary parameter hidden in another parameter counts the parts the body really holds', async () => {
    // The fourth review's post: `x="; boundary=A"` is one quoted parameter, so the boundary is B. The
    // old count read A (0 parts) while undici parsed 1,200.
    const contentType = `multipart/form-data; x="; boundary=${BOUNDARY}-A"; boundary=${BOUNDARY}`
    const fields = Array.from({ length: 1_000 }, (_, index): [string, string] => [`a${index}`, ''])
    const answer = await handleSubmission(request('inquiry', multipart(fields), contentType), 'inquiry', harness.deps())
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { error: string }).error).toMatch(/^More than 100 form fields/)
    expect(await harness.store.list()).toEqual([])
  })

  it('reads what a browser (undici’s FormData) writes, quoted names and all, and refuses files', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(INQUIRY)) if (name !== 'message') form.append(name, value)
    form.append('message', 'Zweite Zeile\r\nmit „Umlauten“ äöü und "Anführungszeichen"')
    const encoded = new Request(`${ORIGIN}/api/inquiry`, { method: 'POST', body: form })
    const body = await encoded.text()
    const contentType = encoded.headers.get('content-type') ?? ''
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    const stored = await handleSubmission(request('inquiry', body, contentType), 'inquiry', harness.deps())
    expect(stored.status).toBe(201)
    // Line breaks as the form's validation normalises them.
    expect((await harness.store.list())[0]?.fields.message).toMatch(
      /^Zweite Zeile\r?\nmit „Umlauten“ äöü und "Anführungszeichen"$/,
    )

    const withFile = new FormData()
    withFile.append('name', 'Datei')
    withFile.append('cv', new Blob(['%PDF-1.7']), 'lebenslauf.pdf')
    const upload = new Request(`${ORIGIN}/api/inquiry`, { method: 'POST', body: withFile })
    const refused = await handleSubmission(
      request('inquiry', await upload.text(), upload.headers.get('content-type') ?? ''),
      'inquiry',
      harness.deps(),
    )
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toBe('Files are not accepted.')
  })
})

describe('the bound on fields', () => {
  it('is far above the most fields an honest form posts', () => {
    // The application without JavaScript, every day ticked: 8 fields, 7 days, form-name, spam trap, token.
    expect(postedFieldCount(APPLICATION_FIELDS)).toBe(18)
    expect(postedFieldCount(INQUIRY_FIELDS)).toBe(9)
    expect(MAX_FORM_FIELDS).toBeGreaterThanOrEqual(4 * postedFieldCount(APPLICATION_FIELDS))
  })

  it('lets the fullest honest post through, urlencoded and multipart', async () => {
    const days = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']
    const fields: [string, string][] = [
      ...Object.entries({ ...APPLICATION, 'bot-field': '', 'submission-token': 'Tk_0123456789abcdef' }).filter(
        ([name]) => name !== 'workDays',
      ),
      ...days.map((day): [string, string] => ['workDays', day]),
      ['jobPosting', 'reinigungskraft-goslar-minijob'],
    ]
    expect(fields).toHaveLength(18)
    const deps = harness.deps()
    const urlencoded = request('application', new URLSearchParams(fields).toString(), URLENCODED)
    expect((await handleSubmission(urlencoded, 'application', deps)).status).toBe(201)
    const asMultipart = request(
      'application',
      multipart(fields.map(([name, value]) => [name, name === 'submission-token' ? `${value}2` : value])),
      MULTIPART,
    )
    expect((await handleSubmission(asMultipart, 'application', deps)).status).toBe(201)
    expect((await harness.store.list()).map((submission) => submission.fields.workDays)).toEqual([
      days.join(', '),
      days.join(', '),
    ])
  })
})
