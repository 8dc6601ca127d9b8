import { phoneNumberProblem } from '@shared/phone'
import { defineArrayMember, defineField } from 'sanity'
import { PLACEHOLDER_HINT } from './hint'

/** „Kontakt“: address, coordinates, phone, e-mail, opening hours, social networks. */
export const contactFields = [
  defineField({
    name: 'address',
    title: 'Anschrift',
    type: 'object',
    group: 'contact',
    fields: [
      defineField({
        name: 'street',
        title: 'Straße und Hausnummer',
        type: 'string',
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'postalCode',
        title: 'PLZ',
        type: 'string',
        validation: (rule) => rule.required().regex(/^\d{5}$/, { name: 'PLZ' }),
      }),
      defineField({ name: 'city', title: 'Ort', type: 'string', validation: (rule) => rule.required() }),
      defineField({ name: 'region', title: 'Bundesland', type: 'string', validation: (rule) => rule.required() }),
      defineField({
        name: 'country',
        title: 'Land (ISO-Code)',
        type: 'string',
        initialValue: 'DE',
        validation: (rule) => rule.required().length(2),
      }),
    ],
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'geo',
    title: 'Koordinaten',
    description: 'Für Karte und Suchmaschinen.',
    type: 'object',
    group: 'contact',
    fields: [
      defineField({
        name: 'lat',
        title: 'Breitengrad',
        type: 'number',
        validation: (rule) => rule.required().min(-90).max(90),
      }),
      defineField({
        name: 'lng',
        title: 'Längengrad',
        type: 'number',
        validation: (rule) => rule.required().min(-180).max(180),
      }),
    ],
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'phone',
    title: 'Telefon',
    description: `So, wie die Nummer auf der Website stehen soll, z. B. „05321 123456“. Links zum Anrufen und Suchmaschinen bekommen sie daraus automatisch in internationaler Form. ${PLACEHOLDER_HINT}`,
    type: 'string',
    group: 'contact',
    validation: (rule) => rule.required().custom(phoneNumberProblem),
  }),
  defineField({
    name: 'email',
    title: 'E-Mail-Adresse',
    description: PLACEHOLDER_HINT,
    type: 'email',
    group: 'contact',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'openingHours',
    title: 'Öffnungszeiten',
    type: 'array',
    group: 'contact',
    of: [defineArrayMember({ type: 'openingHoursEntry' })],
    validation: (rule) => rule.required().min(1),
  }),
  defineField({
    name: 'emergencyNote',
    title: 'Hinweis Notdienst',
    description: 'Zum Beispiel „24/7-Notdienst bei Wasserschäden, Hausmeister- und Tatortreinigung“.',
    type: 'string',
    group: 'contact',
  }),
  defineField({
    name: 'social',
    title: 'Soziale Netzwerke',
    type: 'object',
    group: 'contact',
    fields: [
      defineField({ name: 'facebook', title: 'Facebook', type: 'url' }),
      defineField({ name: 'instagram', title: 'Instagram', type: 'url' }),
    ],
  }),
]
