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
    defineField({
      name: 'settingsButton',
      title: 'Schaltfläche zu den Cookie-Einstellungen',
      description: 'Steht unter dem Hinweis und öffnet die Cookie-Einstellungen.',
      type: 'string',
      initialValue: 'Cookie-Einstellungen öffnen',
      validation: (rule) => rule.required().error('Bitte eine Beschriftung eingeben.'),
    }),
    defineField({
      name: 'mapTitle',
      title: 'Name der Karte (für Screenreader)',
      description: 'Die Adresse aus den Einstellungen wird angehängt, z. B. „Karte: Musterstraße 12, 38640 Goslar“.',
      type: 'string',
      initialValue: 'Karte:',
      validation: (rule) => rule.required().error('Bitte einen Namen eingeben.'),
    }),
  ],
  preview: sectionPreview('Karte'),
})
