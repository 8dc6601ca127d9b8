import { StarIcon } from '@sanity/icons/Star'
import { defineField, defineType } from 'sanity'
import { actionField, eyebrowField, phoneLabelField, sectionPreview, showPhoneField } from './fields'

/** The first section of every page: H1, short text, optional highlights, button and phone, background photo. */
export const heroSection = defineType({
  name: 'heroSection',
  title: 'Kopfbereich',
  type: 'object',
  icon: StarIcon,
  fields: [
    eyebrowField,
    defineField({
      name: 'headline',
      title: 'Überschrift (H1)',
      description: 'Die Hauptüberschrift der Seite. Es gibt nur eine pro Seite.',
      type: 'string',
      validation: (rule) => [rule.required().error('Bitte eine Überschrift eingeben.'), rule.max(120)],
    }),
    defineField({ name: 'subline', title: 'Unterzeile', type: 'text', rows: 3 }),
    defineField({
      name: 'highlights',
      title: 'Kurze Vorteile',
      description: 'Bis zu vier Stichpunkte unter der Unterzeile, z. B. „Angebot in {Antwortzeit}“.',
      type: 'array',
      of: [{ type: 'string', validation: (rule) => rule.max(60) }],
      validation: (rule) => rule.max(4).error('Höchstens vier Stichpunkte.'),
    }),
    actionField(),
    showPhoneField,
    phoneLabelField,
    defineField({
      name: 'image',
      title: 'Hintergrundbild',
      description: 'Optional. Ohne Bild erscheint ein dunkler Farbverlauf.',
      type: 'accessibleImage',
    }),
  ],
  initialValue: { showPhone: false },
  preview: sectionPreview('Kopfbereich', { heading: 'headline' }),
})
