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
      name: 'quote',
      title: 'Zitat',
      description: 'Die Worte der Person, ohne Anführungszeichen.',
      type: 'text',
      rows: 4,
      validation: (rule) => [rule.required(), rule.max(400).warning('Kurze Stimmen wirken stärker.')],
    }),
    // Renamed to `quote` (docs/how-to/rename-a-field.md): shown, read-only, only where a document still
    // has it, until studio/migrations/testimonial-text-to-quote has run on every dataset; then removed
    // with the `coalesce` in web/lib/sanity/queries.ts.
    defineField({
      name: 'text',
      title: 'Text (alt)',
      type: 'text',
      rows: 4,
      deprecated: { reason: 'Heißt jetzt „Zitat“. Der Inhalt wird dorthin übertragen; danach entfällt dieses Feld.' },
      readOnly: true,
      hidden: ({ value }) => value === undefined,
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
