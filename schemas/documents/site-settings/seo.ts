import { defineField } from 'sanity'

/** „SEO“: title template, default SEO and the default share image. */
export const seoFields = [
  defineField({
    name: 'titleTemplate',
    title: 'Vorlage für Seitentitel',
    description: '%s wird durch den Titel der Seite ersetzt, z. B. „%s | Glanzwerk Harz“.',
    type: 'string',
    group: 'seo',
    validation: (rule) =>
      rule.required().custom((value) => (value?.includes('%s') ? true : 'Die Vorlage muss %s enthalten.')),
  }),
  defineField({
    name: 'defaultSeo',
    title: 'Standard-SEO',
    description: 'Gilt, wo eine Seite nichts Eigenes angibt.',
    type: 'seo',
    group: 'seo',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'shareImage',
    title: 'Vorschaubild zum Teilen',
    description:
      'Erscheint, wenn jemand eine Seite ohne eigenes Titelbild teilt (WhatsApp, Facebook, LinkedIn …), z. B. Impressum oder Stellenangebote. Der Ausschnitt um den Fokuspunkt wird auf 1200 × 630 Pixel zugeschnitten.',
    type: 'accessibleImage',
    group: 'seo',
    validation: (rule) => rule.required().error('Ein Vorschaubild zum Teilen ist Pflicht.'),
  }),
]
