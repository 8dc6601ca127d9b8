import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'

/**
 * The office's inbox (Studio workspace „Posteingang“, on the private submissions dataset):
 * what visitors sent through the inquiry form and the quick application. The site writes
 * these documents; the office reads them and ticks „Erledigt“. Visitor input is read-only.
 */

const readOnlyText = (name: string, title: string, type: 'string' | 'text' = 'string') =>
  defineField({ name, title, type, readOnly: true })

const common = [
  defineField({
    name: 'handled',
    title: 'Erledigt',
    description: 'Abhaken, sobald jemand geantwortet hat.',
    type: 'boolean',
    initialValue: false,
  }),
  defineField({ name: 'receivedAt', title: 'Eingegangen am', type: 'datetime', readOnly: true }),
  defineField({
    name: 'mail',
    title: 'Benachrichtigung per E-Mail',
    description: '„ausstehend“: der Versand wird automatisch wiederholt. „aus“: kein E-Mail-Server eingerichtet.',
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
            { title: 'aus', value: 'off' },
          ],
        },
      }),
      defineField({ name: 'attempts', title: 'Versuche', type: 'number' }),
      defineField({ name: 'lastError', title: 'Letzter Fehler', type: 'string' }),
      defineField({ name: 'sentAt', title: 'Gesendet am', type: 'datetime' }),
    ],
  }),
]

const preview = (subtitleField: string) => ({
  select: { name: 'name', receivedAt: 'receivedAt', handled: 'handled', detail: subtitleField },
  prepare: ({ name, receivedAt, handled, detail }: Record<string, unknown>) => ({
    title: `${handled ? '✓ ' : ''}${String(name ?? 'Ohne Namen')}`,
    subtitle: [
      receivedAt
        ? new Date(String(receivedAt)).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' })
        : null,
      detail,
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
    readOnlyText('service', 'Gewünschte Leistung'),
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
    readOnlyText('contractType', 'Anstellungsart'),
    readOnlyText('workLocation', 'Einsatzort'),
    readOnlyText('workTimeFrom', 'Verfügbar ab'),
    readOnlyText('workTimeTo', 'Verfügbar bis'),
    readOnlyText('workDays', 'Verfügbare Tage'),
  ],
  orderings,
  preview: preview('contractType'),
})

export const submissionSchemaTypes = [inquiry, application]
