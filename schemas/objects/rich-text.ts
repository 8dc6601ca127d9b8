import { defineArrayMember, defineField, defineType } from 'sanity'

/** Portable Text for legal texts and longer copy: headings, lists, emphasis, code (names) and links. */
export const richText = defineType({
  name: 'richText',
  title: 'Text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      title: 'Absatz',
      styles: [
        { title: 'Absatz', value: 'normal' },
        { title: 'Überschrift 2', value: 'h2' },
        { title: 'Überschrift 3', value: 'h3' },
        { title: 'Überschrift 4', value: 'h4' },
      ],
      lists: [
        { title: 'Aufzählung', value: 'bullet' },
        { title: 'Nummerierung', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Fett', value: 'strong' },
          { title: 'Kursiv', value: 'em' },
          // Names that must appear exactly as written, such as the cookie „_ga“.
          { title: 'Code (Namen wie Cookies)', value: 'code' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Adresse',
                description: 'Interne Seite (/kontakt), externe Adresse (https://…), mailto: oder tel:',
                type: 'url',
                validation: (rule) =>
                  rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
