/**
 * The list of „Vor dem Start“ (shared/launch-checks.ts, which finds the items): each field, text and
 * setting that the bundled sample content or the environment holds until the company replaces it, with
 * its severity, its task for the office and where it shows. Blocking or warning, and why:
 * docs/decisions.md, „Launch check“.
 */
import { FIXED_PAGES, LEGAL_PAGES } from './documents'
import type { PlaceholderName } from './placeholders'

export type LaunchSeverity = 'blocking' | 'warning'

/** Where a value shows: the page's German name and address (null for every page or outside the site). */
export type LaunchPlace = { name: string; path: string | null }

/** The part of the server's environment the checks read (the caller reads it; the Studio has none). */
export type LaunchEnvironment = {
  /** NEXT_PUBLIC_GA_MEASUREMENT_ID as the build has it. */
  gaMeasurementId: string | undefined
  /** The public origin of canonical links, sitemap and structured data (web/lib/site-url.ts). */
  siteUrl: string
}

/** „[Name der Geschäftsführung eintragen]“: the bracket the sample content uses for every missing fact. */
export const FILL_IN_PATTERN = /\[[^[\]\n]*eintragen[^[\]\n]*\]/i
/** Addresses of the reserved example domains (RFC 2606): an e-mail to one goes nowhere, a link leads nowhere. */
export const EXAMPLE_DOMAIN_PATTERN = /(?:[\w.+-]+@|\b)(?:[\w-]+\.)*example\.(?:com|org|net|de)\b/i

/** What makes a value a leftover. */
export type Leftover =
  /** The sample value, exactly. */
  | { sample: string | boolean }
  | { pattern: RegExp }
  /** Any text at all: a note that is there only while its task is open. */
  | { filled: true }

export type FieldCheck = {
  id: string
  severity: LaunchSeverity
  /** One document by id, or every document of a type (optionally only those with `where` set). */
  document: { id: string } | { type: string; where?: { field: string; equals: unknown } }
  /** Dotted path; every text (or yes/no) at or below it is tested. */
  field: string
  /** The field as the Studio names it. */
  fieldTitle: string
  leftover: Leftover
  task: string
  /** Where the value shows; `page` is the document's own page. */
  shows: readonly LaunchPlace[] | 'page'
  /** The settings value behind a placeholder: it also shows wherever a text uses `{Name}`. */
  placeholder?: PlaceholderName
}

/** A pattern looked for in every text of every checked document (items a field check named are not repeated). */
export type TextCheck = {
  id: string
  severity: LaunchSeverity
  leftover: { pattern: RegExp } | { unknownPlaceholder: true }
  task: string
}

export type EnvironmentCheck = {
  id: string
  severity: LaunchSeverity
  variable: string
  /** The value is a leftover when this says so (unset included). */
  leftover: (environment: LaunchEnvironment) => boolean
  /** The value worth repeating, if any. */
  value: (environment: LaunchEnvironment) => string | null
  task: string
  shows: readonly LaunchPlace[]
}

export const EVERY_PAGE = { name: 'jede Seite (Kopf- oder Fußzeile)', path: null } as const
const SEARCH_ENGINES = { name: 'Suchmaschinen (strukturierte Daten jeder Seite)', path: null } as const
const CONSENT_BANNER = { name: 'Cookie-Hinweis auf jeder Seite', path: null } as const
const IMPRINT = { name: LEGAL_PAGES.impressum.title, path: LEGAL_PAGES.impressum.path } as const
const PRIVACY = { name: LEGAL_PAGES.datenschutz.title, path: LEGAL_PAGES.datenschutz.path } as const
const CONTACT = { name: FIXED_PAGES.contactPage.title, path: FIXED_PAGES.contactPage.path } as const

const SETTINGS = { id: 'siteSettings' } as const

/** Blocking or warning, and why: docs/decisions.md, „Launch check“. */
export const FIELD_CHECKS: readonly FieldCheck[] = [
  {
    id: 'address',
    severity: 'blocking',
    document: SETTINGS,
    field: 'address.street',
    fieldTitle: 'Anschrift › Straße und Hausnummer',
    leftover: { pattern: /Musterstra(?:ß|ss)e/i },
    task: 'Die Anschrift des Betriebs eintragen.',
    shows: [EVERY_PAGE, IMPRINT, CONTACT, SEARCH_ENGINES],
  },
  {
    id: 'phone',
    severity: 'blocking',
    document: SETTINGS,
    field: 'phone',
    fieldTitle: 'Telefon',
    leftover: { sample: '05321 000 000' },
    task: 'Die Telefonnummer des Büros eintragen, so wie sie auf der Website stehen soll.',
    shows: [EVERY_PAGE, IMPRINT, CONTACT, SEARCH_ENGINES],
    placeholder: 'Telefon',
  },
  {
    id: 'email',
    severity: 'blocking',
    document: SETTINGS,
    field: 'email',
    fieldTitle: 'E-Mail-Adresse',
    leftover: { pattern: EXAMPLE_DOMAIN_PATTERN },
    task: 'Die E-Mail-Adresse des Büros eintragen (an sie gehen auch die Anfragen und Bewerbungen).',
    shows: [EVERY_PAGE, IMPRINT, CONTACT, SEARCH_ENGINES],
    placeholder: 'E-Mail',
  },
  {
    id: 'register-court',
    severity: 'blocking',
    document: SETTINGS,
    field: 'registerCourt',
    fieldTitle: 'Registergericht',
    leftover: { pattern: FILL_IN_PATTERN },
    task: 'Das Registergericht aus dem Handelsregisterauszug eintragen.',
    shows: [IMPRINT],
  },
  {
    id: 'register-number',
    severity: 'blocking',
    document: SETTINGS,
    field: 'registerNumber',
    fieldTitle: 'Registernummer',
    leftover: { pattern: FILL_IN_PATTERN },
    task: 'Die Handelsregisternummer eintragen (z. B. „HRB 12345“).',
    shows: [IMPRINT],
  },
  {
    id: 'managing-director',
    severity: 'blocking',
    document: SETTINGS,
    field: 'managingDirector',
    fieldTitle: 'Vertreten durch (Geschäftsführung)',
    leftover: { pattern: FILL_IN_PATTERN },
    task: 'Vor- und Nachnamen der Geschäftsführung eintragen.',
    shows: [IMPRINT],
  },
  {
    id: 'vat-id',
    severity: 'blocking',
    document: SETTINGS,
    field: 'vatId',
    fieldTitle: 'Umsatzsteuer-Identifikationsnummer',
    leftover: { pattern: FILL_IN_PATTERN },
    task: 'Die USt-IdNr. eintragen (z. B. „DE123456789“).',
    shows: [IMPRINT],
  },
  {
    id: 'agency',
    severity: 'blocking',
    document: SETTINGS,
    field: 'agencyCredit',
    fieldTitle: 'Webagentur (Impressum)',
    leftover: { pattern: /\bBeispiel|example\.(?:com|org|net|de)\b/i },
    task: 'Name, Website und Anschrift der Agentur eintragen, die die Website betreut – oder die Angaben entfernen.',
    shows: [IMPRINT],
  },
  {
    id: 'social-facebook',
    severity: 'warning',
    document: SETTINGS,
    field: 'social.facebook',
    fieldTitle: 'Soziale Netzwerke › Facebook',
    leftover: { pattern: /^https?:\/\/(?:www\.)?facebook\.com\/?$/i },
    task: 'Die Adresse der eigenen Facebook-Seite eintragen – oder das Feld leeren, dann entfällt das Symbol.',
    shows: [EVERY_PAGE],
  },
  {
    id: 'social-instagram',
    severity: 'warning',
    document: SETTINGS,
    field: 'social.instagram',
    fieldTitle: 'Soziale Netzwerke › Instagram',
    leftover: { pattern: /^https?:\/\/(?:www\.)?instagram\.com\/?$/i },
    task: 'Die Adresse des eigenen Instagram-Kontos eintragen – oder das Feld leeren, dann entfällt das Symbol.',
    shows: [EVERY_PAGE],
  },
  {
    id: 'legal-note',
    severity: 'blocking',
    document: { type: 'legalPage' },
    field: 'launchNote',
    fieldTitle: 'Vor dem Start zu erledigen',
    leftover: { filled: true },
    task: 'Die genannte Aufgabe erledigen, danach das Feld leeren und veröffentlichen.',
    shows: [],
  },
  {
    id: 'example-job-posting',
    severity: 'blocking',
    document: { type: 'jobPosting', where: { field: 'visible', equals: true } },
    field: 'isExample',
    fieldTitle: 'Beispiel',
    leftover: { sample: true },
    task: 'Texte, Daten und Vergütung prüfen und das Häkchen „Beispiel“ entfernen – oder das Stellenangebot löschen.',
    shows: 'page',
  },
]

export const TEXT_CHECKS: readonly TextCheck[] = [
  {
    id: 'fill-in',
    severity: 'blocking',
    leftover: { pattern: FILL_IN_PATTERN },
    task: 'Die Angabe in eckigen Klammern durch die echte ersetzen.',
  },
  {
    id: 'example-address',
    severity: 'blocking',
    leftover: { pattern: EXAMPLE_DOMAIN_PATTERN },
    task: 'Die Beispieladresse durch die echte ersetzen.',
  },
  {
    id: 'unknown-placeholder',
    severity: 'blocking',
    leftover: { unknownPlaceholder: true },
    task: 'Den Platzhalter richtig schreiben (die Liste steht im Feld) oder durch Text ersetzen: So erscheint er wörtlich auf der Website.',
  },
]

const LOCAL_OR_EXAMPLE_ORIGIN =
  /^https?:\/\/(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|(?:[\w-]+\.)*example\.(?:com|org|net|de))(?::\d+)?$/i

export const ENVIRONMENT_CHECKS: readonly EnvironmentCheck[] = [
  {
    id: 'site-url',
    severity: 'blocking',
    variable: 'SITE_URL',
    leftover: ({ siteUrl }) => LOCAL_OR_EXAMPLE_ORIGIN.test(siteUrl),
    value: ({ siteUrl }) => siteUrl,
    task: 'SITE_URL auf die öffentliche Adresse setzen (z. B. https://www.glanzwerk-harz.de) und neu bauen: Kanonische Links, Sitemap und Vorschaubilder nennen sonst eine fremde Adresse.',
    shows: [SEARCH_ENGINES, { name: 'Sitemap', path: '/sitemap.xml' }],
  },
  {
    id: 'statistics-without-id',
    severity: 'warning',
    variable: 'NEXT_PUBLIC_GA_MEASUREMENT_ID',
    leftover: ({ gaMeasurementId }) => !/^G-[A-Z0-9]+$/.test(gaMeasurementId?.trim() ?? ''),
    value: ({ gaMeasurementId }) => gaMeasurementId?.trim() || null,
    task: 'Der Cookie-Hinweis bietet „Statistik“ (Google Analytics) an, gemessen wird aber nichts: die Mess-ID (G-…) beim Bauen setzen – oder, wenn nicht gemessen werden soll, „Statistik“ aus Cookie-Hinweis und Datenschutzerklärung nehmen lassen.',
    shows: [CONSENT_BANNER, PRIVACY],
  },
]
