import { defineField, defineType } from 'sanity'

export const serviceCategory = defineType({
  name: 'serviceCategory',
  title: 'Leistungskategorie',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'order',
      title: 'Reihenfolge',
      description: 'Spalte im Menü von links nach rechts.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', order: 'order' },
    prepare: ({ title, order }) => ({ title, subtitle: `Spalte ${order + 1}` }),
  },
})
