import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { texts } from '@tests/support/seed'
import { parseMail } from '@tests/support/smtp-server'
import { APPLICATION, bundledMailContent, INQUIRY, post, submissionHarness } from '@tests/support/submissions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveMailConfig } from '@/hosting/submission-settings.ts'
import { handleSubmission } from '@/lib/submissions/handler'
import { mailer } from '@/lib/submissions/mail'
import { deliverOutbox, MAIL_LEASE_MS } from '@/lib/submissions/outbox'
import { SanitySubmissionStore } from '@/lib/submissions/sanity-store'
import type { SubmissionStore } from '@/lib/submissions/store'

/**
 * The visitor's confirmation: after a stored inquiry or application, one short mail to the
 * validated address, in the CMS's words, repeating nothing the visitor typed, at most one per
 * address and hour across both forms, through the same outbox as the office's mail.
 */

const harness = submissionHarness()
const { confirmation } = texts.forms
const MINUTE = 60_000

afterEach(() => {
  vi.useRealTimers()
})

/** Posts a form and runs what follows the answer (the outbox); returns the answer's status. */
async function submit(kind: 'inquiry' | 'application', fields: Record<string, string>) {
  const response = await handleSubmission(post(kind, fields), kind, harness.deps())
  await harness.runDeferred()
  return response.status
}

const confirmationsTo = (address: string) =>
  harness.smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw))

describe('the confirmation of an inquiry', () => {
  it('goes to the visitor in the CMS’s words with the settings filled in, after the answer', async () => {
    expect(await submit('inquiry', INQUIRY)).toBe(201)
    const [mail, ...more] = confirmationsTo('erika@example.org')
    expect(more).toEqual([])
    expect(mail?.subject).toBe(confirmation.inquirySubject)
    expect(mail?.text).toBe(`${(await bundledMailContent()).confirmation.inquiry.text}\n`)
    // {Antwortzeit}, {Telefon} and {Bürozeiten} from the settings.
    expect(mail?.text).toContain('innerhalb von 24 Stunden')
    expect(mail?.text).toContain('05321 000 000 (Mo – Fr 08:00 – 17:00 Uhr)')
    expect(mail?.text).not.toMatch(/[{}]/)
    expect(mail?.headers['reply-to']).toBe('kontakt@example.com')
    expect(mail?.headers['auto-submitted']).toBe('auto-generated')
    expect(mail?.headers.from).toBe('Website <website@example.com>')
    const [stored] = await harness.store.list()
    expect(stored?.confirmation).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('greets neutrally and repeats nothing the visitor typed, not even the name', async () => {
    await submit('inquiry', INQUIRY)
    const [mail] = confirmationsTo('erika@example.org')
    expect(mail?.text).toMatch(/^Guten Tag,\n/)
    for (const typed of [INQUIRY.name, 'Erika', 'Mustermann', INQUIRY.phone, INQUIRY.location, INQUIRY.message, '<b>'])
      expect(`${mail?.subject}\n${mail?.text}`).not.toContain(typed)
  })
})

describe('the confirmation of an application', () => {
  it('names the reply time for applications ({Bewerbungsfrist}) and nothing typed', async () => {
    expect(await submit('application', APPLICATION)).toBe(201)
    const [mail] = confirmationsTo('max@example.org')
    expect(mail?.subject).toBe(confirmation.applicationSubject)
    expect(mail?.text).toContain('innerhalb von 2 Werktagen')
    for (const typed of [APPLICATION.name, 'Max', APPLICATION.phone]) expect(mail?.text).not.toContain(typed)
  })
})

describe('at most one confirmation per address and hour, across both forms', () => {
  it('a second form from the same address within the hour gets none, after the hour it gets one', async () => {
    await submit('inquiry', INQUIRY)
    // The application from the same address, written differently: mail servers ignore the case.
    await submit('application', { ...APPLICATION, email: ' Erika@Example.ORG ' })
    expect(confirmationsTo('erika@example.org')).toHaveLength(1)
    const [, second] = await harness.store.list()
    expect(second?.confirmation.status).toBe('off')
    // Both were stored and the office got both.
    expect(harness.smtp.mails.filter((mail) => mail.to.includes('kontakt@example.com'))).toHaveLength(2)

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * MINUTE })
    await submit('inquiry', { ...INQUIRY, message: 'Noch eine Frage zum Winterdienst.' })
    expect(confirmationsTo('erika@example.org')).toHaveLength(2)
  })

  it('one mailbox written with +tags or in other case gets one confirmation, not one per spelling', async () => {
    const spellings = ['erika+1@example.org', 'erika+2@example.org', 'Erika+angebot@Example.ORG', 'ERIKA@example.org']
    for (const [index, email] of spellings.entries()) {
      // From different visitors, so only the rule per address can hold them back.
      const request = post(
        'inquiry',
        { ...INQUIRY, email, message: `Anfrage ${index}` },
        {
          headers: { 'x-test-ip': `198.51.100.${index + 1}` },
        },
      )
      expect((await handleSubmission(request, 'inquiry', harness.deps())).status).toBe(201)
      await harness.runDeferred()
    }
    const confirmations = harness.smtp.mails.filter((mail) => !mail.to.includes('kontakt@example.com'))
    expect(confirmations.map((mail) => mail.to)).toEqual([['erika+1@example.org']])
    // The tag is the visitor's own: a confirmation goes to the address as typed.
    expect((await harness.store.list()).map((submission) => submission.fields.email)).toEqual(spellings)
  })

  it('another address gets its own confirmation at once', async () => {
    await submit('inquiry', INQUIRY)
    await submit('inquiry', { ...INQUIRY, email: 'jemand@example.org' })
    expect(confirmationsTo('erika@example.org')).toHaveLength(1)
    expect(confirmationsTo('jemand@example.org')).toHaveLength(1)
  })
})

describe('no confirmation where none is due', () => {
  it('not for an address that failed validation, nor for the spam trap, nor without a mail server', async () => {
    expect(await submit('inquiry', { ...INQUIRY, email: 'erika-at-example.org' })).toBe(422)
    expect(await submit('inquiry', { ...INQUIRY, 'bot-field': 'https://spam.example' })).toBe(201)
    expect(harness.smtp.mails).toEqual([])
    const response = await handleSubmission(post('inquiry', INQUIRY), 'inquiry', harness.deps({ mailEnabled: false }))
    expect(response.status).toBe(201)
    expect((await harness.store.list())[0]?.confirmation.status).toBe('off')
  })

  it('a confirmation the relay rejects for good fails like the office’s mail, which still arrives', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    harness.smtp.reject = (raw) => raw.includes('Auto-Submitted: auto-generated')
    await submit('inquiry', INQUIRY)
    const content = await bundledMailContent()
    const target = mailer(
      resolveMailConfig({ SMTP_URL: harness.smtp.url, MAIL_FROM: 'w@example.com' }),
      'k@example.com',
    )
    if (!target) throw new Error('mail is off')
    // Attempts 2 and 3 after the backoff (1, then 2 minutes): then the confirmation is given up.
    for (const minutes of [1.1, 3.2]) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + minutes * MINUTE })
      await deliverOutbox(harness.store, target, content)
      vi.useRealTimers()
    }
    const [stored] = await harness.store.list()
    expect(stored?.mail.status).toBe('sent')
    expect(stored?.confirmation).toMatchObject({ status: 'failed', attempts: 3 })
    expect(stored?.confirmation.lastError).toMatch(/550|rejected/i)
    warnings.mockRestore()
    errors.mockRestore()
  })
})

/**
 * A backlog of `count` submissions, each with the office's mail and a confirmation due: one claim of
 * 20 takes the office's mails first and leases nothing it does not return, so the rest can be
 * claimed at once (a mail leased and dropped would wait for its lease to run out: 5 minutes).
 */
async function expectClaimsWithoutLeftovers(store: SubmissionStore, count: number) {
  for (let index = 0; index < count; index++)
    await store.save({
      kind: 'inquiry',
      fields: { ...INQUIRY, email: `warteschlange${index}@example.org` },
      mailStatus: 'pending',
      confirmationTo: `warteschlange${index}@example.org`,
    })
  const now = new Date()
  const first = await store.claimDueMails(20, now, MAIL_LEASE_MS)
  expect(first.map((job) => job.slot).sort()).toEqual([
    ...Array<string>(5).fill('confirmation'),
    ...Array<string>(15).fill('mail'),
  ])
  const second = await store.claimDueMails(20, now, MAIL_LEASE_MS)
  expect(second.map((job) => job.slot)).toEqual(Array<string>(10).fill('confirmation'))
  expect(await store.claimDueMails(20, now, MAIL_LEASE_MS)).toEqual([])
}

describe('a claim leases only the mails it returns, the office’s first', () => {
  it('in SQLite', async () => {
    await expectClaimsWithoutLeftovers(harness.store, 15)
  })

  it('in the Content Lake', async () => {
    const lake = await startContentLake({
      documents: [],
      projectId: 'abc123',
      dataset: 'submissions',
      token: 'write-token',
    })
    try {
      const config = { projectId: 'abc123', dataset: 'submissions', token: 'write-token', apiHost: lake.url }
      await expectClaimsWithoutLeftovers(new SanitySubmissionStore(config), 15)
    } finally {
      await lake.close()
    }
  })
})

describe('the hosted store decides the same way, atomically', () => {
  let lake: ContentLakeStandIn
  const config = () => ({ projectId: 'abc123', dataset: 'submissions', token: 'write-token', apiHost: lake.url })
  const application = (email: string, name = 'Max Muster') => ({
    kind: 'application' as const,
    fields: { ...APPLICATION, name, email },
    mailStatus: 'pending' as const,
    confirmationTo: email,
  })
  beforeEach(async () => {
    lake = await startContentLake({ documents: [], projectId: 'abc123', dataset: 'submissions', token: 'write-token' })
  })
  afterEach(async () => {
    await lake.close()
  })

  it('stores the confirmation’s state in the inbox document and a lock that holds no address', async () => {
    const store = new SanitySubmissionStore(config())
    const first = await store.save(application('max@example.org'))
    const second = await store.save(application('MAX@example.org', 'Max zum zweiten'))
    expect(first.confirmation.status).toBe('pending')
    expect(second.confirmation.status).toBe('off')
    const inbox = lake.documents.filter((document) => document._type === 'application')
    expect(inbox.map((document) => (document.confirmation as { status: string }).status)).toEqual(['pending', 'off'])
    const [lock, ...others] = lake.documents.filter((document) => document._type === 'confirmationLock')
    expect(others).toEqual([])
    expect(JSON.stringify(lock)).not.toMatch(/max@example\.org/i)
    // A day later the lock has served its purpose: purge deletes it with nothing else.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * MINUTE })
    expect(await store.purge(new Date(0))).toBe(0)
    vi.useRealTimers()
    expect(lake.documents.filter((document) => document._type === 'confirmationLock')).toEqual([])
    expect(lake.documents.filter((document) => document._type === 'application')).toHaveLength(2)
  })

  it('two instances saving for one address at the same moment confirm exactly once', async () => {
    const stores: SubmissionStore[] = [new SanitySubmissionStore(config()), new SanitySubmissionStore(config())]
    const saved = await Promise.all(
      stores.flatMap((store, index) => [
        store.save(application('gleichzeitig@example.org', `A${index}`)),
        store.save(application('gleichzeitig@example.org', `B${index}`)),
      ]),
    )
    expect(saved.map((submission) => submission.confirmation.status).sort()).toEqual(['off', 'off', 'off', 'pending'])
    expect(lake.documents.filter((document) => document._type === 'application')).toHaveLength(4)
  })
})
