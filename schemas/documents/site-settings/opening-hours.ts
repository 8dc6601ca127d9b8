import { defineField, defineType } from 'sanity'

const WEEKDAYS = [
  { title: 'Montag', value: 'Monday' },
  { title: 'Dienstag', value: 'Tuesday' },
  { title: 'Mittwoch', value: 'Wednesday' },
  { title: 'Donnerstag', value: 'Thursday' },
  { title: 'Freitag', value: 'Friday' },
  { title: 'Samstag', value: 'Saturday' },
  { title: 'Sonntag', value: 'Sunday' },
] as const

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export const openingHoursEntry = defineType({
  name: 'openingHoursEntry',
  title: 'Öffnungszeit',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Tage (Anzeige)',
      description: 'Zum Beispiel „Mo – Fr“.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'days',
      title: 'Tage (für Suchmaschinen)',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: [...WEEKDAYS] },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'byArrangement',
      title: 'Nach Vereinbarung',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'opens',
      title: 'Von (HH:MM)',
      type: 'string',
      hidden: ({ parent }) => Boolean(parent?.byArrangement),
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { byArrangement?: boolean } | undefined
          if (parent?.byArrangement) return true
          return value && TIME_PATTERN.test(value) ? true : 'Uhrzeit im Format HH:MM angeben.'
        }),
    }),
    defineField({
      name: 'closes',
      title: 'Bis (HH:MM)',
      type: 'string',
      hidden: ({ parent }) => Boolean(parent?.byArrangement),
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { byArrangement?: boolean; opens?: string } | undefined
          if (parent?.byArrangement) return true
          if (!value || !TIME_PATTERN.test(value)) return 'Uhrzeit im Format HH:MM angeben.'
          return parent?.opens && value <= parent.opens ? 'Das Ende muss nach dem Beginn liegen.' : true
        }),
    }),
  ],
  preview: {
    select: { title: 'label', opens: 'opens', closes: 'closes', byArrangement: 'byArrangement' },
    prepare: ({ title, opens, closes, byArrangement }) => ({
      title,
      subtitle: byArrangement ? 'nach Vereinbarung' : `${opens} – ${closes} Uhr`,
    }),
  },
})
