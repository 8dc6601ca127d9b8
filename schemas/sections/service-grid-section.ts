import { ThListIcon } from '@sanity/icons/ThList'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { eyebrowField, introField, sectionPreview } from './fields'

const SERVICE_GRID_SELECTIONS = [
  { value: 'all', title: 'Alle Leistungen (in der Reihenfolge der Leistungen)' },
  { value: 'featured', title: 'Ausgewählte Leistungen' },
] as const

/** Service cards: all services, or a hand-picked selection with a link to the overview. */
export const serviceGridSection = defineType({
  name: 'serviceGridSection',
  title: 'Leistungskarten',
  type: 'object',
  icon: ThListIcon,
  fields: [
    eyebrowField,
    defineField({
      name: 'heading',
      title: 'Überschrift',
      description: 'Optional, z. B. wenn der Kopfbereich die Seite schon benennt.',
      type: 'string',
      validation: (rule) => rule.max(120),
    }),
    introField,
    defineField({
      name: 'selection',
      title: 'Welche Leistungen',
      type: 'string',
      options: { list: [...SERVICE_GRID_SELECTIONS], layout: 'radio' },
      initialValue: 'all',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'services',
      title: 'Ausgewählte Leistungen',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', title: 'Leistung', to: [{ type: 'service' }] })],
      hidden: ({ parent }) => parent?.selection !== 'featured',
      validation: (rule) =>
        rule
          .unique()
          .custom((value, context) => {
            const parent = context.parent as { selection?: string } | undefined
            if (parent?.selection !== 'featured') return true
            return value && value.length >= 2 ? true : 'Bitte mindestens zwei Leistungen auswählen.'
          })
          .error(),
    }),
    defineField({
      name: 'allServicesLabel',
      title: 'Link zu allen Leistungen',
      description: 'Optional, z. B. „Alle Leistungen ansehen“. Erscheint neben der Überschrift.',
      type: 'string',
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: sectionPreview('Leistungskarten'),
})
