import { BookIcon } from '@sanity/icons/Book'
import { defineField, defineType } from 'sanity'
import { eyebrowField, headingField, imageField, sectionPreview } from './fields'

/** The company's story with a photo and three facts from the settings (founding year, experience, customers). */
export const founderStorySection = defineType({
  name: 'founderStorySection',
  title: 'Gründergeschichte',
  type: 'object',
  icon: BookIcon,
  fields: [
    eyebrowField,
    headingField,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      validation: (rule) => rule.required().error('Bitte einen Text eingeben.'),
    }),
    imageField,
    defineField({
      name: 'factLabels',
      title: 'Beschriftung der Kennzahlen',
      description: 'Die Werte (Gründungsjahr, Erfahrung, Kunden) stehen in den Einstellungen.',
      type: 'object',
      fields: [
        defineField({ name: 'founded', title: 'Gründungsjahr', type: 'string', initialValue: 'gegründet' }),
        defineField({ name: 'experience', title: 'Erfahrung', type: 'string', initialValue: 'Erfahrung' }),
        defineField({ name: 'customers', title: 'Kunden', type: 'string', initialValue: 'Kunden' }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Gründergeschichte'),
})
