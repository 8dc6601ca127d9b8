import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { formTexts } from '@content/seed/form-texts'
import { submissionSchemaTypes } from '@schemas/submissions'
import { contentStudioPath } from '@shared/sanity'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { type SmtpStandIn, startSmtpServer } from '@tests/support/smtp-server'
import { createSchema } from 'sanity'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FORM_FIELDS, type FormKind } from '@/lib/forms/form-fields'
import type { FieldProblem } from '@/lib/forms/validation'
import { resolveStoreConfig } from '@/lib/submissions/config'
import { handleSubmission, MAX_SUBMISSION_BYTES, type SubmissionDeps } from '@/lib/submissions/handler'
import { composeMail, deliverOutbox, mailer, resolveMailConfig } from '@/lib/submissions/mail'
import { RateLimiter, resolveRateLimit } from '@/lib/submissions/rate-limit'
import { SanitySubmissionStore } from '@/lib/submissions/sanity-store'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'
import { StoreUnavailableError, type SubmissionStore } from '@/lib/submissions/store'

const ORIGIN = 'https://www.example.com'
const TEXTS = {
  problems: formTexts.problems as Record<FieldProblem, string>,
  fieldLabels: { name: 'Name', email: 'E-Mail', phone: 'Telefon', location: 'Einsatzort', message: 'Nachricht' },
  invalidHeading: 'Bitte prüfen Sie Ihre Angaben',
  backLabel: 'Zurück zum Formular',
  failed: 'Es gab einen Fehler beim Senden. Bitte versuchen Sie es erneut oder rufen Sie uns direkt an.',
  rateLimited: 'Sie haben gerade mehrere Anfragen gesendet. Bitte versuchen Sie es später erneut.',
}
const INQUIRY = {
  'form-name': 'contact',
  'bot-field': '',
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  phone: '05321 123456',
  location: 'Goslar, Marktplatz 1',
  service: 'winterdienst',
  message: 'Bitte um ein Angebot fuer den Winterdienst. <b>Danke</b>',
}
const APPLICATION = {
  'form-name': 'quick-application',
  name: 'Max Muster',
  phone: '0170 1234567',
  email: 'max@example.org',
  contractType: 'minijob',
  workLocation: 'goslar',
  workTimeFrom: '08:00',
  workTimeTo: '12:30',
  workDays: 'Montag, Dienstag',
}

let directory: string
let smtp: SmtpStandIn
let store: SubmissionStore
let deferred: (() => Promise<unknown>)[]

beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp.close()
})
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'submissions-'))
  store = new SqliteSubmissionStore(directory)
  deferred = []
  smtp.mails.length = 0
  smtp.refuse = false
})
afterEach(async () => {
  await store.close()
  rmSync(directory, { recursive: true, force: true })
})

function deps(overrides: Partial<SubmissionDeps> = {}, env: Record<string, string> = {}): SubmissionDeps {
  const mail = resolveMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Website <website@example.com>', ...env })
  return {
    store: () => store,
    services: async () => ['winterdienst', 'bueroreinigung'],
    texts: async () => TEXTS,
    rateLimiter: new RateLimiter(resolveRateLimit({ SUBMISSIONS_CLIENT_IP_HEADER: 'x-test-ip', ...env })),
    afterResponse: (task) => deferred.push(task),
    mailEnabled: mail.kind === 'smtp',
    notify: async (target) => {
      const to = mailer(mail, 'kontakt@example.com')
      return to ? deliverOutbox(target, to) : undefined
    },
    ...overrides,
  }
}

function post(
  kind: FormKind,
  fields: Record<string, string>,
  { json = true, headers = {} }: { json?: boolean; headers?: Record<string, string> } = {},
) {
  return new Request(`${ORIGIN}/api/${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(json ? { accept: 'application/json' } : {}),
      'x-test-ip': '203.0.113.7',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

const runDeferred = async () => {
  for (const task of deferred.splice(0)) await task()
}

describe('POST /api/inquiry and /api/application (embedded store, real SMTP)', () => {
  it('stores an inquiry, answers 201 with its id, then mails the office with every field', async () => {
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', deps())
    expect(response.status).toBe(201)
    const { ok, id } = (await response.json()) as { ok: boolean; id: string }
    expect(ok).toBe(true)
    const stored = await store.list()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ id, kind: 'inquiry', handled: false, mail: { status: 'pending', attempts: 0 } })
    expect(stored[0]?.fields.message).toBe(INQUIRY.message)
    // Nothing is mailed before the answer; the mail goes out afterwards.
    expect(smtp.mails).toHaveLength(0)
    await runDeferred()
    expect(smtp.mails).toHaveLength(1)
    const [mail] = smtp.mails
    expect(mail?.to).toEqual(['kontakt@example.com'])
    expect(mail?.from).toBe('website@example.com')
    expect(mail?.raw).toMatch(/^Reply-To: erika@example\.org/m)
    for (const value of ['Erika Mustermann', '05321 123456', 'Goslar, Marktplatz 1', 'winterdienst', '<b>Danke</b>'])
      expect(mail?.raw).toContain(value)
    expect((await store.list())[0]?.mail).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
  })

  it('mails MAIL_TO when it is set, and never the visitor', async () => {
    await handleSubmission(post('application', APPLICATION), 'application', deps({}, { MAIL_TO: 'buero@example.com' }))
    await runDeferred()
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['buero@example.com']])
  })

  it('stores an application with its days as one text', async () => {
    const response = await handleSubmission(
      post('application', { ...APPLICATION, workDays: 'Dienstag, Montag' }),
      'application',
      deps(),
    )
    expect(response.status).toBe(201)
    expect((await store.list({ kind: 'application' }))[0]?.fields).toEqual({
      name: 'Max Muster',
      phone: '0170 1234567',
      email: 'max@example.org',
      contractType: 'minijob',
      workLocation: 'goslar',
      workTimeFrom: '08:00',
      workTimeTo: '12:30',
      workDays: 'Montag, Dienstag',
    })
  })

  it('keeps a submission whose mail fails in the outbox and sends it on the next run', async () => {
    smtp.refuse = true
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', deps())
    expect(response.status).toBe(201)
    await runDeferred()
    const [pending] = await store.list()
    expect(pending?.mail.status).toBe('pending')
    expect(pending?.mail.attempts).toBe(1)
    expect(pending?.mail.lastError).toMatch(/451|temporarily/i)
    smtp.refuse = false
    const to = mailer(resolveMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'website@example.com' }), 'k@example.com')
    expect(await deliverOutbox(store, to as NonNullable<typeof to>)).toEqual({ sent: 1, failed: 0 })
    expect((await store.list())[0]?.mail).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(smtp.mails).toHaveLength(1)
  })

  it('stores without a mail when SMTP_URL is not set', async () => {
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', deps({ mailEnabled: false }))
    expect(response.status).toBe(201)
    expect((await store.list())[0]?.mail.status).toBe('off')
  })

  it('answers a plain form post with 303 to the thank-you page', async () => {
    const inquiry = await handleSubmission(post('inquiry', INQUIRY, { json: false }), 'inquiry', deps())
    expect(inquiry.status).toBe(303)
    expect(inquiry.headers.get('location')).toBe('/kontakt/danke')
    const application = await handleSubmission(post('application', APPLICATION, { json: false }), 'application', deps())
    expect(application.headers.get('location')).toBe('/karriere/bewerbung/danke')
    expect(await store.list()).toHaveLength(2)
  })

  it('rejects invalid fields with 422 and a German message per field, storing nothing', async () => {
    const response = await handleSubmission(
      post('inquiry', { ...INQUIRY, email: 'keine-adresse', message: '', service: 'zauberei' }),
      'inquiry',
      deps(),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      ok: false,
      error: 'Invalid fields',
      fields: {
        email: { problem: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
        service: { problem: 'choice', message: 'Bitte wählen Sie eine der angebotenen Möglichkeiten.' },
        message: { problem: 'required', message: 'Bitte füllen Sie dieses Feld aus.' },
      },
    })
    expect(await store.list()).toEqual([])
  })

  it('shows a visitor without JavaScript a page with the problems (escaped) and the way back', async () => {
    const response = await handleSubmission(
      post(
        'inquiry',
        { ...INQUIRY, name: '' },
        { json: false, headers: { referer: `${ORIGIN}/leistungen/winterdienst` } },
      ),
      'inquiry',
      deps({ texts: async () => ({ ...TEXTS, backLabel: 'Zurück <zum> Formular' }) }),
    )
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<h1>Bitte prüfen Sie Ihre Angaben</h1>')
    expect(html).toContain('<li>Name: Bitte füllen Sie dieses Feld aus.</li>')
    expect(html).toContain('<a href="/leistungen/winterdienst">Zurück &lt;zum&gt; Formular</a>')
  })

  it('answers a filled spam trap like a success and stores and mails nothing', async () => {
    const response = await handleSubmission(
      post('inquiry', { ...INQUIRY, 'bot-field': 'http://spam' }),
      'inquiry',
      deps(),
    )
    expect(response.status).toBe(201)
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/)
    await runDeferred()
    expect(await store.list()).toEqual([])
    expect(smtp.mails).toEqual([])
  })

  it('refuses a wrong content type (415), a too large body (413), a foreign form-name (400)', async () => {
    const json = new Request(`${ORIGIN}/api/inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(INQUIRY),
    })
    const wrongType = await handleSubmission(json, 'inquiry', deps())
    expect(wrongType.status).toBe(415)
    expect(await wrongType.json()).toMatchObject({ ok: false, message: TEXTS.failed })

    const huge = post('inquiry', { ...INQUIRY, message: 'x'.repeat(MAX_SUBMISSION_BYTES) })
    expect((await handleSubmission(huge, 'inquiry', deps())).status).toBe(413)

    const foreign = await handleSubmission(
      post('inquiry', { ...INQUIRY, 'form-name': 'quick-application' }),
      'inquiry',
      deps(),
    )
    expect(foreign.status).toBe(400)
    expect(((await foreign.json()) as { error: string }).error).toMatch(/form-name/)
    expect(await store.list()).toEqual([])
  })

  it('accepts multipart/form-data like the urlencoded form', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(INQUIRY)) form.append(key, value)
    const request = new Request(`${ORIGIN}/api/inquiry`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
    })
    expect((await handleSubmission(request, 'inquiry', deps())).status).toBe(201)
  })

  it('limits submissions per visitor address from the trusted header (429 with Retry-After); 0 turns it off', async () => {
    const limited = deps({}, { SUBMISSIONS_RATE_LIMIT: '2' })
    for (let count = 0; count < 2; count++)
      expect((await handleSubmission(post('inquiry', INQUIRY), 'inquiry', limited)).status).toBe(201)
    const refused = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', limited)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    const other = post('inquiry', INQUIRY, { headers: { 'x-test-ip': '198.51.100.1' } })
    expect((await handleSubmission(other, 'inquiry', limited)).status).toBe(201)

    const unlimited = deps({}, { SUBMISSIONS_RATE_LIMIT: '0' })
    for (let count = 0; count < 4; count++)
      expect((await handleSubmission(post('inquiry', INQUIRY), 'inquiry', unlimited)).status).toBe(201)
  })

  it('answers 503 and logs why when nothing can be stored, never acknowledging the submission', async () => {
    const unavailable = resolveStoreConfig({ VERCEL: '1' })
    expect(unavailable).toMatchObject({ kind: 'unavailable', reason: expect.stringMatching(/Vercel/) })
    const response = await handleSubmission(
      post('inquiry', INQUIRY),
      'inquiry',
      deps({
        store: () => {
          throw new StoreUnavailableError(unavailable.kind === 'unavailable' ? unavailable.reason : '')
        },
      }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ ok: false, message: TEXTS.failed })
  })

  it('deletes submissions older than the retention period', async () => {
    await store.save({ kind: 'inquiry', fields: { name: 'Alt' }, mailStatus: 'off' })
    expect(await store.purge(new Date(Date.now() - 60_000))).toBe(0)
    expect(await store.purge(new Date(Date.now() + 60_000))).toBe(1)
    expect(await store.list()).toEqual([])
  })
})

describe('composeMail', () => {
  it('labels every field, shows choice labels and sets Reply-To to the visitor', () => {
    const mail = composeMail(
      {
        id: 'abc',
        kind: 'application',
        receivedAt: '2026-11-23T09:30:00.000Z',
        fields: { ...APPLICATION, workTimeTo: '' },
        handled: false,
        mail: { status: 'pending', attempts: 0, lastError: null, sentAt: null },
      },
      { contractType: { minijob: 'Minijob' } },
    )
    expect(mail.subject).toBe('Neue Kurzbewerbung über die Website: Max Muster')
    expect(mail.replyTo).toBe('max@example.org')
    expect(mail.text).toContain('Anstellungsart: Minijob (minijob)')
    expect(mail.text).toContain('Verfügbar bis: –')
    expect(mail.text).toContain('Tage: Montag, Dienstag')
    expect(mail.text).toContain('Nr. abc')
    expect(mail.text).toContain('Montag, 23. November 2026 um 10:30')
  })
})

describe('store configuration', () => {
  it('uses SQLite in SUBMISSIONS_DIR by default and the private dataset with a write token', () => {
    expect(resolveStoreConfig({ SUBMISSIONS_DIR: '/var/lib/site' })).toEqual({
      kind: 'sqlite',
      directory: '/var/lib/site',
    })
    expect(
      resolveStoreConfig({
        SANITY_API_WRITE_TOKEN: 't',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        SANITY_SUBMISSIONS_DATASET: 'submissions',
      }),
    ).toEqual({ kind: 'sanity', projectId: 'abc123', dataset: 'submissions', token: 't', apiHost: undefined })
  })

  it('refuses the public content dataset and incomplete hosted settings', () => {
    const base = { SANITY_API_WRITE_TOKEN: 't', SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }
    expect(resolveStoreConfig({ ...base, SANITY_SUBMISSIONS_DATASET: 'production' })).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringMatching(/public content dataset/),
    })
    expect(resolveStoreConfig(base)).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringMatching(/SUBMISSIONS_DATASET/),
    })
  })
})

describe('the hosted store (a private dataset, over real HTTP)', () => {
  let lake: ContentLakeStandIn
  let hosted: SanitySubmissionStore
  beforeEach(async () => {
    lake = await startContentLake({ documents: [], projectId: 'abc123', dataset: 'submissions', token: 'write-token' })
    hosted = new SanitySubmissionStore({
      projectId: 'abc123',
      dataset: 'submissions',
      token: 'write-token',
      apiHost: lake.url,
    })
  })
  afterEach(async () => {
    await lake.close()
  })

  it('creates one inbox document per submission with the write token, and lists, mails and purges them', async () => {
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', deps({ store: () => hosted }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(lake.documents).toEqual([
      expect.objectContaining({
        _id: id,
        _type: 'inquiry',
        name: 'Erika Mustermann',
        message: INQUIRY.message,
        handled: false,
        mail: { status: 'pending', attempts: 0, lastError: null, sentAt: null },
      }),
    ])
    expect(lake.requests.every((request) => request.authorization === 'Bearer write-token')).toBe(true)
    await runDeferred()
    expect(smtp.mails).toHaveLength(1)
    const [listed] = await hosted.list()
    expect(listed).toMatchObject({ id, kind: 'inquiry', mail: { status: 'sent', attempts: 1 } })
    expect(listed?.fields.location).toBe(INQUIRY.location)
    expect(await hosted.purge(new Date(Date.now() + 60_000))).toBe(1)
    expect(lake.documents).toEqual([])
  })

  it('answers 503 when the Content Lake refuses the write, and stores nothing', async () => {
    lake.failMutations = true
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', deps({ store: () => hosted }))
    expect(response.status).toBe(503)
    expect(lake.documents).toEqual([])
  })
})

describe('npm run submissions:export / :purge', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', ...args], {
      env: { ...process.env, SUBMISSIONS_DIR: directory, SANITY_API_WRITE_TOKEN: '' },
      encoding: 'utf8',
    })

  it('prints every submission as JSON lines or CSV for the office, spreadsheet formulas neutralised', async () => {
    await store.save({ kind: 'inquiry', fields: { ...INQUIRY, name: '=HYPERLINK("x")' }, mailStatus: 'off' })
    await store.save({ kind: 'application', fields: APPLICATION, mailStatus: 'off' })
    const jsonl = run(['export'])
    expect(jsonl.status).toBe(0)
    const lines = jsonl.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((line) => line.kind)).toEqual(['inquiry', 'application'])
    expect(lines[1].fields.workDays).toBe('Montag, Dienstag')

    const table = run(['export', '--format=csv', '--kind=inquiry'])
    const [header, row, ...rest] = table.stdout.trim().split('\r\n')
    expect(header?.split(',').slice(0, 8)).toEqual([
      'id',
      'kind',
      'receivedAt',
      'handled',
      'mailStatus',
      'mailAttempts',
      'mailError',
      'name',
    ])
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
    expect(rest).toEqual([])
  })

  it('deletes what is older than the retention period and refuses a missing period', async () => {
    await store.save({ kind: 'inquiry', fields: INQUIRY, mailStatus: 'off' })
    expect(run(['purge', '--older-than', '180d']).stderr).toMatch(/Deleted 0 submission/)
    expect(await store.list()).toHaveLength(1)
    const missing = run(['purge'])
    expect(missing.status).toBe(2)
    expect(missing.stderr).toMatch(/--older-than <days>d is required/)
  })
})

describe('the Studio inbox', () => {
  it('is a valid schema with German titles, visitor fields read-only and „Erledigt“ editable', () => {
    const schema = createSchema({ name: 'posteingang', types: submissionSchemaTypes })
    expect(schema._validation?.flatMap((group) => group.problems).filter((p) => p.severity === 'error')).toEqual([])
    for (const type of submissionSchemaTypes) {
      const names = (type.fields ?? []).map((field) => field.name)
      expect(names).toEqual(expect.arrayContaining(['handled', 'receivedAt', ...FORM_FIELDS[type.name as FormKind]]))
      for (const field of type.fields ?? []) {
        expect(field.title).toMatch(/[A-ZÄÖÜ]/)
        if (field.name !== 'handled') expect((field as { readOnly?: boolean }).readOnly).toBe(true)
      }
    }
  })

  it('puts both workspaces at paths of the same depth, as Sanity requires', () => {
    expect(contentStudioPath(undefined)).toBe('/studio')
    const paths = [contentStudioPath('submissions'), '/studio/posteingang']
    expect(new Set(paths.map((path) => path.split('/').length)).size).toBe(1)
  })
})
