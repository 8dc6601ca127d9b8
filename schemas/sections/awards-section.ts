import { TiersIcon } from '@sanity/icons/Tiers'
import { defineField, defineType } from 'sanity'
import { eyebrowField, headingField, introField, sectionPreview } from './fields'

/** Every award from the list „Auszeichnungen“, newest first. */
export const awardsSection = defineType({
  name: 'awardsSection',
  title: 'Auszeichnungen',
  description: 'Zeigt alle Einträge der Liste „Auszeichnungen“, die neuesten zuerst.',
  type: 'object',
  icon: TiersIcon,
  fields: [
    eyebrowField,
    headingField,
    introField,
    defineField({
      name: 'levelLabels',
      title: 'Beschriftung der Ebenen',
      type: 'object',
      fields: [
        defineField({ name: 'region', title: 'Region', type: 'string', initialValue: 'Regional' }),
        defineField({ name: 'land', title: 'Land', type: 'string', initialValue: 'Landesebene' }),
        defineField({ name: 'bund', title: 'Bund', type: 'string', initialValue: 'Bundesebene' }),
        defineField({ name: 'international', title: 'International', type: 'string', initialValue: 'International' }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Auszeichnungen'),
})
