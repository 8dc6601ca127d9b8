import { defineArrayMember, defineField } from 'sanity'

/**
 * Fields several sections share, so an editor meets the same title, help text and
 * rules wherever a heading or a button appears.
 */

export const eyebrowField = defineField({
  name: 'eyebrow',
  title: 'Dachzeile',
  description: 'Kleine Zeile über der Überschrift, z. B. „Leistungen“. Optional.',
  type: 'string',
  validation: (rule) => rule.max(60).warning('Eine Dachzeile sollte kurz sein.'),
})

export const headingField = defineField({
  name: 'heading',
  title: 'Überschrift',
  type: 'string',
  validation: (rule) => [rule.required().error('Bitte eine Überschrift eingeben.'), rule.max(120)],
})

export const introField = defineField({ name: 'intro', title: 'Einleitung', type: 'text', rows: 3 })

export const textField = defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 })

export const imageField = defineField({ name: 'image', title: 'Bild', type: 'accessibleImage' })

export const featureItemsField = (name: string, title: string, min: number, max: number) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'featureItem' })],
    validation: (rule) => [
      rule.required().min(min).error(`Bitte mindestens ${min} Einträge anlegen.`),
      rule.max(max).error(`Höchstens ${max} Einträge.`),
    ],
  })

export const actionField = (name = 'action', title = 'Schaltfläche') =>
  defineField({ name, title, type: 'callToAction' })

export const showPhoneField = defineField({
  name: 'showPhone',
  title: 'Telefonnummer anzeigen',
  description: 'Zeigt die Telefonnummer aus den Einstellungen als Link neben der Schaltfläche.',
  type: 'boolean',
  initialValue: true,
})

export const phoneLabelField = defineField({
  name: 'phoneLabel',
  title: 'Text unter der Telefonnummer',
  description: 'Optional, z. B. „Rund um die Uhr erreichbar“. Die Nummer selbst steht in den Einstellungen.',
  type: 'string',
  hidden: ({ parent }) => parent?.showPhone === false,
})

/** Preview of a section in the page's list: its heading, and the section kind as subtitle. */
export function sectionPreview(kind: string, select: Record<string, string> = {}) {
  return {
    select: { heading: 'heading', media: 'image', ...select },
    prepare: ({ heading, media }: { heading?: string; media?: unknown }) => ({
      title: heading || kind,
      subtitle: kind,
      media: media as never,
    }),
  }
}
