import { defineField } from 'sanity'

/** „Unternehmen“: names, tagline, badge, menu note. */
export const companyFields = [
  defineField({
    name: 'companyName',
    title: 'Firmenname (vollständig)',
    description: 'Mit Rechtsform, wie im Handelsregister.',
    type: 'string',
    group: 'company',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'brandName',
    title: 'Kurzname (Marke)',
    description: 'Erscheint im Logo und in Seitentiteln.',
    type: 'string',
    group: 'company',
    validation: (rule) => rule.required().max(40),
  }),
  defineField({
    name: 'tagline',
    title: 'Kurzbeschreibung',
    description: 'Ein Satz über das Unternehmen, z. B. im Fußbereich.',
    type: 'text',
    rows: 2,
    group: 'company',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'masterBadge',
    title: 'Siegel',
    type: 'string',
    group: 'company',
    initialValue: 'Zertifizierter Meisterbetrieb',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'menuNote',
    title: 'Hinweis im Leistungsmenü',
    description: 'Ein Satz unten im aufgeklappten Menü „Leistungen“ auf großen Bildschirmen.',
    type: 'string',
    group: 'company',
    validation: (rule) => rule.required().max(120),
  }),
]
