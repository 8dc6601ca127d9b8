import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * The building blocks of a service page. An editor composes each of the 15
 * service pages from these sections in any order.
 */

const heading = defineField({
  name: 'heading',
  title: 'Überschrift',
  type: 'string',
  validation: (rule) => rule.required().max(120),
})

const intro = defineField({ name: 'intro', title: 'Einleitung', type: 'text', rows: 3 })

const buttonLabel = defineField({
  name: 'buttonLabel',
  title: 'Beschriftung der Schaltfläche',
  description: 'Zum Beispiel „Jetzt Angebot anfragen“ oder „Diskret anfragen“.',
  type: 'string',
  initialValue: 'Jetzt Angebot anfragen',
  validation: (rule) => rule.required().max(40),
})

const phoneLabel = defineField({
  name: 'phoneLabel',
  title: 'Text neben der Telefonnummer',
  description: 'Optional, z. B. „Rund um die Uhr erreichbar“. Die Nummer selbst steht in den Einstellungen.',
  type: 'string',
})

export const serviceHeroSection = defineType({
  name: 'serviceHeroSection',
  title: 'Kopfbereich',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', title: 'Dachzeile', type: 'string' }),
    defineField({
      name: 'headline',
      title: 'Überschrift (H1)',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'subline',
      title: 'Unterzeile',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'highlights',
      title: 'Kurze Vorteile',
      description: 'Zwei bis vier Stichpunkte unter der Unterzeile, z. B. „Angebot in 24 Stunden“.',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.max(4),
    }),
    buttonLabel,
    phoneLabel,
    defineField({
      name: 'image',
      title: 'Bild',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'headline' }, prepare: ({ title }) => ({ title, subtitle: 'Kopfbereich' }) },
})

export const cardsSection = defineType({
  name: 'cardsSection',
  title: 'Karten (Einleitung / Vorteile)',
  type: 'object',
  fields: [
    heading,
    intro,
    defineField({
      name: 'cards',
      title: 'Karten',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Karten' }) },
})

export const PROCESS_STEP_COUNT = 4

export const processSection = defineType({
  name: 'processSection',
  title: 'Ablauf in vier Schritten',
  type: 'object',
  fields: [
    heading,
    intro,
    defineField({
      name: 'steps',
      title: 'Schritte',
      type: 'array',
      of: [defineArrayMember({ type: 'processStep' })],
      validation: (rule) => rule.required().length(PROCESS_STEP_COUNT).error(`Genau ${PROCESS_STEP_COUNT} Schritte.`),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Ablauf' }) },
})

export const SERVICE_TESTIMONIAL_COUNT = 3

export const testimonialsSection = defineType({
  name: 'testimonialsSection',
  title: 'Kundenstimmen',
  type: 'object',
  fields: [
    heading,
    intro,
    defineField({
      name: 'testimonials',
      title: 'Kundenstimmen',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) =>
        rule
          .required()
          .length(SERVICE_TESTIMONIAL_COUNT)
          .unique()
          .error(`Genau ${SERVICE_TESTIMONIAL_COUNT} verschiedene Kundenstimmen.`),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Kundenstimmen' }) },
})

export const confidentialitySection = defineType({
  name: 'confidentialitySection',
  title: 'Hinweis zur Vertraulichkeit',
  description: 'Ersetzt die Kundenstimmen, wo Diskretion wichtiger ist als Referenzen.',
  type: 'object',
  fields: [
    heading,
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'points',
      title: 'Zusicherungen',
      type: 'array',
      of: [{ type: 'string' }],
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Vertraulichkeit' }) },
})

export const ctaBandSection = defineType({
  name: 'ctaBandSection',
  title: 'Handlungsaufforderung (Band)',
  type: 'object',
  fields: [heading, defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }), buttonLabel, phoneLabel],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Handlungsaufforderung' }) },
})

export const whyChooseSection = defineType({
  name: 'whyChooseSection',
  title: 'Warum wir',
  type: 'object',
  fields: [
    heading,
    intro,
    defineField({
      name: 'items',
      title: 'Gründe',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
      validation: (rule) => rule.required().min(3).max(8),
    }),
    defineField({ name: 'image', title: 'Bild', type: 'accessibleImage' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Warum wir' }) },
})

export const beforeAfterSection = defineType({
  name: 'beforeAfterSection',
  title: 'Vorher/Nachher-Vergleich',
  type: 'object',
  fields: [
    heading,
    intro,
    defineField({
      name: 'before',
      title: 'Bild vorher',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'after',
      title: 'Bild nachher',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'beforeLabel',
      title: 'Beschriftung vorher',
      type: 'string',
      initialValue: 'Vorher',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'afterLabel',
      title: 'Beschriftung nachher',
      type: 'string',
      initialValue: 'Nachher',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'caption',
      title: 'Bildunterschrift',
      description: 'Zum Beispiel der Hinweis, dass es sich um eine Illustration handelt.',
      type: 'string',
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Vorher/Nachher' }) },
})

export const intervalsSection = defineType({
  name: 'intervalsSection',
  title: 'Reinigungsintervalle',
  type: 'object',
  fields: [
    heading,
    intro,
    defineField({
      name: 'options',
      title: 'Intervalle',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
      validation: (rule) => rule.required().min(2).max(6),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Intervalle' }) },
})

export const textSection = defineType({
  name: 'textSection',
  title: 'Freier Textabschnitt',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', title: 'Dachzeile', type: 'string' }),
    heading,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'items',
      title: 'Aufzählung',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
    }),
    defineField({ name: 'image', title: 'Bild', type: 'accessibleImage' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Textabschnitt' }) },
})

export const contactSection = defineType({
  name: 'contactSection',
  title: 'Kontaktbereich mit Anfrageformular',
  description: 'Das Formular wählt diese Leistung automatisch vor.',
  type: 'object',
  fields: [heading, defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 })],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Kontakt' }) },
})

export const SERVICE_SECTION_TYPES = [
  'serviceHeroSection',
  'cardsSection',
  'processSection',
  'testimonialsSection',
  'confidentialitySection',
  'ctaBandSection',
  'whyChooseSection',
  'beforeAfterSection',
  'intervalsSection',
  'textSection',
  'contactSection',
] as const

export const serviceSectionTypes = [
  serviceHeroSection,
  cardsSection,
  processSection,
  testimonialsSection,
  confidentialitySection,
  ctaBandSection,
  whyChooseSection,
  beforeAfterSection,
  intervalsSection,
  textSection,
  contactSection,
]
