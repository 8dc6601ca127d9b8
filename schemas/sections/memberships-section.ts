import { LinkIcon } from '@sanity/icons/Link'
import { defineType } from 'sanity'
import { eyebrowField, headingField, introField, sectionPreview } from './fields'

/** Every membership from the list „Mitgliedschaften“. */
export const membershipsSection = defineType({
  name: 'membershipsSection',
  title: 'Mitgliedschaften',
  description: 'Zeigt alle Einträge der Liste „Mitgliedschaften“ in ihrer Reihenfolge.',
  type: 'object',
  icon: LinkIcon,
  fields: [eyebrowField, headingField, introField],
  preview: sectionPreview('Mitgliedschaften'),
})
