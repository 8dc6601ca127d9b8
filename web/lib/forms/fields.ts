import { z } from 'zod'
import {
  CONTRACT_TYPES,
  type FormKind,
  LIMITS,
  OTHER_SERVICE,
  WORK_DAYS,
  WORK_DAYS_SEPARATOR,
  WORK_LOCATIONS,
  WORK_TIMES,
} from './constants'

/**
 * The two forms of SPEC.md §3 and their rules, shared by the browser (step validity,
 * field hints) and the Route Handlers (the final word). Field names are SPEC.md's,
 * so the same names travel from the markup to the stored submission and the office mail.
 */

/**
 * Why a field was rejected. The browser and the server name the same reasons; the visitor
 * reads the German text for each reason from the CMS (site texts, „Formulare“).
 */
export const FIELD_PROBLEMS = ['required', 'email', 'phone', 'tooLong', 'choice', 'days'] as const
export type FieldProblem = (typeof FIELD_PROBLEMS)[number]

const problem = (reason: FieldProblem) => ({ message: reason })

/** Whitespace around a value is never meaningful; a value that is only whitespace is empty. */
const text = (max: number) => z.string().trim().max(max, problem('tooLong'))
const requiredText = (max: number) => text(max).min(1, problem('required'))
/** Plausible, not strict: what the browser's type=email accepts, without the dot rule of RFC 5322. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const email = requiredText(LIMITS.email).regex(EMAIL_PATTERN, problem('email'))
/** Digits with the usual separators (+49, spaces, slashes, dashes, brackets), at least 6 digits. */
const phone = requiredText(LIMITS.phone).refine(
  (value) => /^[+\d][\d\s/().-]*$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6,
  problem('phone'),
)
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'choice' })
/** A choice that may stay empty ('' is the placeholder option). */
const optionalChoice = (values: readonly string[]) => choice(['', ...values]).default('')
const time = optionalChoice(WORK_TIMES)

/** The inquiry (form-name contact); `services` are the slugs of the services the site offers. */
export function inquirySchema(services: readonly string[]) {
  return z.object({
    name: requiredText(LIMITS.name),
    email,
    phone,
    location: requiredText(LIMITS.location),
    service: optionalChoice([...services, OTHER_SERVICE]),
    message: requiredText(LIMITS.message),
  })
}
export type Inquiry = z.infer<ReturnType<typeof inquirySchema>>

/** The quick application (form-name quick-application), one schema per wizard step. */
export const applicationSteps = [
  z.object({ name: requiredText(LIMITS.name), phone, email }),
  z.object({
    contractType: choice(CONTRACT_TYPES),
    workLocation: choice(WORK_LOCATIONS),
    workTimeFrom: time,
    workTimeTo: time,
  }),
  z.object({
    workDays: z
      .string()
      .trim()
      .transform((value) => (value ? value.split(/\s*,\s*/) : []))
      .pipe(z.array(choice(WORK_DAYS)).min(1, problem('days')))
      .transform((days) => WORK_DAYS.filter((day) => days.includes(day)).join(WORK_DAYS_SEPARATOR)),
  }),
] as const
export const applicationSchema = applicationSteps[0].extend(applicationSteps[1].shape).extend(applicationSteps[2].shape)
export type Application = z.infer<typeof applicationSchema>

export const APPLICATION_STEP_FIELDS = applicationSteps.map((step) => Object.keys(step.shape)) as string[][]

export type FieldProblems = Partial<Record<string, FieldProblem>>

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: FieldProblems }

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

const PROBLEMS = new Set<string>(FIELD_PROBLEMS)
/** zod's own messages (e.g. a missing field: "expected string") count as „required“. */
function toProblem(message: string): FieldProblem {
  return PROBLEMS.has(message) ? (message as FieldProblem) : 'required'
}

/**
 * A form post as a plain record. Repeated fields (the no-JS application's day checkboxes)
 * are joined like the wizard joins them; files are not accepted anywhere.
 */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((value): value is string => typeof value === 'string')
    fields[key] = values.join(WORK_DAYS_SEPARATOR)
  }
  return fields
}

/** The stored fields of each form, in the order the office reads them. */
export const FORM_FIELDS: Record<FormKind, readonly string[]> = {
  inquiry: Object.keys(inquirySchema([]).shape),
  application: Object.keys(applicationSchema.shape),
}
