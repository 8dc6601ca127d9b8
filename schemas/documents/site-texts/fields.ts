import { defineField, type FieldDefinition } from 'sanity'

/** The building blocks of the site texts: required texts, grouped in boxes. */

export const REQUIRED = 'Bitte ausfüllen: dieser Text erscheint auf der Website.'

/** A required text; `long` gives a multi-line box. */
export function text(name: string, title: string, description?: string, long = false): FieldDefinition {
  return defineField({
    name,
    title,
    description,
    type: long ? 'text' : 'string',
    ...(long ? { rows: 3 } : {}),
    validation: (rule) => rule.required().error(REQUIRED),
  })
}

/** A box of texts that belong together. */
export function box(name: string, title: string, fields: FieldDefinition[], description?: string): FieldDefinition {
  return defineField({
    name,
    title,
    description,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields,
    validation: (rule) => rule.required(),
  })
}

/** Label and placeholder (the grey sample text inside the empty field) of a form field. */
export function formField(name: string, title: string, withPlaceholder = true): FieldDefinition {
  return box(name, title, [
    text('label', 'Beschriftung'),
    ...(withPlaceholder
      ? [
          defineField({
            name: 'placeholder',
            title: 'Platzhalter im leeren Feld',
            type: 'string',
          }),
        ]
      : []),
  ])
}
