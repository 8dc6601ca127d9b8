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

/** A label as the visitor reads it: without the required mark (the site adds it), spacing or case. */
const bareLabel = (value: string) => value.replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * The label stands above the field and the site marks required fields itself: a placeholder
 * that repeats either is noise, and it is gone as soon as the visitor types. Only an example helps.
 */
function placeholderProblem(placeholder: string | undefined, label: unknown): true | string {
  if (!placeholder) return true
  if (placeholder.includes('*'))
    return 'Bitte ohne Sternchen: Pflichtfelder kennzeichnet die Website selbst. Ein Beispiel eintragen (z. B. „05321 123456“) oder leer lassen.'
  if (typeof label === 'string' && bareLabel(placeholder) === bareLabel(label))
    return 'Der Platzhalter wiederholt die Beschriftung. Ein Beispiel eintragen (z. B. „05321 123456“) oder leer lassen.'
  return true
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
            description:
              'Ein Beispiel, das beim Ausfüllen hilft (z. B. „05321 123456“), oder leer. Nicht die Beschriftung wiederholen und kein Sternchen: beides zeigt die Website schon über dem Feld.',
            type: 'string',
            validation: (rule) =>
              rule
                .custom<string>((value, context) =>
                  placeholderProblem(value, (context.parent as { label?: unknown } | undefined)?.label),
                )
                .error(),
          }),
        ]
      : []),
  ])
}
