import { defineField } from 'sanity'

/**
 * The word after a number that a placeholder shows: it sits beside the number, so an editor who
 * changes „24 Stunden“ to „1 Werktag“ changes both in one place.
 */
function unitField(name: string, title: string, example: string, initialValue: string) {
  return defineField({
    name,
    title,
    description: `Steht hinter der Zahl: ${example}. Bitte in der Form, die der Satz mit dem Platzhalter braucht.`,
    type: 'string',
    initialValue,
    validation: (rule) =>
      rule.required().error('Bitte die Einheit angeben: sie steht auf der Website hinter der Zahl.'),
  })
}

/** „Kennzahlen“: the company constants behind the placeholders, rating and service area. */
export const claimsFields = [
  defineField({
    name: 'foundingYear',
    title: 'Gründungsjahr',
    type: 'number',
    group: 'claims',
    validation: (rule) => rule.required().integer().min(1900).max(2100),
  }),
  defineField({
    name: 'experienceYears',
    title: 'Jahre Erfahrung',
    description: 'Die Zahl hinter {Erfahrungsjahre}, z. B. 20.',
    type: 'number',
    group: 'claims',
    validation: (rule) => rule.required().integer().min(1).max(200),
  }),
  defineField({
    name: 'customerCount',
    title: 'Zahl zufriedener Kunden',
    description: 'Die Zahl hinter {Kundenzahl}, z. B. 500.',
    type: 'number',
    group: 'claims',
    validation: (rule) => rule.required().integer().min(1),
  }),
  defineField({
    name: 'experienceClaim',
    title: 'Erfahrung (Aussage)',
    description: 'Zum Beispiel „Über {Erfahrungsjahre} Jahre Erfahrung“.',
    type: 'string',
    group: 'claims',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'customersClaim',
    title: 'Kunden (Aussage)',
    description: 'Zum Beispiel „{Kundenzahl}+ zufriedene Kunden“.',
    type: 'string',
    group: 'claims',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'aggregateRating',
    title: 'Gesamtbewertung (für Suchmaschinen)',
    description: 'Nur belegbare Werte eintragen, z. B. aus einem Bewertungsportal.',
    type: 'object',
    group: 'claims',
    fields: [
      defineField({
        name: 'ratingValue',
        title: 'Durchschnitt',
        type: 'number',
        validation: (rule) => rule.required().min(1).max(5).precision(1),
      }),
      defineField({
        name: 'reviewCount',
        title: 'Anzahl Bewertungen',
        type: 'number',
        validation: (rule) => rule.required().integer().min(1),
      }),
    ],
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'quoteResponseHours',
    title: 'Antwortzeit auf Anfragen: Zahl',
    description: 'Die Zahl in {Antwortzeit}, z. B. 24.',
    type: 'number',
    group: 'claims',
    initialValue: 24,
    validation: (rule) => rule.required().integer().min(1),
  }),
  {
    ...unitField('quoteResponseUnit', 'Antwortzeit auf Anfragen: Einheit', '„Stunden“ ergibt „24 Stunden“', 'Stunden'),
    group: 'claims',
  },
  defineField({
    name: 'applicationResponseDays',
    title: 'Antwortzeit auf Bewerbungen: Zahl',
    description: 'Die Zahl in {Bewerbungsfrist}, z. B. 2.',
    type: 'number',
    group: 'claims',
    initialValue: 2,
    validation: (rule) => rule.required().integer().min(1),
  }),
  {
    ...unitField(
      'applicationResponseUnit',
      'Antwortzeit auf Bewerbungen: Einheit',
      '„Werktagen“ ergibt „2 Werktagen“ (wie in „innerhalb von {Bewerbungsfrist}“)',
      'Werktagen',
    ),
    group: 'claims',
  },
  defineField({
    name: 'serviceArea',
    title: 'Einsatzgebiet',
    type: 'object',
    group: 'claims',
    fields: [
      defineField({ name: 'center', title: 'Mittelpunkt', type: 'string', validation: (rule) => rule.required() }),
      defineField({
        name: 'radiusKm',
        title: 'Umkreis: Zahl (Anzeige)',
        description: 'Die Zahl in {Einsatzradius}, z. B. 50.',
        type: 'number',
        validation: (rule) => rule.required().min(1),
      }),
      unitField('radiusUnit', 'Umkreis: Einheit', '„km“ ergibt „50 km“', 'km'),
      defineField({
        name: 'structuredDataRadiusMeters',
        title: 'Umkreis für Suchmaschinen (Meter)',
        type: 'number',
        validation: (rule) => rule.required().min(1),
      }),
      defineField({
        name: 'towns',
        title: 'Orte',
        type: 'array',
        of: [{ type: 'string' }],
        options: { layout: 'tags' },
        validation: (rule) => rule.required().min(1),
      }),
    ],
    validation: (rule) => rule.required(),
  }),
]
