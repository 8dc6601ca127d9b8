import { OTHER_SERVICE } from '@shared/forms'
import { CONTRACT_TYPES, WORK_LOCATIONS } from '@shared/work'

export { CONTRACT_TYPES, OTHER_SERVICE, WORK_LOCATIONS }

/**
 * The fields of the two forms (SPEC.md §3): name, control type, autocomplete, whether required,
 * length limit and choices. The inquiry form, the quick application (wizard and one-page form),
 * the validation (validation.ts) and the endpoints all read them here. No dependencies, so the
 * inquiry form can import it without pulling the validation library into every page.
 */

export const FORM_NAMES = { inquiry: 'contact', application: 'quick-application' } as const
export type FormKind = keyof typeof FORM_NAMES

/** The hidden spam trap: people never see it, bots fill it. */
export const HONEYPOT_FIELD = 'bot-field'

/**
 * The token a form makes in the browser and keeps across retries, so the server stores a repeated
 * post (a double click, a retry after a timeout) once. The pages are static: the server cannot.
 */
export const SUBMISSION_TOKEN_FIELD = 'submission-token'

export const WORK_DAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const
/** SPEC.md §3: workDays travel as one text, joined with comma and space; so does every multiple choice here. */
export const MULTIPLE_CHOICE_SEPARATOR = ', '

const FIRST_WORK_TIME = '06:00'
const LAST_WORK_TIME = '20:00'
const WORK_TIME_STEP_MINUTES = 30

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** 06:00, 06:30, … 20:00: the choices of workTimeFrom and workTimeTo. */
export const WORK_TIMES: readonly string[] = Array.from(
  { length: (toMinutes(LAST_WORK_TIME) - toMinutes(FIRST_WORK_TIME)) / WORK_TIME_STEP_MINUTES + 1 },
  (_, step) => toTime(toMinutes(FIRST_WORK_TIME) + step * WORK_TIME_STEP_MINUTES),
)

/**
 * One field. `choices: 'services'` are the slugs of the published services plus OTHER_SERVICE,
 * `'jobPostings'` the slugs of the open job postings, both known only at run time. `checkboxes` is
 * a multiple choice (at least one when required) that travels as one text, its values joined by
 * `separator`. A `hidden` field is set by the page, not typed: a value that is not one of its
 * choices is dropped (stored empty) rather than refused, since the visitor could not correct it.
 */
export type FieldSpec =
  | { type: 'text' | 'email' | 'tel' | 'textarea'; required: boolean; maxLength: number; autoComplete?: string }
  | (ChoiceSpec & { type: 'select' })
  | (ChoiceSpec & { type: 'radio' })
  | (ChoiceSpec & { type: 'checkboxes'; separator: typeof MULTIPLE_CHOICE_SEPARATOR })
  | { type: 'hidden'; required: false; choices: 'jobPostings' }
type ChoiceSpec = { required: boolean; choices: readonly string[] | 'services' }

const NAME = { type: 'text', required: true, maxLength: 100, autoComplete: 'name' } as const
const EMAIL = { type: 'email', required: true, maxLength: 254, autoComplete: 'email' } as const
const PHONE = { type: 'tel', required: true, maxLength: 40, autoComplete: 'tel' } as const
const WORK_TIME = { type: 'select', required: false, choices: WORK_TIMES } as const

/** The inquiry (form-name contact), in the order the form shows and the office reads them. */
export const INQUIRY_FIELDS = {
  name: NAME,
  email: EMAIL,
  phone: PHONE,
  location: { type: 'text', required: true, maxLength: 120 },
  service: { type: 'select', required: false, choices: 'services' },
  message: { type: 'textarea', required: true, maxLength: 5000 },
} as const satisfies Record<string, FieldSpec>

/** The quick application (form-name quick-application), in the order of its steps. */
export const APPLICATION_FIELDS = {
  name: NAME,
  phone: PHONE,
  email: EMAIL,
  contractType: { type: 'radio', required: true, choices: CONTRACT_TYPES },
  workLocation: { type: 'select', required: true, choices: WORK_LOCATIONS },
  workTimeFrom: WORK_TIME,
  workTimeTo: WORK_TIME,
  workDays: { type: 'checkboxes', required: true, choices: WORK_DAYS, separator: MULTIPLE_CHOICE_SEPARATOR },
  /** The job posting applied for (its slug), when the application was opened from one („Jetzt bewerben“). */
  jobPosting: { type: 'hidden', required: false, choices: 'jobPostings' },
} as const satisfies Record<string, FieldSpec>

export type InquiryField = keyof typeof INQUIRY_FIELDS
export type ApplicationField = keyof typeof APPLICATION_FIELDS

/** SPEC.md §4: step 1 contact data, step 2 work details, step 3 available days. */
export const APPLICATION_STEPS = [
  ['name', 'phone', 'email'],
  ['contractType', 'workLocation', 'workTimeFrom', 'workTimeTo'],
  ['workDays'],
] as const satisfies readonly (readonly ApplicationField[])[]

/**
 * The most fields an honest post of a form carries: one per field, one per choice of a multiple
 * choice (the day checkboxes post one field each without JavaScript), plus form-name, the spam trap
 * and the submission token. The endpoints refuse posts far above this before parsing them.
 */
export function postedFieldCount(fields: Record<string, FieldSpec>): number {
  const perField = Object.values(fields).map((spec) =>
    spec.type === 'checkboxes' && typeof spec.choices !== 'string' ? spec.choices.length : 1,
  )
  return perField.reduce((sum, count) => sum + count, 0) + 3
}

/** Object.keys, typed: the field objects above are literals with exactly these keys. */
const namesOf = <F extends string>(fields: Record<F, FieldSpec>) => Object.keys(fields) as F[]

/** The stored fields of each form, in the order the office reads them. */
export const FORM_FIELDS = {
  inquiry: namesOf(INQUIRY_FIELDS),
  application: namesOf(APPLICATION_FIELDS),
} as const satisfies Record<FormKind, readonly string[]>

/**
 * The text of a place of work: SPEC.md's values have hyphens ('bad-harzburg'), which Sanity
 * field names cannot; the site texts use the camel-case key ('badHarzburg').
 */
export function workLocationText(
  texts: { workLocations: Record<string, string> },
  value: (typeof WORK_LOCATIONS)[number],
): string {
  return texts.workLocations[value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] ?? value
}
