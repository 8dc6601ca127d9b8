import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { defineField, defineType } from 'sanity'
import { headingField, sectionPreview } from './fields'

/** The address and a map, shown only with the visitor's consent (anchor #map). */
export const mapSection = defineType({
  name: 'mapSection',
  title: 'Karte',
  type: 'object',
  icon: EarthGlobeIcon,
  fields: [
    headingField,
    defineField({
      name: 'consentNotice',
      title: 'Hinweis ohne Zustimmung',
      description: 'Erscheint statt der Karte, solange keine Zustimmung zu Marketing-Cookies vorliegt.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().error('Bitte einen Hinweis eingeben.'),
    }),
  ],
  preview: sectionPreview('Karte'),
})
