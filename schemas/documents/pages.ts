import { defineArrayMember, defineField, defineType } from 'sanity'

/** Copy of the fixed pages. Each is a singleton edited as one entry in the Studio. */

const sectionHeading = (name = 'heading', title = 'Überschrift') =>
  defineField({ name, title, type: 'string', validation: (rule) => rule.required().max(120) })

const sectionText = (name = 'text', title = 'Text') => defineField({ name, title, type: 'text', rows: 3 })

const requiredButton = (name = 'buttonLabel', title = 'Beschriftung der Schaltfläche') =>
  defineField({ name, title, type: 'string', validation: (rule) => rule.required().max(40) })

const hero = defineField({
  name: 'hero',
  title: 'Kopfbereich',
  type: 'pageHero',
  validation: (rule) => rule.required(),
})

const seo = defineField({ name: 'seo', title: 'SEO', type: 'seo', validation: (rule) => rule.required() })

const featureList = (name: string, title: string, min: number, max: number) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'featureItem' })],
    validation: (rule) => rule.required().min(min).max(max),
  })

const block = (name: string, title: string, fields: ReturnType<typeof defineField>[]) =>
  defineField({ name, title, type: 'object', fields, validation: (rule) => rule.required() })

export const HOME_FEATURED_SERVICE_COUNT = 6
export const HOME_TESTIMONIAL_COUNT = 4
export const APPLICATION_STEP_COUNT = 4

export const homePage = defineType({
  name: 'homePage',
  title: 'Startseite',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      title: 'Kopfbereich',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'eyebrow', title: 'Dachzeile', type: 'string' }),
        sectionHeading('headline', 'Überschrift (H1)'),
        defineField({
          name: 'subline',
          title: 'Unterzeile',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.required(),
        }),
        requiredButton(),
        defineField({ name: 'image', title: 'Bild', type: 'accessibleImage', validation: (rule) => rule.required() }),
      ],
    }),
    block('servicesSection', 'Leistungsübersicht', [
      sectionHeading(),
      sectionText('intro', 'Einleitung'),
      defineField({
        name: 'featuredServices',
        title: 'Hervorgehobene Leistungen',
        type: 'array',
        of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
        validation: (rule) =>
          rule
            .required()
            .length(HOME_FEATURED_SERVICE_COUNT)
            .unique()
            .error(`Genau ${HOME_FEATURED_SERVICE_COUNT} verschiedene Leistungen.`),
      }),
      requiredButton('allServicesLabel', 'Link zu allen Leistungen'),
    ]),
    block('aboutSection', 'Wer wir sind', [
      defineField({ name: 'eyebrow', title: 'Dachzeile', type: 'string' }),
      sectionHeading(),
      defineField({ name: 'body', title: 'Text', type: 'richText', validation: (rule) => rule.required() }),
      featureList('highlights', 'Stichpunkte', 2, 6),
      defineField({ name: 'image', title: 'Bild', type: 'accessibleImage' }),
      requiredButton('linkLabel', 'Link zu „Über uns“'),
    ]),
    block('applicationCta', 'Aufruf zur Schnellbewerbung', [sectionHeading(), sectionText(), requiredButton()]),
    block('testimonialsSection', 'Kundenstimmen', [
      sectionHeading(),
      sectionText('intro', 'Einleitung'),
      defineField({
        name: 'testimonials',
        title: 'Kundenstimmen',
        description: 'Auf dem Smartphone erscheinen die ersten drei im Karussell.',
        type: 'array',
        of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
        validation: (rule) =>
          rule
            .required()
            .length(HOME_TESTIMONIAL_COUNT)
            .unique()
            .error(`Genau ${HOME_TESTIMONIAL_COUNT} verschiedene Kundenstimmen.`),
      }),
    ]),
    block('contactSection', 'Kontaktbereich mit Anfrageformular', [sectionHeading(), sectionText()]),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Startseite' }) },
})

export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Seite „Leistungen“',
  type: 'document',
  fields: [
    hero,
    sectionText('intro', 'Einleitung über den Karten'),
    block('contactCta', 'Aufruf unter den Karten', [sectionHeading(), sectionText(), requiredButton()]),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Leistungen (Übersicht)' }) },
})

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Seite „Über uns“',
  type: 'document',
  fields: [
    hero,
    block('story', 'Gründergeschichte', [
      defineField({ name: 'eyebrow', title: 'Dachzeile', type: 'string' }),
      sectionHeading(),
      defineField({ name: 'body', title: 'Text', type: 'richText', validation: (rule) => rule.required() }),
      defineField({ name: 'image', title: 'Bild', type: 'accessibleImage' }),
    ]),
    block('strengths', 'Stärken', [
      sectionHeading(),
      sectionText('intro', 'Einleitung'),
      featureList('items', 'Stärken', 3, 8),
    ]),
    block('awardsSection', 'Auszeichnungen', [sectionHeading(), sectionText('intro', 'Einleitung')]),
    block('membershipsSection', 'Mitgliedschaften', [sectionHeading(), sectionText('intro', 'Einleitung')]),
    block('cta', 'Aufruf am Seitenende', [sectionHeading(), sectionText(), requiredButton()]),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Über uns' }) },
})

export const careersPage = defineType({
  name: 'careersPage',
  title: 'Seite „Karriere“',
  type: 'document',
  fields: [
    hero,
    requiredButton('heroButtonLabel', 'Schaltfläche im Kopfbereich'),
    block('benefits', 'Vorteile', [
      sectionHeading(),
      sectionText('intro', 'Einleitung'),
      featureList('items', 'Vorteile', 3, 9),
    ]),
    block('process', 'Bewerbung in vier Schritten', [
      sectionHeading(),
      sectionText('intro', 'Einleitung'),
      defineField({
        name: 'steps',
        title: 'Schritte',
        type: 'array',
        of: [defineArrayMember({ type: 'processStep' })],
        validation: (rule) =>
          rule.required().length(APPLICATION_STEP_COUNT).error(`Genau ${APPLICATION_STEP_COUNT} Schritte.`),
      }),
    ]),
    block('applicationCta', 'Aufruf zur Schnellbewerbung', [sectionHeading(), sectionText(), requiredButton()]),
    block('questions', 'Fragen zur Bewerbung', [sectionHeading(), sectionText()]),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Karriere' }) },
})

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Seite „Kontakt“',
  type: 'document',
  fields: [
    hero,
    block('cards', 'Kontaktkarten', [
      requiredButton('phoneTitle', 'Titel Telefon'),
      sectionText('phoneText', 'Text Telefon'),
      requiredButton('emailTitle', 'Titel E-Mail'),
      sectionText('emailText', 'Text E-Mail'),
      requiredButton('hoursTitle', 'Titel Öffnungszeiten'),
      sectionText('hoursText', 'Text Öffnungszeiten'),
    ]),
    block('reasons', 'Gründe für uns', [
      sectionHeading(),
      sectionText('intro', 'Einleitung'),
      featureList('items', 'Gründe', 3, 8),
    ]),
    block('serviceArea', 'Einsatzgebiet', [sectionHeading(), sectionText()]),
    block('formSection', 'Anfrageformular', [sectionHeading(), sectionText()]),
    block('map', 'Karte', [
      sectionHeading(),
      defineField({
        name: 'consentNotice',
        title: 'Hinweis ohne Zustimmung',
        description: 'Erscheint statt der Karte, solange keine Zustimmung zu Marketing-Cookies vorliegt.',
        type: 'text',
        rows: 2,
        validation: (rule) => rule.required(),
      }),
    ]),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Kontakt' }) },
})
