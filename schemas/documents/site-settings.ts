import { checkPlaceholders } from '@shared/placeholders'
import { defineArrayMember, defineField, defineType } from 'sanity'

const PLACEHOLDER_HINT = 'Platzhalter in den Beispieldaten: vor dem Livegang ersetzen.'

export const WEEKDAYS = [
  { title: 'Montag', value: 'Monday' },
  { title: 'Dienstag', value: 'Tuesday' },
  { title: 'Mittwoch', value: 'Wednesday' },
  { title: 'Donnerstag', value: 'Thursday' },
  { title: 'Freitag', value: 'Friday' },
  { title: 'Samstag', value: 'Saturday' },
  { title: 'Sonntag', value: 'Sunday' },
] as const

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export const openingHoursEntry = defineType({
  name: 'openingHoursEntry',
  title: 'Öffnungszeit',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Tage (Anzeige)',
      description: 'Zum Beispiel „Mo – Fr“.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'days',
      title: 'Tage (für Suchmaschinen)',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: [...WEEKDAYS] },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'byArrangement',
      title: 'Nach Vereinbarung',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'opens',
      title: 'Von (HH:MM)',
      type: 'string',
      hidden: ({ parent }) => Boolean(parent?.byArrangement),
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { byArrangement?: boolean } | undefined
          if (parent?.byArrangement) return true
          return value && TIME_PATTERN.test(value) ? true : 'Uhrzeit im Format HH:MM angeben.'
        }),
    }),
    defineField({
      name: 'closes',
      title: 'Bis (HH:MM)',
      type: 'string',
      hidden: ({ parent }) => Boolean(parent?.byArrangement),
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { byArrangement?: boolean; opens?: string } | undefined
          if (parent?.byArrangement) return true
          if (!value || !TIME_PATTERN.test(value)) return 'Uhrzeit im Format HH:MM angeben.'
          return parent?.opens && value <= parent.opens ? 'Das Ende muss nach dem Beginn liegen.' : true
        }),
    }),
  ],
  preview: {
    select: { title: 'label', opens: 'opens', closes: 'closes', byArrangement: 'byArrangement' },
    prepare: ({ title, opens, closes, byArrangement }) => ({
      title,
      subtitle: byArrangement ? 'nach Vereinbarung' : `${opens} – ${closes} Uhr`,
    }),
  },
})

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Einstellungen',
  type: 'document',
  groups: [
    { name: 'company', title: 'Unternehmen', default: true },
    { name: 'contact', title: 'Kontakt' },
    { name: 'claims', title: 'Kennzahlen' },
    { name: 'legal', title: 'Rechtliches' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'companyName',
      title: 'Firmenname (vollständig)',
      description: 'Mit Rechtsform, wie im Handelsregister.',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'brandName',
      title: 'Kurzname (Marke)',
      description: 'Erscheint im Logo und in Seitentiteln.',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'tagline',
      title: 'Kurzbeschreibung',
      description: 'Ein Satz über das Unternehmen, z. B. im Fußbereich.',
      type: 'text',
      rows: 2,
      group: 'company',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'masterBadge',
      title: 'Siegel',
      type: 'string',
      group: 'company',
      initialValue: 'Zertifizierter Meisterbetrieb',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'menuNote',
      title: 'Hinweis im Leistungsmenü',
      description: 'Ein Satz unten im aufgeklappten Menü „Leistungen“ auf großen Bildschirmen.',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().max(120),
    }),
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
      title: 'Telefon (Anzeige)',
      description: `So wird die Nummer angezeigt, z. B. „05321 123456“. ${PLACEHOLDER_HINT}`,
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phoneE164',
      title: 'Telefon (international, für Links)',
      description: 'Ohne Leerzeichen mit Ländervorwahl, z. B. „+495321123456“.',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().regex(/^\+[1-9]\d{6,14}$/, { name: 'E.164' }),
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
      title: 'Antwortzeit auf Anfragen (Stunden)',
      type: 'number',
      group: 'claims',
      initialValue: 24,
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'applicationResponseDays',
      title: 'Antwortzeit auf Bewerbungen (Werktage)',
      type: 'number',
      group: 'claims',
      initialValue: 2,
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'serviceArea',
      title: 'Einsatzgebiet',
      type: 'object',
      group: 'claims',
      fields: [
        defineField({ name: 'center', title: 'Mittelpunkt', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'radiusKm',
          title: 'Umkreis (km, Anzeige)',
          type: 'number',
          validation: (rule) => rule.required().min(1),
        }),
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
    defineField({
      name: 'registerCourt',
      title: 'Registergericht',
      description: PLACEHOLDER_HINT,
      type: 'string',
      group: 'legal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'registerNumber',
      title: 'Registernummer',
      description: PLACEHOLDER_HINT,
      type: 'string',
      group: 'legal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'managingDirector',
      title: 'Vertreten durch (Geschäftsführung)',
      type: 'string',
      group: 'legal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'vatId',
      title: 'Umsatzsteuer-Identifikationsnummer',
      type: 'string',
      group: 'legal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'agencyCredit',
      title: 'Webagentur (Impressum)',
      type: 'object',
      group: 'legal',
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'url',
          title: 'Website',
          description: 'Vollständige Adresse mit https://, z. B. https://www.agentur.de',
          type: 'url',
          validation: (rule) =>
            rule
              .required()
              .uri({ scheme: ['https', 'http'] })
              .error('Bitte eine Web-Adresse mit https:// angeben.'),
        }),
        defineField({ name: 'address', title: 'Anschrift', type: 'text', rows: 3 }),
        defineField({ name: 'logo', title: 'Logo', type: 'accessibleImage' }),
      ],
    }),
    defineField({
      name: 'titleTemplate',
      title: 'Vorlage für Seitentitel',
      description: '%s wird durch den Titel der Seite ersetzt, z. B. „%s | Glanzwerk Harz“.',
      type: 'string',
      group: 'seo',
      validation: (rule) =>
        rule.required().custom((value) => (value?.includes('%s') ? true : 'Die Vorlage muss %s enthalten.')),
    }),
    defineField({
      name: 'defaultSeo',
      title: 'Standard-SEO',
      description: 'Gilt, wo eine Seite nichts Eigenes angibt.',
      type: 'seo',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
  ],
  validation: (rule) => rule.custom(checkPlaceholders).warning(),
  preview: { prepare: () => ({ title: 'Einstellungen' }) },
})
