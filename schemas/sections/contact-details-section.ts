import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'
import { sectionPreview } from './fields'

const card = (name: string, title: string, initial: string) =>
  defineField({
    name,
    title,
    type: 'object',
    fields: [
      defineField({
        name: 'title',
        title: 'Titel',
        type: 'string',
        initialValue: initial,
        validation: (rule) => [rule.required().error('Bitte einen Titel eingeben.'), rule.max(60)],
      }),
      defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }),
    ],
    validation: (rule) => rule.required(),
  })

/** Three cards: phone, e-mail and opening hours; the values come from the settings. */
export const contactDetailsSection = defineType({
  name: 'contactDetailsSection',
  title: 'Kontaktwege',
  description: 'Telefon, E-Mail und Öffnungszeiten aus den Einstellungen, mit Ihren Texten dazu.',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Name des Abschnitts für Screenreader',
      type: 'string',
      initialValue: 'Kontaktwege',
      validation: (rule) => rule.required(),
    }),
    card('phone', 'Karte Telefon', 'Anrufen'),
    card('email', 'Karte E-Mail', 'E-Mail schreiben'),
    card('hours', 'Karte Öffnungszeiten', 'Öffnungszeiten'),
  ],
  preview: sectionPreview('Kontaktwege', { heading: 'phone.title' }),
})
