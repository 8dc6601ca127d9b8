import {
  APPLICATION_FIELDS,
  APPLICATION_STEPS,
  type FieldSpec,
  INQUIRY_FIELDS,
  MULTIPLE_CHOICE_SEPARATOR,
  OTHER_SERVICE,
} from './form-fields'
import { z } from './zod'

/**
 * The rules of the two forms, made from their field descriptions (form-fields.ts) and shared by
 * the browser (the wizard's step validity, field messages) and the Route Handlers (the final word).
 */

/**
 * Why a field was rejected. The browser and the server name the same reasons; the visitor
 * reads the German text for each reason from the CMS (site texts, „Formulare“).
 */
const FIELD_PROBLEMS = ['required', 'email', 'phone', 'tooLong', 'singleLine', 'characters', 'choice', 'days'] as const
export type FieldProblem = (typeof FIELD_PROBLEMS)[number]

const problem = (reason: FieldProblem) => ({ message: reason })

/**
 * One part between dots: never a list or a display name (commas, semicolons, angle brackets, quotes
 * and the like would let one field name several recipients), never `%` (the old source route
 * `user%host@relay`, which some relays still forward to `host`).
 */
const ATOM = `[^\\s@,;:<>()[\\]"'\\\\%.]+`
/**
 * Plausible, not strict: what the browser's type=email accepts (international letters included),
 * with RFC 5322's dot rule (no empty part before, between or after dots: `a@b..cd`, `.a@b.de`) and
 * at least two parts in the domain.
 */
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${ATOM}(?:\\.${ATOM})+$`, 'u')
/** An RFC 2047 encoded word (`=?utf-8?q?…?=`): mail software may decode it into another address. */
const ENCODED_WORD = /=\?.*\?=/
const isEmail = (value: string) => EMAIL_PATTERN.test(value) && !ENCODED_WORD.test(value.slice(0, value.indexOf('@')))
/**
 * Invisible characters that change how text around them is shown: the bidi embeddings, overrides,
 * isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) and the zero-width ones
 * (U+200B, U+200C, U+2060, U+FEFF). They would reorder or hide text in the office's mail subject
 * and the CSV export. The zero-width joiner (U+200D) goes too, except between two pictographs, where
 * it makes one emoji of several (👩‍💻: woman, ZWJ, laptop; a variation selector or skin tone may
 * follow the first).
 */
const INVISIBLE =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u200C\u2060\uFEFF]|(?<!\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu
export const stripInvisible = (value: string) => value.replace(INVISIBLE, '')
/** Control characters (C0, DEL, C1: Unicode's Cc) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u
const LINE_BREAK_OR_TAB = /[\t\n\r]/
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g
/** A multi-line message may contain line breaks and tabs, and no other control character. */
const hasControl = (value: string, multiLine: boolean) =>
  CONTROL.test(multiLine ? value.replace(LINE_BREAKS_AND_TABS, '') : value)
/** Digits with the usual separators (+49, spaces, slashes, dashes, brackets), at least 6 digits. */
const isPhone = (value: string) => /^[+\d][\d\s/().-]*$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6

/** A missing value counts as a wrong choice, too. */
const oneOf = (values: readonly string[]) =>
  z.string({ error: 'choice' }).refine((value) => values.includes(value), problem('choice'))

/** The run-time choices: the published services' slugs, the open job postings' slugs. */
type RuntimeChoices = { services?: readonly string[]; jobPostings?: readonly string[] }

/** Every value is a text; a multiple choice is one text, its values joined by the field's separator. */
function fieldSchema(spec: FieldSpec, { services = [], jobPostings = [] }: RuntimeChoices) {
  if (spec.type === 'hidden')
    return z
      .string()
      .trim()
      .default('')
      .transform((value) => (jobPostings.includes(value) ? value : ''))
  if ('maxLength' in spec) {
    // Whitespace around a value is never meaningful; a value that is only whitespace is empty.
    // A line break in a one-line field would forge lines in the office's mail ("Eve\r\nBcc: …").
    const multiLine = spec.type === 'textarea'
    const text = z
      .string()
      .overwrite(stripInvisible)
      .trim()
      .refine((value) => multiLine || !LINE_BREAK_OR_TAB.test(value), problem('singleLine'))
      .refine((value) => !hasControl(value, multiLine), problem('characters'))
      .max(spec.maxLength, problem('tooLong'))
    if (!spec.required) return text.default('')
    const required = text.min(1, problem('required'))
    if (spec.type === 'email') return required.refine(isEmail, problem('email'))
    if (spec.type === 'tel') return required.refine(isPhone, problem('phone'))
    // One kind of line break in what is stored and mailed.
    return multiLine ? required.transform((value) => value.replace(/\r\n?/g, '\n')) : required
  }
  const values = spec.choices === 'services' ? [...services, OTHER_SERVICE] : spec.choices
  if (spec.type === 'checkboxes')
    return z
      .string()
      .trim()
      .transform((value) => (value ? value.split(/\s*,\s*/) : []))
      .pipe(z.array(oneOf(values)).min(spec.required ? 1 : 0, problem('days')))
      .transform((chosen) => values.filter((value) => chosen.includes(value)).join(spec.separator))
  // An optional choice may stay empty ('' is the placeholder option).
  return spec.required ? oneOf(values) : oneOf(['', ...values]).default('')
}

function formSchema(fields: Record<string, FieldSpec>, choices: RuntimeChoices = {}) {
  return z.object(Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec, choices)])))
}

/** The inquiry (form-name contact); `services` are the slugs of the services the site offers. */
export function inquirySchema(services: readonly string[]) {
  return formSchema(INQUIRY_FIELDS, { services })
}

/** The quick application (form-name quick-application); `jobPostings` are the slugs of the open postings. */
export function applicationSchema(jobPostings: readonly string[]) {
  return formSchema(APPLICATION_FIELDS, { jobPostings })
}
const applicationSteps = APPLICATION_STEPS.map((names) =>
  formSchema(Object.fromEntries(names.map((name) => [name, APPLICATION_FIELDS[name]]))),
)

export type FieldProblems = Partial<Record<string, FieldProblem>>

type Validation<T> = { ok: true; value: T } | { ok: false; problems: FieldProblems }

/** Checks `input` against a form schema: the cleaned value, or the first problem per field. */
export function validate<S extends z.ZodType>(schema: S, input: Record<string, unknown>): Validation<z.output<S>> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const problems: FieldProblems = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!problems[field]) problems[field] = toProblem(issue.message)
  }
  return { ok: false, problems }
}

/** The wizard's check of one step (0-based): the server's rules for that step's fields. */
export function validateStep(step: number, values: Record<string, string>) {
  const schema = applicationSteps[step]
  if (!schema) throw new RangeError(`The quick application has no step ${step}.`)
  return validate(schema, values)
}

const PROBLEMS = new Set<string>(FIELD_PROBLEMS)
/** zod's own messages (e.g. a missing field: "expected string") count as „required“. */
function toProblem(message: string): FieldProblem {
  return PROBLEMS.has(message) ? (message as FieldProblem) : 'required'
}

/**
 * A form post as a plain record. Repeated fields (the day checkboxes without JavaScript) are
 * joined like the wizard joins them; files are not accepted anywhere.
 */
export function formFields(form: FormData): Record<string, string> {
  // One pass over the entries: `getAll` per name would scan every entry once per name (quadratic).
  const byName = new Map<string, string[]>()
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue
    const values = byName.get(key)
    if (values) values.push(value)
    else byName.set(key, [value])
  }
  const fields: Record<string, string> = {}
  for (const [key, values] of byName) fields[key] = values.join(MULTIPLE_CHOICE_SEPARATOR)
  return fields
}
