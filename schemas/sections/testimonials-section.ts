import { CommentIcon } from '@sanity/icons/Comment'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { eyebrowField, headingField, introField, sectionPreview } from './fields'

const TESTIMONIAL_LAYOUTS = [
  { value: 'grid', title: 'Raster (alle Kundenstimmen)' },
  { value: 'carousel', title: 'Karussell auf dem Smartphone (die ersten drei), Raster ab Tablet' },
] as const

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
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .error('Mindestens eine Kundenstimme.')
          .max(6)
          .error('Höchstens sechs Kundenstimmen.')
          .unique()
          .error('Jede Kundenstimme nur einmal.'),
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
