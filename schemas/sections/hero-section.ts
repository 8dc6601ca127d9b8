import { StarIcon } from '@sanity/icons/Star'
import { NamePlaceholderInput } from '@schemas/objects/name-placeholder-input'
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
      description:
        'Die Hauptüberschrift der Seite, nur eine pro Seite. Leer (grau zu sehen): der Name der Seite. {Name} setzt den Namen ein, z. B. „{Name} in Goslar und im Harz“.',
      type: 'string',
      components: { input: NamePlaceholderInput },
      validation: (rule) => [
        rule
          .custom((value: string | undefined, context) =>
            !value?.trim() && !(context.document as { title?: string } | undefined)?.title?.trim()
              ? 'Bitte eine Überschrift eingeben (oder der Seite einen Namen geben).'
              : true,
          )
          .error(),
        rule.max(120),
      ],
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
