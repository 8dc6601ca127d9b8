import { OlistIcon } from '@sanity/icons/Olist'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { eyebrowField, headingField, introField, sectionPreview } from './fields'

const PROCESS_STEP_COUNT = 4

/** Numbered steps, e.g. from the inquiry to the result, or how an application works. */
export const processSection = defineType({
  name: 'processSection',
  title: 'Ablauf in Schritten',
  type: 'object',
  icon: OlistIcon,
  fields: [
    eyebrowField,
    headingField,
    introField,
    defineField({
      name: 'steps',
      title: 'Schritte',
      type: 'array',
      of: [defineArrayMember({ type: 'processStep' })],
      validation: (rule) => rule.required().length(PROCESS_STEP_COUNT).error(`Genau ${PROCESS_STEP_COUNT} Schritte.`),
    }),
  ],
  preview: sectionPreview('Ablauf'),
})
