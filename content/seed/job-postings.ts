import type { JobPosting } from '@/lib/sanity/sanity.types'
import { richText } from './builders'
import type { Seed } from './types'

/**
 * Two example openings, one Minijob and one full-time position, marked `isExample` so the Studio
 * shows them as „Beispiel: …“ with a warning until an editor has checked them. Their „Gültig bis“
 * lies far ahead on purpose: tests/unit/job-postings.test.ts fails well before it passes, so the
 * examples are renewed instead of silently vanishing from the bundled site.
 */
export const jobPostings: Seed<JobPosting>[] = [
  {
    _id: 'jobPosting-reinigungskraft-goslar-minijob',
    _type: 'jobPosting',
    isExample: true,
    title: 'Reinigungskraft (m/w/d) – Minijob in Goslar',
    slug: { _type: 'slug', current: 'reinigungskraft-goslar-minijob' },
    visible: true,
    employmentType: 'minijob',
    workLocation: 'goslar',
    workingHours: 'Montag bis Freitag ab 17 Uhr, etwa 2 Stunden am Tag',
    datePosted: '2026-11-16',
    validThrough: '2027-09-30',
    salary: { min: 15.5, unit: 'HOUR' },
    summary:
      'Büros in Goslar am frühen Abend sauber halten: feste Zeiten, festes Objekt, Einarbeitung im Team. Ideal neben Familie, Studium oder Rente.',
    description: richText(`
Wir sind ein Meisterbetrieb der Gebäudereinigung mit Sitz in Goslar und betreuen Büros, Praxen, Treppenhäuser und Gewerbeobjekte im ganzen Harz. Für die Unterhaltsreinigung eines Bürogebäudes in Goslar suchen wir Verstärkung auf Minijob-Basis.

Sie arbeiten an festen Tagen zu festen Zeiten im selben Objekt und werden von Ihrer Objektleitung eingearbeitet. Reinigungsmittel, Geräte und Arbeitskleidung stellen wir.
`),
    tasks: [
      'Büros, Besprechungsräume und Küchen reinigen',
      'Sanitärräume reinigen und Verbrauchsmaterial auffüllen',
      'Böden saugen und wischen, Papierkörbe leeren',
    ],
    requirements: [
      'Sorgfalt und Zuverlässigkeit',
      'Verständigung auf Deutsch im Arbeitsalltag',
      'Erfahrung in der Reinigung ist willkommen, aber keine Voraussetzung',
    ],
    benefits: [
      'Bezahlung mindestens nach Tarif des Gebäudereiniger-Handwerks',
      'Feste Arbeitszeiten, die sich planen lassen',
      'Einarbeitung und Ansprechpartner im Team',
    ],
  },
  {
    _id: 'jobPosting-objektleitung-wernigerode-vollzeit',
    _type: 'jobPosting',
    isExample: true,
    title: 'Vorarbeiter/in Gebäudereinigung (m/w/d) – Vollzeit in Wernigerode',
    slug: { _type: 'slug', current: 'vorarbeiter-gebaeudereinigung-wernigerode-vollzeit' },
    visible: true,
    employmentType: 'vollzeit',
    workLocation: 'wernigerode',
    workingHours: '40 Stunden pro Woche, Montag bis Freitag, überwiegend tagsüber',
    datePosted: '2026-11-09',
    validThrough: '2027-12-31',
    salary: { min: 2900, max: 3300, unit: 'MONTH' },
    summary:
      'Ein Team von sechs Reinigungskräften in Wernigerode anleiten, Qualität prüfen und selbst mit anpacken – unbefristet in Vollzeit.',
    description: richText(`
Wir sind ein Meisterbetrieb der Gebäudereinigung aus Goslar und wachsen in Wernigerode. Dort betreuen wir Büros, Arztpraxen und Wohnanlagen und suchen eine Vorarbeiterin oder einen Vorarbeiter, die oder der das Team vor Ort führt.

Sie planen die Einsätze gemeinsam mit der Objektleitung, sind Ansprechpartner für Kunden und Team und arbeiten selbst in der Reinigung mit. Ein Firmenwagen für die Fahrten zwischen den Objekten steht bereit.
`),
    tasks: [
      'Ein Team von sechs Reinigungskräften anleiten und einteilen',
      'Qualitätskontrollen in den Objekten durchführen und dokumentieren',
      'Selbst in der Unterhalts- und Grundreinigung mitarbeiten',
      'Neue Kolleginnen und Kollegen einarbeiten',
    ],
    requirements: [
      'Erfahrung in der Gebäudereinigung, gern als Gebäudereiniger/in mit Ausbildung',
      'Freude daran, ein Team zu führen',
      'Führerschein Klasse B',
    ],
    benefits: [
      'Unbefristeter Vertrag in Vollzeit',
      'Firmenwagen für Fahrten zwischen den Objekten',
      'Weiterbildung bis zur Meisterschule',
    ],
  },
]
