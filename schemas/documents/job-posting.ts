import { CaseIcon } from '@sanity/icons/Case'
import { previousSlugsField } from '@schemas/objects/previous-slugs'
import { checkPlaceholders } from '@shared/placeholders'
import { checkJobPostingSlug, slugify } from '@shared/slugs'
import {
  CONTRACT_TYPE_TITLES,
  CONTRACT_TYPES,
  type ContractType,
  WORK_LOCATION_TOWNS,
  WORK_LOCATIONS,
  type WorkLocation,
} from '@shared/work'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** Salary units Google for Jobs understands that fit this trade (per hour for Minijobs, per month otherwise). */
export const SALARY_UNITS = [
  { title: 'pro Stunde', value: 'HOUR' },
  { title: 'pro Monat', value: 'MONTH' },
] as const

const EXAMPLE_HINT =
  'Beispiel aus dem mitgelieferten Datensatz: vor dem Livegang Texte, Daten und Vergütung prüfen und dieses Häkchen entfernen – oder das Stellenangebot löschen.'

const isoToday = () => new Date().toISOString().slice(0, 10)

const germanDate = (date: string | undefined) => (date ? date.split('-').reverse().join('.') : '')

const textList = (name: string, title: string, description: string, min: number) =>
  defineField({
    name,
    title,
    description,
    type: 'array',
    group: 'text',
    of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(160) })],
    validation: (rule) => (min > 0 ? rule.required().min(min).error(`Mindestens ${min} Eintrag.`) : rule),
  })

/**
 * An opening („Stellenangebot“): listed on /karriere by the section „Stellenangebote“, with a page of
 * its own at /karriere/<slug> and JobPosting structured data for Google for Jobs. It disappears by
 * itself the day after „Gültig bis“ (web/lib/job-postings), without publishing again.
 */
/** Today's date in Germany (YYYY-MM-DD): „Gültig bis“ is a German calendar date (web/lib/job-postings/dates.ts). */
function germanToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
}

export const jobPosting = defineType({
  name: 'jobPosting',
  title: 'Stellenangebot',
  type: 'document',
  icon: CaseIcon,
  groups: [
    { name: 'basics', title: 'Stelle', default: true },
    { name: 'text', title: 'Texte' },
  ],
  fields: [
    defineField({
      name: 'isExample',
      title: 'Beispiel',
      description: EXAMPLE_HINT,
      type: 'boolean',
      group: 'basics',
      hidden: ({ value }) => value !== true,
    }),
    defineField({
      name: 'title',
      title: 'Stellentitel',
      description:
        'So, wie Bewerber suchen, z. B. „Reinigungskraft (m/w/d) – Minijob in Goslar“. Erscheint als Überschrift und bei Google.',
      type: 'string',
      group: 'basics',
      validation: (rule) => [rule.required(), rule.max(80).warning('Google zeigt lange Titel gekürzt.')],
    }),
    defineField({
      name: 'slug',
      title: 'Adresse',
      description:
        'Teil der Adresse: /karriere/… Ändern Sie sie nach der Veröffentlichung, leitet die alte Adresse automatisch weiter (siehe „Frühere Adressen“).',
      type: 'slug',
      group: 'basics',
      options: { source: 'title', maxLength: 64, slugify },
      validation: (rule) => rule.required().custom((slug) => checkJobPostingSlug(slug?.current)),
    }),
    { ...previousSlugsField('/karriere/'), group: 'basics' },
    defineField({
      name: 'visible',
      title: 'Auf der Website zeigen',
      description: 'Aus: Die Stelle verschwindet nach dem Veröffentlichen sofort, auch vor „Gültig bis“.',
      type: 'boolean',
      group: 'basics',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'employmentType',
      title: 'Anstellungsart',
      description: 'Wird in der Schnellbewerbung vorausgewählt.',
      type: 'string',
      group: 'basics',
      options: {
        list: CONTRACT_TYPES.map((value) => ({ value, title: CONTRACT_TYPE_TITLES[value] })),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'workLocation',
      title: 'Einsatzort',
      description: 'Wird in der Schnellbewerbung vorausgewählt.',
      type: 'string',
      group: 'basics',
      options: { list: WORK_LOCATIONS.map((value) => ({ value, title: WORK_LOCATION_TOWNS[value].name })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'workingHours',
      title: 'Arbeitszeit',
      description: 'Optional, z. B. „Mo – Fr ab 17 Uhr, etwa 10 Stunden pro Woche“.',
      type: 'string',
      group: 'basics',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'datePosted',
      title: 'Ausgeschrieben am',
      type: 'date',
      group: 'basics',
      options: { dateFormat: 'DD.MM.YYYY' },
      initialValue: isoToday,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'validThrough',
      title: 'Gültig bis (einschließlich)',
      description:
        'Am Tag danach verschwindet die Stelle von selbst aus der Liste, aus dem Verzeichnis für Suchmaschinen und bei Google for Jobs; ihre Adresse führt dann zur Seite „nicht gefunden“. Zum Verlängern das Datum ändern und veröffentlichen.',
      type: 'date',
      group: 'basics',
      options: { dateFormat: 'DD.MM.YYYY' },
      validation: (rule) => [
        rule.required().custom((validThrough, context) => {
          const posted = (context.document as { datePosted?: string } | undefined)?.datePosted
          return validThrough && posted && validThrough < posted
            ? '„Gültig bis“ darf nicht vor „Ausgeschrieben am“ liegen.'
            : true
        }),
        // Publishing stays possible (a posting kept for the record), but the editor learns it is not shown.
        rule
          .custom((validThrough: string | undefined) =>
            validThrough && validThrough < germanToday()
              ? '„Gültig bis“ liegt in der Vergangenheit: Die Stelle ist auf der Website nicht zu sehen. Zum Verlängern ein neues Datum wählen.'
              : true,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'salary',
      title: 'Vergütung (optional)',
      description:
        'In Euro brutto. Nur „ab“ ausfüllen, wenn es keine Obergrenze gibt. Leer lassen, um keine Vergütung zu nennen.',
      type: 'object',
      group: 'basics',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({ name: 'min', title: 'ab (Euro)', type: 'number', validation: (rule) => rule.positive() }),
        defineField({ name: 'max', title: 'bis (Euro)', type: 'number', validation: (rule) => rule.positive() }),
        defineField({
          name: 'unit',
          title: 'je',
          type: 'string',
          options: { list: [...SALARY_UNITS], layout: 'radio', direction: 'horizontal' },
        }),
      ],
      validation: (rule) =>
        rule.custom((salary: { min?: number; max?: number; unit?: string } | undefined) => {
          if (!salary || (salary.min === undefined && salary.max === undefined)) return true
          if (salary.min === undefined) return 'Bitte „ab“ ausfüllen.'
          if (!salary.unit) return 'Bitte wählen: pro Stunde oder pro Monat.'
          if (salary.max !== undefined && salary.max < salary.min) return '„bis“ muss mindestens „ab“ sein.'
          return true
        }),
    }),
    defineField({
      name: 'summary',
      title: 'Kurzbeschreibung',
      description: 'Ein bis zwei Sätze für die Liste der Stellen und die Beschreibung bei Suchmaschinen.',
      type: 'text',
      rows: 2,
      group: 'text',
      validation: (rule) => [
        rule.required(),
        rule.max(160).warning('Länger als 160 Zeichen: Google kürzt die Beschreibung.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Beschreibung',
      description: 'Wer wir sind und was die Stelle ausmacht. Aufgaben, Profil und Angebot folgen darunter als Listen.',
      type: 'richText',
      group: 'text',
      validation: (rule) => rule.required(),
    }),
    textList('tasks', 'Ihre Aufgaben', 'Je Eintrag eine Aufgabe.', 1),
    textList('requirements', 'Ihr Profil', 'Was Bewerber mitbringen sollten; je Eintrag ein Punkt.', 1),
    textList('benefits', 'Wir bieten', 'Optional; je Eintrag ein Punkt.', 0),
  ],
  validation: (rule) => [
    rule.custom(checkPlaceholders).warning(),
    rule.custom((document) => (document?.isExample === true ? EXAMPLE_HINT : true)).warning(),
  ],
  orderings: [
    { title: 'Gültig bis', name: 'validThrough', by: [{ field: 'validThrough', direction: 'asc' }] },
    { title: 'Ausgeschrieben am', name: 'datePosted', by: [{ field: 'datePosted', direction: 'desc' }] },
  ],
  preview: {
    select: {
      title: 'title',
      isExample: 'isExample',
      visible: 'visible',
      employmentType: 'employmentType',
      workLocation: 'workLocation',
      validThrough: 'validThrough',
    },
    prepare: ({ title, isExample, visible, employmentType, workLocation, validThrough }) => ({
      title: `${isExample ? 'Beispiel: ' : ''}${title || 'Neues Stellenangebot'}`,
      subtitle: [
        CONTRACT_TYPE_TITLES[employmentType as ContractType],
        WORK_LOCATION_TOWNS[workLocation as WorkLocation]?.name,
        validThrough ? `bis ${germanDate(validThrough)}` : null,
        visible === false ? 'ausgeblendet' : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
