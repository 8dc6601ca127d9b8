import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'
import { eyebrowField, headingField, sectionPreview, textField } from './fields'

/** Where the company works: text and the towns from the settings. */
export const serviceAreaSection = defineType({
  name: 'serviceAreaSection',
  title: 'Einsatzgebiet',
  type: 'object',
  icon: PinIcon,
  fields: [
    eyebrowField,
    headingField,
    textField,
    defineField({
      name: 'townsLabel',
      title: 'Name der Ortsliste für Screenreader',
      type: 'string',
      initialValue: 'Orte im Einsatzgebiet',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Einsatzgebiet'),
})
