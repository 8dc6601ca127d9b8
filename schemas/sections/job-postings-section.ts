import { CaseIcon } from '@sanity/icons/Case'
import { defineField, defineType } from 'sanity'
import { eyebrowField, headingField, introField, sectionPreview } from './fields'

/** Every open job posting (anchor #stellenangebote): shown, published and not past „Gültig bis“. */
export const jobPostingsSection = defineType({
  name: 'jobPostingsSection',
  title: 'Stellenangebote',
  description:
    'Zeigt alle Einträge der Liste „Stellenangebote“, die gezeigt werden und noch gültig sind, die neuesten zuerst.',
  type: 'object',
  icon: CaseIcon,
  fields: [
    eyebrowField,
    headingField,
    introField,
    defineField({
      name: 'emptyText',
      title: 'Text, wenn keine Stelle ausgeschrieben ist',
      description: 'Zum Beispiel ein Hinweis auf die Initiativbewerbung über die Schnellbewerbung.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Stellenangebote'),
})
