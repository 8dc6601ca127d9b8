/**
 * Names, choices and limits of the two forms (SPEC.md §3), without the validation library:
 * the inquiry form imports these and stays small; the schemas are in fields.ts.
 */

export const FORM_NAMES = { inquiry: 'contact', application: 'quick-application' } as const
export type FormKind = keyof typeof FORM_NAMES

/** The hidden spam trap: people never see it, bots fill it. */
export const HONEYPOT_FIELD = 'bot-field'

/** The inquiry's „Andere Leistung“ choice; every other choice is a service slug from the CMS. */
export const OTHER_SERVICE = 'andere'

export const CONTRACT_TYPES = ['minijob', 'teilzeit', 'vollzeit'] as const
export const WORK_LOCATIONS = [
  'goslar',
  'bad-harzburg',
  'salzgitter',
  'bad-gandersheim',
  'wernigerode',
  'ilsenburg',
] as const
export const WORK_DAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const
/** SPEC.md §4: workDays travel as one text, joined with comma and space. */
export const WORK_DAYS_SEPARATOR = ', '

export const FIRST_WORK_TIME = '06:00'
export const LAST_WORK_TIME = '20:00'
export const WORK_TIME_STEP_MINUTES = 30

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** 06:00, 06:30, … 20:00: the choices of workTimeFrom and workTimeTo. */
export const WORK_TIMES: readonly string[] = Array.from(
  { length: (toMinutes(LAST_WORK_TIME) - toMinutes(FIRST_WORK_TIME)) / WORK_TIME_STEP_MINUTES + 1 },
  (_, step) => toTime(toMinutes(FIRST_WORK_TIME) + step * WORK_TIME_STEP_MINUTES),
)

/** Length limits of every field (characters). */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  location: 120,
  message: 5000,
} as const

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
