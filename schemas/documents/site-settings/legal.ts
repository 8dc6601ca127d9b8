import { defineField } from 'sanity'
import { PLACEHOLDER_HINT } from './hint'

/** „Rechtliches“: register data, VAT ID and the agency credit of the Impressum. */
export const legalFields = [
  defineField({
    name: 'registerCourt',
    title: 'Registergericht',
    description: PLACEHOLDER_HINT,
    type: 'string',
    group: 'legal',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'registerNumber',
    title: 'Registernummer',
    description: PLACEHOLDER_HINT,
    type: 'string',
    group: 'legal',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'managingDirector',
    title: 'Vertreten durch (Geschäftsführung)',
    type: 'string',
    group: 'legal',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'vatId',
    title: 'Umsatzsteuer-Identifikationsnummer',
    type: 'string',
    group: 'legal',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'agencyCredit',
    title: 'Webagentur (Impressum)',
    type: 'object',
    group: 'legal',
    fields: [
      defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
      defineField({
        name: 'url',
        title: 'Website',
        description: 'Vollständige Adresse mit https://, z. B. https://www.agentur.de',
        type: 'url',
        validation: (rule) =>
          rule
            .required()
            .uri({ scheme: ['https', 'http'] })
            .error('Bitte eine Web-Adresse mit https:// angeben.'),
      }),
      defineField({ name: 'address', title: 'Anschrift', type: 'text', rows: 3 }),
      defineField({ name: 'logo', title: 'Logo', type: 'accessibleImage' }),
    ],
  }),
]
