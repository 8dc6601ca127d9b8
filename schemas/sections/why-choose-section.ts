import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { defineType } from 'sanity'
import { featureItemsField, headingField, imageField, introField, sectionPreview } from './fields'

/** Reasons to choose the company, as a check list beside an optional image. */
export const whyChooseSection = defineType({
  name: 'whyChooseSection',
  title: 'Warum wir',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [headingField, introField, featureItemsField('items', 'Gründe', 3, 8), imageField],
  preview: sectionPreview('Warum wir'),
})
