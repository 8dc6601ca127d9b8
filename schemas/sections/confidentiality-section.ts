import { LockIcon } from '@sanity/icons/Lock'
import { defineField, defineType } from 'sanity'
import { headingField, sectionPreview } from './fields'

/** The discretion promise, in place of testimonials where references would be out of place. */
export const confidentialitySection = defineType({
  name: 'confidentialitySection',
  title: 'Hinweis zur Vertraulichkeit',
  description: 'Ersetzt die Kundenstimmen, wo Diskretion wichtiger ist als Referenzen.',
  type: 'object',
  icon: LockIcon,
  fields: [
    headingField,
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().error('Bitte einen Text eingeben.'),
    }),
    defineField({ name: 'points', title: 'Zusicherungen', type: 'array', of: [{ type: 'string' }] }),
  ],
  preview: sectionPreview('Vertraulichkeit'),
})
