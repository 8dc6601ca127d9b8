import { createTransport, type Transporter } from 'nodemailer'
import type { MailConfig } from '@/hosting/submission-settings.ts'
import { FORM_FIELDS, type FormKind } from '@/lib/forms/form-fields'
import type { Submission } from './store'

/** German field names for the office's mail (an internal message, not site copy). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  location: 'Einsatzort',
  service: 'Leistung',
  message: 'Nachricht',
  contractType: 'Anstellungsart',
  workLocation: 'Einsatzort',
  workTimeFrom: 'Verfügbar ab',
  workTimeTo: 'Verfügbar bis',
  workDays: 'Tage',
  jobPosting: 'Stellenangebot',
}

const SUBJECTS: Record<FormKind, (fields: Record<string, string>) => string> = {
  inquiry: (fields) => `Neue Anfrage über die Website: ${fields.name}`,
  application: (fields) => `Neue Kurzbewerbung über die Website: ${fields.name}`,
}

/** Labels of choice values (service titles, contract types, places), when the caller knows them. */
export type ValueLabels = Partial<Record<string, Record<string, string>>>

/** The mail for one submission: every field, labelled, plain text (nothing from the visitor is ever HTML). */
export function composeMail(submission: Submission, labels: ValueLabels = {}) {
  const { fields } = submission
  const lines = FORM_FIELDS[submission.kind].map((field) => {
    const value = fields[field] ?? ''
    const label = labels[field]?.[value]
    const shown = value === '' ? '–' : label ? `${label} (${value})` : value
    return field === 'message' ? `${FIELD_LABELS[field]}:\n${shown}` : `${FIELD_LABELS[field] ?? field}: ${shown}`
  })
  const received = new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(submission.receivedAt))
  return {
    subject: SUBJECTS[submission.kind](fields),
    text: `${lines.join('\n')}\n\n—\nEingegangen am ${received} (Nr. ${submission.id}).\nAntworten Sie direkt auf diese E-Mail, um der Person zu schreiben.\n`,
    replyTo: fields.email || undefined,
  }
}

/**
 * The visitor's confirmation (site texts, „Formulare“): the same words for everyone, placeholders
 * filled from the settings, nothing from the form but the address it goes to.
 */
export type ConfirmationTexts = Record<FormKind, { subject: string; text: string }> & {
  /** Where a reply to the confirmation goes: the company's e-mail from the settings. */
  replyTo: string | null
}

/** The confirmation for one submission, to its validated address. */
export function composeConfirmation(submission: Submission, texts: ConfirmationTexts) {
  const to = submission.fields.email
  if (!to) throw new Error(`Submission ${submission.id} has no e-mail address to confirm to.`)
  const { subject, text } = texts[submission.kind]
  return {
    to,
    subject,
    text: text.endsWith('\n') ? text : `${text}\n`,
    replyTo: texts.replyTo ?? undefined,
    // RFC 3834: an automatic message, so that mail systems do not answer it automatically in turn.
    headers: { 'Auto-Submitted': 'auto-generated' },
  }
}

export type Mailer = { transport: Transporter; from: string; to: string }

let transports: { url: string; transport: Transporter } | undefined

/** The transport of this process (pooled connections), or null when mail is off. */
export function mailer(config: MailConfig, fallbackTo: string | null): Mailer | null {
  if (config.kind === 'off') return null
  if (config.kind === 'invalid') throw new Error(config.reason)
  const to = config.to ?? fallbackTo
  if (!to) throw new Error('MAIL_TO is not set and the settings have no company e-mail to send notifications to.')
  if (transports?.url !== config.url)
    transports = {
      url: config.url,
      // Well inside the outbox's lease (outbox.ts): a hanging relay cannot hold a mail for long.
      transport: createTransport({
        url: config.url,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      }),
    }
  return { transport: transports.transport, from: config.from, to }
}
