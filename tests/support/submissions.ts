import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { texts } from '@tests/support/seed'
import { type SmtpStandIn, startSmtpServer } from '@tests/support/smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resolveMailConfig, resolveRateLimit } from '@/hosting/submission-settings.ts'
import { createContentReaders } from '@/lib/content/readers'
import type { FormKind } from '@/lib/forms/form-fields'
import { runQuery } from '@/lib/sanity/fetch'
import { busyMessage, type SubmissionDeps, type SubmissionTexts } from '@/lib/submissions/handler'
import { mailer } from '@/lib/submissions/mail'
import { mailContent } from '@/lib/submissions/mail-content'
import { deliverOutbox, type MailContent } from '@/lib/submissions/outbox'
import { SubmissionLimits } from '@/lib/submissions/rate-limit'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'
import type { SubmissionStore } from '@/lib/submissions/store'

/** The form endpoints' tests: what they send, and the texts (the seed's „Formulare“) they are answered with. */
export const ORIGIN = 'https://www.example.com'
const { forms } = texts
export const TEXTS: SubmissionTexts = {
  problems: forms.problems,
  fieldLabels: Object.fromEntries(
    (['name', 'email', 'phone', 'location', 'service', 'message'] as const).map((field) => [
      field,
      forms.inquiry.fields[field].label,
    ]),
  ),
  invalidHeading: forms.invalidHeading,
  backLabel: forms.backLabel,
  failed: forms.inquiry.failed,
  rateLimited: forms.rateLimited,
}
export const INQUIRY = {
  'form-name': 'contact',
  'bot-field': '',
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  phone: '05321 123456',
  location: 'Goslar, Marktplatz 1',
  service: 'winterdienst',
  message: 'Bitte um ein Angebot fuer den Winterdienst. <b>Danke</b>',
}
export const APPLICATION = {
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

let content: Promise<MailContent> | undefined
/** The words of the outbox's mails as the site reads them from the bundled dataset (placeholders filled). */
export function bundledMailContent(): Promise<MailContent> {
  content ??= mailContent(createContentReaders(runQuery))
  return content
}

/**
 * A fresh SQLite store in a temporary folder per test, one real SMTP server per file, and the
 * handler's dependencies wired to both. Call it once, at the top of a test file.
 */
export function submissionHarness() {
  let smtp: SmtpStandIn | undefined
  let store: SubmissionStore | undefined
  let directory = ''
  let deferred: (() => Promise<unknown>)[] = []
  const ready = <Value>(value: Value | undefined, what: string): Value => {
    if (value === undefined) throw new Error(`${what} exists only inside a test`)
    return value
  }

  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(async () => {
    await smtp?.close()
  })
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'submissions-'))
    store = new SqliteSubmissionStore(directory)
    deferred = []
    if (smtp) {
      smtp.mails.length = 0
      smtp.refuse = false
    }
  })
  afterEach(async () => {
    await store?.close()
    rmSync(directory, { recursive: true, force: true })
  })

  const harness = {
    get smtp() {
      return ready(smtp, 'The SMTP server')
    },
    get store() {
      return ready(store, 'The store')
    },
    get directory() {
      return directory
    },
    deps(overrides: Partial<SubmissionDeps> = {}, env: Record<string, string> = {}): SubmissionDeps {
      const mail = resolveMailConfig({ SMTP_URL: harness.smtp.url, MAIL_FROM: 'Website <website@example.com>', ...env })
      return {
        store: () => harness.store,
        services: async () => ['winterdienst', 'bueroreinigung'],
        jobPostings: async () => ['reinigungskraft-goslar-minijob'],
        texts: async () => TEXTS,
        limits: new SubmissionLimits(resolveRateLimit({ SUBMISSIONS_CLIENT_IP_HEADER: 'x-test-ip', ...env })),
        afterResponse: (task) => deferred.push(task),
        mailEnabled: mail.kind === 'smtp',
        siteOrigins: () => [ORIGIN],
        busyMessage: async () => busyMessage('05321 123456'),
        notify: async (target) => {
          const to = mailer(mail, 'kontakt@example.com')
          return to ? deliverOutbox(target, to, await bundledMailContent()) : undefined
        },
        ...overrides,
      }
    },
    /** Runs what the handler left for after the answer (the notification mail). */
    async runDeferred() {
      for (const task of deferred.splice(0)) await task()
    },
  }
  return harness
}

export function post(
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
