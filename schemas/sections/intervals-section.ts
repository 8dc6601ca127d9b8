import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineType } from 'sanity'
import { featureItemsField, headingField, introField, sectionPreview } from './fields'

/** Cleaning intervals to choose from (weekly, every 14 days, monthly …). */
export const intervalsSection = defineType({
  name: 'intervalsSection',
  title: 'Reinigungsintervalle',
  type: 'object',
  icon: CalendarIcon,
  fields: [headingField, introField, featureItemsField('options', 'Intervalle', 2, 6)],
  preview: sectionPreview('Intervalle'),
})
