import { TallRichTextInput } from '@schemas/objects/tall-rich-text-input'
import { isLegalPageSlug, LEGAL_PAGE_SLUGS } from '@shared/documents'
import { checkPlaceholders } from '@shared/placeholders'
import { defineField, defineType } from 'sanity'

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Rechtstext',
  type: 'document',
  fields: [
    defineField({
      name: 'launchNote',
      title: 'Vor dem Start zu erledigen',
      description:
        'Eine Aufgabe für das Büro; erscheint nicht auf der Website. Solange hier etwas steht, nennt „Vor dem Start“ diesen Rechtstext als offen. Nach Erledigung leeren und veröffentlichen.',
      type: 'text',
      rows: 2,
      // The bundled texts carry one; once emptied the field goes away with its task.
      hidden: ({ value }) => !value,
    }),
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'slug',
      title: 'Adresse',
      type: 'slug',
      readOnly: true,
      validation: (rule) =>
        rule
          .required()
          .custom((slug) => (isLegalPageSlug(slug?.current) ? true : `Erlaubt sind: ${LEGAL_PAGE_SLUGS.join(', ')}`)),
    }),
    defineField({
      name: 'intro',
      title: 'Unterzeile im Kopfbereich',
      type: 'string',
    }),
    defineField({
      name: 'body',
      title: 'Text',
      description:
        'Beim Impressum erscheinen Firmendaten, Register, Kontakt und USt-IdNr. automatisch aus den Einstellungen über diesem Text.',
      type: 'richText',
      components: { input: TallRichTextInput },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Stand',
      type: 'date',
      options: { dateFormat: 'DD.MM.YYYY' },
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      validation: (rule) => rule.required(),
    }),
  ],
  validation: (rule) => rule.custom(checkPlaceholders).warning(),
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
