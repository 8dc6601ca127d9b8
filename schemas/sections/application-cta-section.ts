import { UsersIcon } from '@sanity/icons/Users'
import { defineField, defineType } from 'sanity'
import { headingField, sectionPreview, textField } from './fields'

/**
 * The invitation to the quick application (anchor #schnellbewerbung). Optionally with a box
 * for questions that offers the phone number and an e-mail application.
 */
export const applicationCtaSection = defineType({
  name: 'applicationCtaSection',
  title: 'Aufruf zur Bewerbung',
  type: 'object',
  icon: UsersIcon,
  fields: [
    headingField,
    textField,
    defineField({
      name: 'buttonLabel',
      title: 'Schaltfläche zur Schnellbewerbung',
      description: 'Leer lassen, wenn hier keine Schaltfläche erscheinen soll.',
      type: 'string',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'questions',
      title: 'Kasten „Fragen zur Bewerbung“',
      description: 'Optional: zeigt Telefonnummer und eine Schaltfläche für die Bewerbung per E-Mail.',
      type: 'object',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'heading', title: 'Überschrift', type: 'string', validation: (rule) => rule.max(80) }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }),
        defineField({
          name: 'emailButtonLabel',
          title: 'Schaltfläche „Bewerbung per E-Mail“',
          type: 'string',
          validation: (rule) => rule.max(40),
        }),
        defineField({ name: 'emailSubject', title: 'Betreff der E-Mail', type: 'string', initialValue: 'Bewerbung' }),
      ],
    }),
  ],
  preview: sectionPreview('Aufruf zur Bewerbung'),
})
