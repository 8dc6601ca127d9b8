import { spawnSync } from 'node:child_process'
import { submissionSchemaTypes } from '@schemas/submissions'
import { contentStudioPath } from '@shared/sanity'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { APPLICATION, INQUIRY, post, submissionHarness } from '@tests/support/submissions'
import { createSchema } from 'sanity'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resolveStoreConfig } from '@/hosting/submission-settings.ts'
import { FORM_FIELDS, type FormKind } from '@/lib/forms/form-fields'
import { handleSubmission } from '@/lib/submissions/handler'
import { composeMail } from '@/lib/submissions/mail'
import { SanitySubmissionStore } from '@/lib/submissions/sanity-store'

/** Where submissions end up: the mail, the store configuration, the hosted store, the office's scripts and inbox. */
const harness = submissionHarness()

describe('composeMail', () => {
  it('labels every field, shows choice labels and sets Reply-To to the visitor', () => {
    const mail = composeMail(
      {
        id: 'abc',
        kind: 'application',
        receivedAt: '2026-11-23T09:30:00.000Z',
        fields: { ...APPLICATION, workTimeTo: '' },
        handled: false,
        mail: { status: 'pending', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null },
        confirmation: { status: 'pending', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null },
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
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', harness.deps({ store: () => hosted }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(lake.documents).toEqual([
      expect.objectContaining({
        _id: id,
        _type: 'inquiry',
        name: 'Erika Mustermann',
        message: INQUIRY.message,
        handled: false,
        mail: { status: 'pending', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null },
        confirmation: { status: 'pending', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null },
      }),
      // The hourly limit of confirmations per address (tests/unit/confirmation-mail.test.ts).
      expect.objectContaining({ _type: 'confirmationLock' }),
    ])
    expect(lake.requests.every((request) => request.authorization === 'Bearer write-token')).toBe(true)
    await harness.runDeferred()
    expect(harness.smtp.mails.map((mail) => mail.to)).toEqual([['kontakt@example.com'], ['erika@example.org']])
    const [listed] = await hosted.list()
    expect(listed).toMatchObject({
      id,
      kind: 'inquiry',
      mail: { status: 'sent', attempts: 1 },
      confirmation: { status: 'sent', attempts: 1 },
    })
    expect(listed?.fields.location).toBe(INQUIRY.location)
    expect(await hosted.purge(new Date(Date.now() + 60_000))).toBe(1)
    // The lock stays for its hour; it holds no address, only a hash.
    expect(lake.documents.map((document) => document._type)).toEqual(['confirmationLock'])
  })

  it('answers 503 when the Content Lake refuses the write, and stores nothing', async () => {
    lake.failMutations = true
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', harness.deps({ store: () => hosted }))
    expect(response.status).toBe(503)
    expect(lake.documents).toEqual([])
  })
})

describe('npm run submissions:export / :purge', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', ...args], {
      env: { ...process.env, SUBMISSIONS_DIR: harness.directory, SANITY_API_WRITE_TOKEN: '' },
      encoding: 'utf8',
    })

  it('prints every submission as JSON lines or CSV for the office, spreadsheet formulas neutralised', async () => {
    await harness.store.save({
      kind: 'inquiry',
      fields: { ...INQUIRY, name: '=HYPERLINK("x")' },
      mailStatus: 'off',
      confirmationTo: null,
    })
    await harness.store.save({ kind: 'application', fields: APPLICATION, mailStatus: 'off', confirmationTo: null })
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
    expect(header?.split(',').slice(0, 9)).toEqual([
      'id',
      'kind',
      'receivedAt',
      'handled',
      'mailStatus',
      'mailAttempts',
      'mailError',
      'confirmationStatus',
      'name',
    ])
    // The application's fields follow the inquiry's, the posting applied for last.
    expect(header?.split(',').at(-1)).toBe('jobPosting')
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
    expect(rest).toEqual([])
  })

  it('deletes what is older than the retention period and refuses a missing period', async () => {
    await harness.store.save({ kind: 'inquiry', fields: INQUIRY, mailStatus: 'off', confirmationTo: null })
    expect(run(['purge', '--older-than', '180d']).stderr).toMatch(/Deleted 0 submission/)
    expect(await harness.store.list()).toHaveLength(1)
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
