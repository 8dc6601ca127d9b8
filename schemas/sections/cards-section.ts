import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { defineType } from 'sanity'
import { eyebrowField, featureItemsField, headingField, introField, sectionPreview } from './fields'

/** Cards with icon, title and text: benefits, strengths, reasons, what a service covers. */
export const cardsSection = defineType({
  name: 'cardsSection',
  title: 'Karten',
  type: 'object',
  icon: ThLargeIcon,
  fields: [eyebrowField, headingField, introField, featureItemsField('cards', 'Karten', 2, 9)],
  preview: sectionPreview('Karten'),
})
