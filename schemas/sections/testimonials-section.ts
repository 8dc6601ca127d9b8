import { CommentIcon } from '@sanity/icons/Comment'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { eyebrowField, headingField, introField, sectionPreview } from './fields'

const TESTIMONIAL_LAYOUTS = [
  { value: 'grid', title: 'Raster (alle Kundenstimmen)' },
  { value: 'carousel', title: 'Karussell auf dem Smartphone (die ersten drei), ab Tablet volle Reihen' },
] as const

const TESTIMONIALS_MAX = 6

/** What each layout shows where: the rule the renderer follows (web/components/sections/testimonials-section/). */
const TESTIMONIALS_SHOWN =
  'Bis zu sechs. Darstellung „Raster“: alle. Darstellung „Karussell“: auf dem Smartphone die ersten drei zum Blättern; ab Tablet nur volle Reihen – auf dem Tablet zu zweit, auf großen Bildschirmen zu dritt (bei vier oder fünf die ersten drei, bei sechs alle); weniger als eine Reihe: alle.'

/** Customer voices, referenced from the testimonial list so one voice can appear on several pages. */
export const testimonialsSection = defineType({
  name: 'testimonialsSection',
  title: 'Kundenstimmen',
  type: 'object',
  icon: CommentIcon,
  fields: [
    eyebrowField,
    headingField,
    introField,
    defineField({
      name: 'testimonials',
      title: 'Kundenstimmen',
      type: 'array',
      description: TESTIMONIALS_SHOWN,
      of: [defineArrayMember({ type: 'reference', title: 'Kundenstimme', to: [{ type: 'testimonial' }] })],
      // One message per rule: a chain with several `.error()` calls shows its last message for every broken rule.
      validation: (rule) => [
        rule
          .custom((list: unknown[] | undefined) =>
            list && list.length > 0
              ? true
              : 'Bitte mindestens eine Kundenstimme auswählen: Ohne Kundenstimme erscheint der Abschnitt nicht auf der Seite.',
          )
          .warning(),
        rule.max(TESTIMONIALS_MAX).error(`Höchstens ${TESTIMONIALS_MAX} Kundenstimmen.`),
        rule.unique().error('Jede Kundenstimme nur einmal: Bitte die doppelte entfernen.'),
      ],
    }),
    defineField({
      name: 'layout',
      title: 'Darstellung',
      type: 'string',
      options: { list: [...TESTIMONIAL_LAYOUTS], layout: 'radio' },
      initialValue: 'grid',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Kundenstimmen'),
})
