import { ICON_NAMES, ICON_TITLES } from '@shared/icons'
import { defineField, defineType } from 'sanity'

/** A card or list entry with an optional icon: benefits, strengths, reasons, intervals. */
export const featureItem = defineType({
  name: 'featureItem',
  title: 'Eintrag',
  type: 'object',
  fields: [
    defineField({
      name: 'icon',
      title: 'Symbol',
      type: 'string',
      options: { list: ICON_NAMES.map((value) => ({ title: ICON_TITLES[value], value })) },
    }),
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
})

/** One step of a four-step process. */
export const processStep = defineType({
  name: 'processStep',
  title: 'Schritt',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
})
