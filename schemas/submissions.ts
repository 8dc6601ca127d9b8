import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { CONTRACT_TYPE_TITLES, type ContractType } from '@shared/work'
import { defineField, defineType } from 'sanity'
import { type ChoiceKind, SubmissionChoiceInput } from './submission-choice-input'

/**
 * The office's inbox (Studio workspace „Posteingang“, on the private submissions dataset):
 * what visitors sent through the inquiry form and the quick application. The site writes
 * these documents; the office reads them and ticks „Erledigt“. Visitor input is read-only.
 */

const readOnlyText = (name: string, title: string, type: 'string' | 'text' = 'string') =>
  defineField({ name, title, type, readOnly: true })

/** A stored choice, shown by its name (submission-choice-input.tsx). */
const readOnlyChoice = (name: ChoiceKind, title: string, description?: string) =>
  defineField({
    name,
    title,
    ...(description ? { description } : {}),
    type: 'string',
    readOnly: true,
    components: { input: SubmissionChoiceInput },
  })

/** Where one of a submission's mails stands in the outbox (web/lib/submissions/store.ts, MailState). */
function mailStateField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    description,
    type: 'object',
    readOnly: true,
    options: { collapsible: true, collapsed: true },
    fields: [
      defineField({
        name: 'status',
        title: 'Status',
        type: 'string',
        options: {
          list: [
            { title: 'gesendet', value: 'sent' },
            { title: 'ausstehend', value: 'pending' },
            { title: 'fehlgeschlagen', value: 'failed' },
            { title: 'aus', value: 'off' },
          ],
        },
      }),
      defineField({ name: 'attempts', title: 'Versuche', type: 'number' }),
      defineField({ name: 'lastError', title: 'Letzter Fehler', type: 'string' }),
      defineField({ name: 'sentAt', title: 'Gesendet am', type: 'datetime' }),
      defineField({ name: 'nextAttemptAt', title: 'Nächster Versuch', type: 'datetime' }),
      // The outbox's claim on the mail while one run sends it; nothing for the office.
      defineField({ name: 'leaseUntil', title: 'Reserviert bis', type: 'datetime', hidden: true }),
    ],
  })
}

const common = [
  defineField({
    name: 'handled',
    title: 'Erledigt',
    description: 'Abhaken, sobald jemand geantwortet hat.',
    type: 'boolean',
    initialValue: false,
  }),
  defineField({ name: 'receivedAt', title: 'Eingegangen am', type: 'datetime', readOnly: true }),
  // What makes a repeated post (double click, retry) the same submission; nothing for the office.
  defineField({
    name: 'dedupeKey',
    title: 'Kennung gegen Doppelsendungen',
    type: 'string',
    hidden: true,
    readOnly: true,
  }),
  mailStateField(
    'mail',
    'Benachrichtigung per E-Mail',
    '„ausstehend“: der Versand wird automatisch wiederholt, mit wachsendem Abstand. „fehlgeschlagen“: nach mehreren Versuchen aufgegeben (Grund unter „Letzter Fehler“); bitte die Anfrage hier lesen. „aus“: kein E-Mail-Server eingerichtet.',
  ),
  mailStateField(
    'confirmation',
    'Bestätigung an die absendende Person',
    'Die automatische Eingangsbestätigung an die angegebene E-Mail-Adresse. „aus“: kein E-Mail-Server eingerichtet, oder diese Adresse hat in der Stunde davor schon eine Bestätigung bekommen (höchstens eine pro Stunde).',
  ),
]

const preview = (subtitleField: string, label: (value: string) => string = (value) => value) => ({
  select: { name: 'name', receivedAt: 'receivedAt', handled: 'handled', detail: subtitleField, mail: 'mail.status' },
  prepare: ({ name, receivedAt, handled, detail, mail }: Record<string, unknown>) => ({
    title: `${handled ? '✓ ' : ''}${String(name ?? 'Ohne Namen')}`,
    subtitle: [
      receivedAt
        ? new Date(String(receivedAt)).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' })
        : null,
      detail ? label(String(detail)) : null,
      mail === 'failed' ? 'E-Mail-Benachrichtigung fehlgeschlagen' : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }),
})

const orderings = [
  { title: 'Neueste zuerst', name: 'receivedAtDesc', by: [{ field: 'receivedAt', direction: 'desc' as const }] },
]

const inquiry = defineType({
  name: 'inquiry',
  title: 'Anfrage',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    ...common,
    readOnlyText('name', 'Name'),
    readOnlyText('email', 'E-Mail'),
    readOnlyText('phone', 'Telefon'),
    readOnlyText('location', 'Einsatzort'),
    readOnlyChoice('service', 'Gewünschte Leistung'),
    readOnlyText('message', 'Nachricht', 'text'),
  ],
  orderings,
  preview: preview('location'),
})

const application = defineType({
  name: 'application',
  title: 'Bewerbung',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    ...common,
    readOnlyText('name', 'Name'),
    readOnlyText('phone', 'Telefon'),
    readOnlyText('email', 'E-Mail'),
    readOnlyChoice('contractType', 'Anstellungsart'),
    readOnlyChoice('workLocation', 'Einsatzort'),
    readOnlyText('workTimeFrom', 'Verfügbar ab'),
    readOnlyText('workTimeTo', 'Verfügbar bis'),
    readOnlyText('workDays', 'Verfügbare Tage'),
    readOnlyChoice(
      'jobPosting',
      'Stellenangebot',
      'Die Stelle, auf die sich die Person beworben hat; leer bei einer allgemeinen Bewerbung.',
    ),
  ],
  orderings,
  preview: preview('contractType', (value) => CONTRACT_TYPE_TITLES[value as ContractType] ?? value),
})

export const submissionSchemaTypes = [inquiry, application]
