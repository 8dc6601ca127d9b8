import { MenuNamePlaceholderInput, NamePlaceholderInput } from '@schemas/objects/name-placeholder-input'
import { previousSlugsField } from '@schemas/objects/previous-slugs'
import { type SectionRule, sectionsField } from '@schemas/sections'
import { checkPlaceholders } from '@shared/placeholders'
import { checkServiceSlug, slugify } from '@shared/slugs'
import { defineField, defineType } from 'sanity'

const SERVICE_CARD_FEATURE_COUNT = 4

/**
 * What every service page needs on top of the shared rules (SPEC.md §2): the inquiry form
 * with the service preselected, one process, and testimonials or the confidentiality notice.
 */
const serviceSectionProblems: SectionRule = (sections) => {
  const count = (type: string) => sections.filter((section) => section._type === type).length
  const problems: string[] = []
  if (count('inquirySection') !== 1) problems.push('Genau ein Anfrageformular pro Leistungsseite.')
  if (count('testimonialsSection') + count('confidentialitySection') !== 1)
    problems.push('Genau ein Abschnitt mit Kundenstimmen oder ein Hinweis zur Vertraulichkeit.')
  if (count('processSection') !== 1) problems.push('Genau ein Ablauf in vier Schritten pro Leistungsseite.')
  return problems
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
      description:
        'Der eine Name: Menü, Fußzeile, Karte, Überschrift (H1), Seitentitel, Brotkrümel und Google folgen ihm, solange Sie dort nichts Eigenes eintragen. In Texten setzt {Name} ihn ein.',
      type: 'string',
      group: 'basics',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'slug',
      title: 'Adresse',
      description:
        'Teil der Adresse: /leistungen/… Ändern Sie sie nach der Veröffentlichung, leitet die alte Adresse automatisch weiter (siehe „Frühere Adressen“).',
      type: 'slug',
      group: 'basics',
      options: { source: 'title', maxLength: 64, slugify },
      validation: (rule) => rule.required().custom((slug) => checkServiceSlug(slug?.current)),
    }),
    { ...previousSlugsField('/leistungen/'), group: 'basics' },
    defineField({
      name: 'menuName',
      title: 'Name im Menü',
      description:
        'Nur ausfüllen, wenn die Leistung im Menü, in der Fußzeile und im Anfrageformular kürzer heißen soll. Leer (grau zu sehen): der Name der Leistung.',
      type: 'string',
      group: 'basics',
      components: { input: NamePlaceholderInput },
      validation: (rule) => rule.max(50),
    }),
    defineField({
      name: 'formLabel',
      title: 'Name im Anfrageformular',
      description: 'Nur ausfüllen, wenn er vom Namen im Menü abweichen soll. Leer (grau zu sehen): der Name im Menü.',
      type: 'string',
      group: 'basics',
      components: { input: MenuNamePlaceholderInput },
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
          validation: (rule) =>
            rule
              .custom((image: { asset?: unknown } | undefined) =>
                image?.asset ? true : 'Noch kein Bild: Die Karte zeigt dann nur Farbe und Text.',
              )
              .warning(),
        }),
        defineField({
          name: 'title',
          title: 'Titel',
          description:
            'Nur ausfüllen, wenn die Karte anders heißen soll als die Leistung. Leer (grau zu sehen): der Name.',
          type: 'string',
          components: { input: NamePlaceholderInput },
          validation: (rule) => rule.max(60),
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
    { ...sectionsField(serviceSectionProblems), group: 'page' },
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
  ],
  validation: (rule) => rule.custom(checkPlaceholders).warning(),
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', subtitle: 'category.title', media: 'card.image' },
    prepare: ({ title, subtitle, media }) => ({ title: title || 'Neue Leistung', subtitle, media }),
  },
})
