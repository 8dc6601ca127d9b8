import { NamePlaceholderInput } from '@schemas/objects/name-placeholder-input'
import { withExampleValues } from '@shared/placeholders'
import { defineField, defineType } from 'sanity'

const SEO_TITLE_MAX = 60
const SEO_DESCRIPTION_MAX = 160

export const seo = defineType({
  name: 'seo',
  title: 'Suchmaschinen (SEO)',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      title: 'Seitentitel',
      description: `Erscheint im Browser-Tab und in Google. Leer (grau zu sehen): der Name der Seite. Höchstens ${SEO_TITLE_MAX} Zeichen, sonst wird er abgeschnitten.`,
      type: 'string',
      components: { input: NamePlaceholderInput },
      validation: (rule) => [
        // A page without its own title goes by its name; only the settings' default has none to fall back on.
        rule
          .custom((value: string | undefined, context) =>
            !value?.trim() && context.document?._type === 'siteSettings' ? 'Ein Seitentitel ist Pflicht.' : true,
          )
          .error(),
        rule.max(SEO_TITLE_MAX).warning(`Länger als ${SEO_TITLE_MAX} Zeichen: Google kürzt den Titel.`),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Beschreibung',
      description: `Der Text unter dem Titel in Google. Höchstens ${SEO_DESCRIPTION_MAX} Zeichen.`,
      type: 'text',
      rows: 3,
      validation: (rule) => [
        rule.required().error('Eine Beschreibung ist Pflicht.'),
        // Counted as the site shows it: placeholders such as {Antwortzeit} with their usual value.
        rule
          .custom((value?: string) => !value || withExampleValues(value).length <= SEO_DESCRIPTION_MAX || 'lang')
          .warning(`Länger als ${SEO_DESCRIPTION_MAX} Zeichen: Google kürzt die Beschreibung.`),
      ],
    }),
    defineField({
      name: 'keywords',
      title: 'Suchbegriffe',
      description: 'Stichworte, unter denen die Seite gefunden werden soll.',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'noIndex',
      title: 'Nicht in Suchmaschinen aufnehmen',
      description: 'Setzt „noindex, nofollow“, z. B. für Impressum und Datenschutz.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'image',
      title: 'Vorschaubild zum Teilen',
      description:
        'Optional. Ohne eigenes Bild zeigt die Vorschau beim Teilen das Titelbild der Seite, sonst das Vorschaubild aus den Einstellungen.',
      type: 'accessibleImage',
      // The settings have their own „Vorschaubild zum Teilen“ (the default for every page).
      hidden: ({ document }) => document?._type === 'siteSettings',
    }),
  ],
})
