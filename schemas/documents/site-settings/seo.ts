import { defineField } from 'sanity'

/** „SEO“: title template and default SEO. */
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
]
