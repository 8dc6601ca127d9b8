import { defineField, defineType } from 'sanity'

const RATING_MAX = 5

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Kundenstimme',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      description: 'Nur mit Einverständnis der Person veröffentlichen.',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'role',
      title: 'Funktion / Unternehmen',
      type: 'string',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'town',
      title: 'Ort',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 4,
      validation: (rule) => [rule.required(), rule.max(400).warning('Kurze Stimmen wirken stärker.')],
    }),
    defineField({
      name: 'rating',
      title: 'Bewertung (Sterne)',
      type: 'number',
      options: { list: [1, 2, 3, 4, 5] },
      initialValue: RATING_MAX,
      validation: (rule) => rule.required().integer().min(1).max(RATING_MAX),
    }),
  ],
  preview: {
    select: { title: 'name', role: 'role', town: 'town', rating: 'rating' },
    prepare: ({ title, role, town, rating }) => ({
      title: title || 'Neue Kundenstimme',
      subtitle: [`${'★'.repeat(rating ?? 0)}`, role, town].filter(Boolean).join(' · '),
    }),
  },
})
