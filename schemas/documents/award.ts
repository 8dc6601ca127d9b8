import { defineField, defineType } from 'sanity'

/** Where an award was given, from the region (Harz, Landkreis Goslar) to abroad; the site names each by the awards section's labels. */
export const AWARD_LEVELS = [
  { title: 'Region', value: 'region' },
  { title: 'Land', value: 'land' },
  { title: 'Bund', value: 'bund' },
  { title: 'International', value: 'international' },
] as const

export const award = defineType({
  name: 'award',
  title: 'Auszeichnung',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'level',
      title: 'Ebene',
      description: 'Region: z. B. ein Preis des Landkreises, der Stadt oder der Harzer Wirtschaft.',
      type: 'string',
      options: { list: [...AWARD_LEVELS], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'year',
      title: 'Jahr',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1950).max(2100),
    }),
    defineField({
      name: 'issuer',
      title: 'Verliehen von',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({ name: 'description', title: 'Beschreibung', type: 'text', rows: 3 }),
    defineField({
      name: 'image',
      title: 'Logo oder Urkunde',
      description: 'Optional. Erscheint auf „Über uns“ neben der Auszeichnung, statt des Pokal-Symbols.',
      type: 'accessibleImage',
    }),
  ],
  orderings: [{ title: 'Jahr, neueste zuerst', name: 'yearDesc', by: [{ field: 'year', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', year: 'year', level: 'level', media: 'image' },
    prepare: ({ title, year, level, media }) => ({
      title,
      subtitle: [year, AWARD_LEVELS.find((entry) => entry.value === level)?.title].filter(Boolean).join(' · '),
      media,
    }),
  },
})

export const membership = defineType({
  name: 'membership',
  title: 'Mitgliedschaft',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({ name: 'description', title: 'Beschreibung', type: 'text', rows: 2 }),
    defineField({ name: 'url', title: 'Website', type: 'url' }),
    defineField({
      name: 'order',
      title: 'Reihenfolge',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
})
