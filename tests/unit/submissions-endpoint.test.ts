import { parseMail } from '@tests/support/smtp-server'
import {
  APPLICATION,
  bundledMailContent,
  INQUIRY,
  ORIGIN,
  post,
  submissionHarness,
  TEXTS,
} from '@tests/support/submissions'
import { describe, expect, it, vi } from 'vitest'
import { resolveMailConfig, resolveStoreConfig } from '@/hosting/submission-settings.ts'
import { handleSubmission, MAX_SUBMISSION_BYTES } from '@/lib/submissions/handler'
import { mailer } from '@/lib/submissions/mail'
import { deliverOutbox } from '@/lib/submissions/outbox'
import { StoreUnavailableError } from '@/lib/submissions/store'

const harness = submissionHarness()

describe('POST /api/inquiry and /api/application (embedded store, real SMTP)', () => {
  it('stores an inquiry, answers 201 with its id, then mails the office with every field', async () => {
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', harness.deps())
    expect(response.status).toBe(201)
    const { ok, id } = (await response.json()) as { ok: boolean; id: string }
    expect(ok).toBe(true)
    const stored = await harness.store.list()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ id, kind: 'inquiry', handled: false, mail: { status: 'pending', attempts: 0 } })
    expect(stored[0]?.fields.message).toBe(INQUIRY.message)
    // Nothing is mailed before the answer; the mail goes out afterwards.
    expect(harness.smtp.mails).toHaveLength(0)
    await harness.runDeferred()
    // The office's mail, then the visitor's confirmation (tests/unit/confirmation-mail.test.ts).
    expect(harness.smtp.mails.map((mail) => mail.to)).toEqual([['kontakt@example.com'], ['erika@example.org']])
    const [mail] = harness.smtp.mails
    expect(mail?.from).toBe('website@example.com')
    expect(mail?.raw).toMatch(/^Reply-To: erika@example\.org/m)
    for (const value of ['Erika Mustermann', '05321 123456', 'Goslar, Marktplatz 1', 'winterdienst', '<b>Danke</b>'])
      expect(mail?.raw).toContain(value)
    expect((await harness.store.list())[0]?.mail).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
  })

  it('mails the office at MAIL_TO when it is set; the visitor gets only the confirmation', async () => {
    await handleSubmission(
      post('application', APPLICATION),
      'application',
      harness.deps({}, { MAIL_TO: 'buero@example.com' }),
    )
    await harness.runDeferred()
    expect(harness.smtp.mails.map((mail) => mail.to)).toEqual([['buero@example.com'], ['max@example.org']])
    expect(harness.smtp.mails[1]?.raw).not.toContain('Max Muster')
  })

  it('records the open job posting an application was for and names it in the office’s mail', async () => {
    const response = await handleSubmission(
      post('application', { ...APPLICATION, jobPosting: 'reinigungskraft-goslar-minijob' }),
      'application',
      harness.deps(),
    )
    expect(response.status).toBe(201)
    const [stored] = await harness.store.list({ kind: 'application' })
    expect(stored?.fields.jobPosting).toBe('reinigungskraft-goslar-minijob')
    await harness.runDeferred()
    const office = parseMail(harness.smtp.mails[0]?.raw ?? '')
    expect(office.text).toContain(
      'Stellenangebot: Reinigungskraft (m/w/d) – Minijob in Goslar (reinigungskraft-goslar-minijob)',
    )
  })

  it('stores an application with its days as one text', async () => {
    const response = await handleSubmission(
      post('application', { ...APPLICATION, workDays: 'Dienstag, Montag' }),
      'application',
      harness.deps(),
    )
    expect(response.status).toBe(201)
    expect((await harness.store.list({ kind: 'application' }))[0]?.fields).toEqual({
      name: 'Max Muster',
      phone: '0170 1234567',
      email: 'max@example.org',
      contractType: 'minijob',
      workLocation: 'goslar',
      workTimeFrom: '08:00',
      workTimeTo: '12:30',
      workDays: 'Montag, Dienstag',
      // A general application: no job posting.
      jobPosting: '',
    })
  })

  it('keeps a submission whose mails fail in the outbox and sends them when they are due again', async () => {
    harness.smtp.refuse = true
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', harness.deps())
    expect(response.status).toBe(201)
    await harness.runDeferred()
    const [pending] = await harness.store.list()
    expect(pending?.mail.status).toBe('pending')
    expect(pending?.mail.attempts).toBe(1)
    expect(pending?.mail.lastError).toMatch(/451|temporarily/i)
    // The visitor's confirmation waits the same way.
    expect(pending?.confirmation).toMatchObject({ status: 'pending', attempts: 1 })
    const content = await bundledMailContent()
    harness.smtp.refuse = false
    const to = mailer(
      resolveMailConfig({ SMTP_URL: harness.smtp.url, MAIL_FROM: 'website@example.com' }),
      'k@example.com',
    )
    // The first retry waits a minute (backoff): not yet due, then due.
    expect(await deliverOutbox(harness.store, to as NonNullable<typeof to>, content)).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    try {
      expect(await deliverOutbox(harness.store, to as NonNullable<typeof to>, content)).toEqual({
        sent: 2,
        retried: 0,
        failed: 0,
      })
    } finally {
      vi.useRealTimers()
    }
    const [sent] = await harness.store.list()
    expect(sent?.mail).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(sent?.confirmation).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(harness.smtp.mails).toHaveLength(2)
  })

  it('stores without a mail when SMTP_URL is not set', async () => {
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', harness.deps({ mailEnabled: false }))
    expect(response.status).toBe(201)
    expect((await harness.store.list())[0]?.mail.status).toBe('off')
  })

  it('answers a plain form post with 303 to the thank-you page', async () => {
    const inquiry = await handleSubmission(post('inquiry', INQUIRY, { json: false }), 'inquiry', harness.deps())
    expect(inquiry.status).toBe(303)
    expect(inquiry.headers.get('location')).toBe('/kontakt/danke')
    const application = await handleSubmission(
      post('application', APPLICATION, { json: false }),
      'application',
      harness.deps(),
    )
    expect(application.headers.get('location')).toBe('/karriere/bewerbung/danke')
    expect(await harness.store.list()).toHaveLength(2)
  })

  it('rejects invalid fields with 422 and a German message per field, storing nothing', async () => {
    const response = await handleSubmission(
      post('inquiry', { ...INQUIRY, email: 'keine-adresse', message: '', service: 'zauberei' }),
      'inquiry',
      harness.deps(),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      ok: false,
      error: 'Invalid fields',
      fields: {
        email: { problem: 'email', message: TEXTS.problems.email },
        service: { problem: 'choice', message: TEXTS.problems.choice },
        message: { problem: 'required', message: TEXTS.problems.required },
      },
    })
    expect(await harness.store.list()).toEqual([])
  })

  it('shows a visitor without JavaScript a page with the problems (escaped) and the way back', async () => {
    const response = await handleSubmission(
      post(
        'inquiry',
        { ...INQUIRY, name: '' },
        { json: false, headers: { referer: `${ORIGIN}/leistungen/winterdienst` } },
      ),
      'inquiry',
      harness.deps({ texts: async () => ({ ...TEXTS, backLabel: 'Zurück <zum> Formular' }) }),
    )
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain(`<h1>${TEXTS.invalidHeading}</h1>`)
    expect(html).toContain(`<li>${TEXTS.fieldLabels.name}: ${TEXTS.problems.required}</li>`)
    expect(html).toContain('<a href="/leistungen/winterdienst">Zurück &lt;zum&gt; Formular</a>')
  })

  it('answers a filled spam trap like a success and stores and mails nothing', async () => {
    const response = await handleSubmission(
      post('inquiry', { ...INQUIRY, 'bot-field': 'http://spam' }),
      'inquiry',
      harness.deps(),
    )
    expect(response.status).toBe(201)
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/)
    await harness.runDeferred()
    expect(await harness.store.list()).toEqual([])
    expect(harness.smtp.mails).toEqual([])
  })

  it('refuses a wrong content type (415), a too large body (413), a foreign form-name (400)', async () => {
    const json = new Request(`${ORIGIN}/api/inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(INQUIRY),
    })
    const wrongType = await handleSubmission(json, 'inquiry', harness.deps())
    expect(wrongType.status).toBe(415)
    expect(await wrongType.json()).toMatchObject({ ok: false, message: TEXTS.failed })

    const huge = post('inquiry', { ...INQUIRY, message: 'x'.repeat(MAX_SUBMISSION_BYTES) })
    expect((await handleSubmission(huge, 'inquiry', harness.deps())).status).toBe(413)

    const foreign = await handleSubmission(
      post('inquiry', { ...INQUIRY, 'form-name': 'quick-application' }),
      'inquiry',
      harness.deps(),
    )
    expect(foreign.status).toBe(400)
    expect(((await foreign.json()) as { error: string }).error).toMatch(/form-name/)
    expect(await harness.store.list()).toEqual([])
  })

  it('accepts multipart/form-data like the urlencoded form', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(INQUIRY)) form.append(key, value)
    const request = new Request(`${ORIGIN}/api/inquiry`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
    })
    expect((await handleSubmission(request, 'inquiry', harness.deps())).status).toBe(201)
  })

  it('limits submissions per visitor address from the trusted header (429 with Retry-After); 0 turns it off', async () => {
    const limited = harness.deps({}, { SUBMISSIONS_RATE_LIMIT: '2' })
    // Different submissions: a repeat of the same one is stored once and costs nothing (dedupe).
    const inquiry = (count: number) => post('inquiry', { ...INQUIRY, message: `Anfrage ${count}` })
    for (let count = 0; count < 2; count++)
      expect((await handleSubmission(inquiry(count), 'inquiry', limited)).status).toBe(201)
    const refused = await handleSubmission(inquiry(2), 'inquiry', limited)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    const other = post('inquiry', { ...INQUIRY, message: 'Anfrage 3' }, { headers: { 'x-test-ip': '198.51.100.1' } })
    expect((await handleSubmission(other, 'inquiry', limited)).status).toBe(201)

    const unlimited = harness.deps({}, { SUBMISSIONS_RATE_LIMIT: '0' })
    for (let count = 0; count < 4; count++)
      expect((await handleSubmission(inquiry(10 + count), 'inquiry', unlimited)).status).toBe(201)
  })

  it('answers 503 and logs why when nothing can be stored, never acknowledging the submission', async () => {
    const unavailable = resolveStoreConfig({ VERCEL: '1' })
    expect(unavailable).toMatchObject({ kind: 'unavailable', reason: expect.stringMatching(/Vercel/) })
    const response = await handleSubmission(
      post('inquiry', INQUIRY),
      'inquiry',
      harness.deps({
        store: () => {
          throw new StoreUnavailableError(unavailable.kind === 'unavailable' ? unavailable.reason : '')
        },
      }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ ok: false, message: TEXTS.failed })
  })

  it('deletes submissions older than the retention period', async () => {
    await harness.store.save({ kind: 'inquiry', fields: { name: 'Alt' }, mailStatus: 'off', confirmationTo: null })
    expect(await harness.store.purge(new Date(Date.now() - 60_000))).toBe(0)
    expect(await harness.store.purge(new Date(Date.now() + 60_000))).toBe(1)
    expect(await harness.store.list()).toEqual([])
  })
})
