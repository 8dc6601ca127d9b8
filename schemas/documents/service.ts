import { defineArrayMember, defineField, defineType } from 'sanity'
import { SERVICE_SECTION_TYPES } from '../sections/service-sections'

export const SERVICE_CARD_FEATURE_COUNT = 4

type SectionLike = { _type?: string }

/** Structural rules every service page must satisfy (hero first, one contact section, social proof). */
export function validateServiceSections(sections: SectionLike[] | undefined): true | string {
  if (!sections || sections.length === 0) return 'Die Seite braucht Abschnitte.'
  if (sections[0]?._type !== 'serviceHeroSection') return 'Der erste Abschnitt muss der Kopfbereich sein.'
  const count = (type: string) => sections.filter((section) => section._type === type).length
  if (count('serviceHeroSection') !== 1) return 'Genau ein Kopfbereich pro Seite.'
  if (count('contactSection') !== 1) return 'Genau ein Kontaktbereich mit Anfrageformular pro Seite.'
  if (count('testimonialsSection') + count('confidentialitySection') !== 1)
    return 'Genau ein Abschnitt mit Kundenstimmen oder ein Hinweis zur Vertraulichkeit.'
  if (count('processSection') !== 1) return 'Genau ein Ablauf in vier Schritten pro Seite.'
  return true
}

export const service = defineType({
  name: 'service',
  title: 'Leistung',
  type: 'document',
  groups: [
    { name: 'basics', title: 'Grunddaten', default: true },
    { name: 'card', title: 'Karte' },
    { name: 'page', title: 'Seite' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Name der Leistung',
      type: 'string',
      group: 'basics',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'slug',
      title: 'Adresse (Slug)',
      description: 'Teil der Adresse: /leistungen/… Nach der Veröffentlichung nicht mehr ändern.',
      type: 'slug',
      group: 'basics',
      options: { source: 'title', maxLength: 64 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'menuName',
      title: 'Name im Menü',
      description: 'So heißt die Leistung im Menü und im Anfrageformular, z. B. „Unterhaltsreinigung“.',
      type: 'string',
      group: 'basics',
      validation: (rule) => rule.required().max(50),
    }),
    defineField({
      name: 'formLabel',
      title: 'Name im Anfrageformular',
      description: 'Optional, falls er vom Namen im Menü abweichen soll.',
      type: 'string',
      group: 'basics',
    }),
    defineField({
      name: 'category',
      title: 'Kategorie',
      type: 'reference',
      to: [{ type: 'serviceCategory' }],
      group: 'basics',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      title: 'Reihenfolge',
      description: 'Kleinere Zahlen stehen weiter vorn, im Menü innerhalb der Kategorie.',
      type: 'number',
      group: 'basics',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'card',
      title: 'Leistungskarte',
      type: 'object',
      group: 'card',
      fields: [
        defineField({
          name: 'image',
          title: 'Bild',
          type: 'accessibleImage',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'title',
          title: 'Titel',
          type: 'string',
          validation: (rule) => rule.required().max(60),
        }),
        defineField({
          name: 'description',
          title: 'Kurzbeschreibung',
          type: 'text',
          rows: 3,
          validation: (rule) => [rule.required(), rule.max(200).warning('Auf der Karte ist wenig Platz.')],
        }),
        defineField({
          name: 'features',
          title: 'Merkmale',
          description: `Genau ${SERVICE_CARD_FEATURE_COUNT} kurze Stichpunkte.`,
          type: 'array',
          of: [{ type: 'string', validation: (rule) => rule.required().max(60) }],
          validation: (rule) =>
            rule.required().length(SERVICE_CARD_FEATURE_COUNT).error(`Genau ${SERVICE_CARD_FEATURE_COUNT} Merkmale.`),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Abschnitte der Seite',
      type: 'array',
      group: 'page',
      of: SERVICE_SECTION_TYPES.map((type) => defineArrayMember({ type })),
      validation: (rule) => rule.required().custom((sections) => validateServiceSections(sections as SectionLike[])),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', subtitle: 'category.title', media: 'card.image' },
  },
})
