import { SplitHorizontalIcon } from '@sanity/icons/SplitHorizontal'
import { defineField, defineType } from 'sanity'
import { headingField, introField, sectionPreview } from './fields'

/** Two photos of the same place with a draggable divider. */
export const beforeAfterSection = defineType({
  name: 'beforeAfterSection',
  title: 'Vorher/Nachher-Vergleich',
  type: 'object',
  icon: SplitHorizontalIcon,
  fields: [
    headingField,
    introField,
    defineField({
      name: 'before',
      title: 'Bild vorher',
      type: 'accessibleImage',
      validation: (rule) => rule.required().error('Bitte das Bild „vorher“ wählen.'),
    }),
    defineField({
      name: 'after',
      title: 'Bild nachher',
      type: 'accessibleImage',
      validation: (rule) => rule.required().error('Bitte das Bild „nachher“ wählen.'),
    }),
    defineField({
      name: 'beforeLabel',
      title: 'Beschriftung vorher',
      type: 'string',
      initialValue: 'Vorher',
      validation: (rule) => rule.required().error('Bitte eine Beschriftung eingeben.'),
    }),
    defineField({
      name: 'afterLabel',
      title: 'Beschriftung nachher',
      type: 'string',
      initialValue: 'Nachher',
      validation: (rule) => rule.required().error('Bitte eine Beschriftung eingeben.'),
    }),
    defineField({
      name: 'caption',
      title: 'Bildunterschrift',
      description: 'Zum Beispiel der Hinweis, dass es sich um eine Illustration handelt.',
      type: 'string',
    }),
  ],
  preview: sectionPreview('Vorher/Nachher', { media: 'after' }),
})
