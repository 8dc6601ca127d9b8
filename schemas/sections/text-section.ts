import { TextIcon } from '@sanity/icons/Text'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { actionField, eyebrowField, headingField, imageField, sectionPreview } from './fields'

/** Free text with optional items below, an image beside it and a link button. */
export const textSection = defineType({
  name: 'textSection',
  title: 'Freier Textabschnitt',
  type: 'object',
  icon: TextIcon,
  fields: [
    eyebrowField,
    headingField,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      validation: (rule) => rule.required().error('Bitte einen Text eingeben.'),
    }),
    defineField({
      name: 'items',
      title: 'Aufzählung',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
    }),
    imageField,
    actionField('action', 'Schaltfläche (optional)'),
  ],
  preview: sectionPreview('Textabschnitt'),
})
