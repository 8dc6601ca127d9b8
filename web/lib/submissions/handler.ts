import { ROUTES } from '@shared/routes'
import { FORM_NAMES, type FormKind, HONEYPOT_FIELD } from '@/lib/forms/form-fields'
import {
  applicationSchema,
  type FieldProblem,
  type FieldProblems,
  formFields,
  inquirySchema,
  validate,
} from '@/lib/forms/validation'
import { readCappedBody } from '@/lib/http/capped-body'
import { crossSiteProblem } from '@/lib/http/cross-site'
import { dedupeKey } from './dedupe'
import { readFormBody } from './form-body'
import { problemPage } from './problem-page'
import type { SubmissionLimits } from './rate-limit'
import { StoreUnavailableError, type SubmissionStore } from './store'

/** Far above any honest form (the longest field holds 5,000 characters); anything larger is refused. */
export const MAX_SUBMISSION_BYTES = 64 * 1024

/**
 * Far above the most fields an honest post carries (18: the application without JavaScript, every
 * day ticked; postedFieldCount in form-fields.ts). A 64 KB body can hold 13,000 empty fields
 * (`0=&1=&…`), which took more than a second of CPU to turn into a record, blocking every other
 * request of the server; posts with more fields than this are refused while parsing (readFormBody stops
 * there, before decoding any value), as junk.
 */
export const MAX_FORM_FIELDS = 100

const ACCEPTED_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** Said to a visitor whose browser was made to post the form by another web site. */
export const CROSS_SITE_MESSAGE =
  'Das Formular wurde von einer anderen Website aus gesendet und deshalb nicht angenommen. Bitte füllen Sie es direkt auf unserer Website aus.'

/**
 * Said to every visitor while the site's hourly budget for submissions is used up (a flood from many
 * networks, rate-limit.ts): the form is closed for now, and the office is still reachable by phone.
 */
export function busyMessage(phone: string | null): string {
  return `Über unser Formular kommen gerade ungewöhnlich viele Anfragen an, deshalb nimmt es vorübergehend keine weiteren an. ${
    phone ? `Bitte rufen Sie uns an: ${phone}.` : 'Bitte rufen Sie uns an.'
  } Oder versuchen Sie es in einer Stunde erneut.`
}

/** What the visitor reads when something goes wrong (site texts, „Formulare“). */
export type SubmissionTexts = {
  problems: Record<FieldProblem, string>
  fieldLabels: Record<string, string>
  /** Heading of the no-JS page that lists the problems. */
  invalidHeading: string
  backLabel: string
  /** SPEC.md §8: the failure message (storage unavailable, too large, wrong type). */
  failed: string
  rateLimited: string
}

export type SubmissionDeps = {
  store: () => SubmissionStore
  /** Slugs of the services the inquiry may name. */
  services: () => Promise<readonly string[]>
  /** Slugs of the open job postings an application may be for. */
  jobPostings: () => Promise<readonly string[]>
  texts: () => Promise<SubmissionTexts>
  limits: SubmissionLimits
  /** Runs after the answer is sent (Next's `after`): the notification mail. */
  afterResponse: (task: () => Promise<unknown>) => void
  /** Whether a notification mail is wanted (SMTP_URL set): the submission enters the outbox. */
  mailEnabled: boolean
  notify: (store: SubmissionStore) => Promise<unknown>
  /** This site's public origins (SITE_URL): posts from pages of other sites are refused. */
  siteOrigins: () => readonly string[]
  /** What every visitor reads while the form is closed for everybody (busyMessage with the company's phone). */
  busyMessage: () => Promise<string>
}

const NO_CONFIRMATION = { allowed: false, undo: async () => {} }

const SENT_PAGE: Record<FormKind, string> = { inquiry: ROUTES.inquirySent, application: ROUTES.applicationSent }

type Outcome =
  | { status: 201; id: string }
  | { status: 400 | 403 | 413 | 415 | 429 | 503; error: string; message: string; retryAfter?: number }
  | { status: 422; problems: FieldProblems }

/**
 * POST /api/inquiry and /api/application. Reads a form post, checks it against the form's
 * schema, stores it durably and only then acknowledges it; the office's mail follows after the
 * answer. Browsers with JavaScript ask for JSON (201 with the id, 4xx/5xx with German messages);
 * a plain form post gets 303 to the thank-you page, or a small page that lists the problems.
 */
export async function handleSubmission(request: Request, kind: FormKind, deps: SubmissionDeps): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  const outcome = await evaluate(request, kind, deps)
  if (outcome.status === 201)
    return wantsJson
      ? Response.json({ ok: true, id: outcome.id }, { status: 201 })
      : new Response(null, { status: 303, headers: { location: SENT_PAGE[kind] } })

  const texts = await deps.texts()
  const headers: Record<string, string> =
    'retryAfter' in outcome && outcome.retryAfter !== undefined ? { 'retry-after': String(outcome.retryAfter) } : {}
  // A refused oversized upload: close the connection rather than read (and let the client send) the rest.
  if (outcome.status === 413) headers.connection = 'close'
  if (outcome.status === 422) {
    const fields = Object.fromEntries(
      Object.entries(outcome.problems).map(([field, problem]) => [
        field,
        { problem, message: texts.problems[problem as FieldProblem] },
      ]),
    )
    return wantsJson
      ? Response.json({ ok: false, error: 'Invalid fields', fields }, { status: 422 })
      : problemPage({
          request,
          kind,
          status: 422,
          heading: texts.invalidHeading,
          items: Object.entries(fields).map(
            ([field, { message }]) => `${texts.fieldLabels[field] ?? field}: ${message}`,
          ),
          backLabel: texts.backLabel,
        })
  }
  return wantsJson
    ? Response.json({ ok: false, error: outcome.error, message: outcome.message }, { status: outcome.status, headers })
    : problemPage({
        request,
        kind,
        status: outcome.status,
        heading: outcome.message,
        backLabel: texts.backLabel,
        headers,
      })
}

/**
 * The outcome, with junk (anything refused before storing, and a filled spam trap) counted in its
 * own bucket: too much junk from one address is answered 429, without touching what real
 * submissions from anywhere may store.
 */
async function evaluate(request: Request, kind: FormKind, deps: SubmissionDeps): Promise<Outcome> {
  const { outcome, junk } = await check(request, kind, deps)
  if (!junk) return outcome
  const retryAfter = await deps.limits.junk(request.headers)
  if (retryAfter === null) return outcome
  return { status: 429, error: 'Too many invalid submissions.', message: (await deps.texts()).rateLimited, retryAfter }
}

async function check(
  request: Request,
  kind: FormKind,
  deps: SubmissionDeps,
): Promise<{ outcome: Outcome; junk: boolean }> {
  const junk = (outcome: Outcome) => ({ outcome, junk: true })
  const texts = () => deps.texts()
  // Not junk of the sender's: the visitor's browser was used by another site. Refused before the body is read.
  const crossSite = crossSiteProblem(request, deps.siteOrigins())
  if (crossSite) {
    console.info(`[submissions] ${kind}: refused a cross-site post (${crossSite})`)
    return { outcome: { status: 403, error: crossSite, message: CROSS_SITE_MESSAGE }, junk: false }
  }
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!ACCEPTED_TYPES.includes(contentType))
    return junk({
      status: 415,
      error: `Content-Type must be ${ACCEPTED_TYPES.join(' or ')}, not "${contentType || 'none'}".`,
      message: (await texts()).failed,
    })
  const body = await readCappedBody(request, MAX_SUBMISSION_BYTES)
  if (!body)
    return junk({
      status: 413,
      error: `Body larger than ${MAX_SUBMISSION_BYTES} bytes.`,
      message: (await texts()).failed,
    })

  const form = readFormBody(body, request.headers.get('content-type') ?? '', MAX_FORM_FIELDS)
  if (form.kind === 'too-many')
    return junk({
      status: 400,
      error: `More than ${MAX_FORM_FIELDS} form fields (${form.count} counted).`,
      message: (await texts()).failed,
    })
  if (form.kind === 'file')
    return junk({ status: 400, error: 'Files are not accepted.', message: (await texts()).failed })
  if (form.kind === 'unreadable')
    return junk({
      status: 400,
      error: `The body is not a readable form: ${form.reason}`,
      message: (await texts()).failed,
    })
  const entries = new FormData()
  for (const [name, value] of form.entries) entries.append(name, value)
  const fields = formFields(entries)
  const formName = fields['form-name']
  if (formName !== undefined && formName !== FORM_NAMES[kind])
    return junk({
      status: 400,
      error: `form-name "${formName}" does not belong to this endpoint (expected "${FORM_NAMES[kind]}").`,
      message: (await texts()).failed,
    })

  if (fields[HONEYPOT_FIELD]) {
    console.info(`[submissions] ${kind}: spam trap filled, answered as sent, nothing stored or mailed.`)
    return junk({ status: 201, id: crypto.randomUUID() })
  }

  const result =
    kind === 'inquiry'
      ? validate(inquirySchema(await deps.services()), fields)
      : validate(applicationSchema(await deps.jobPostings()), fields)
  if (!result.ok) return junk({ status: 422, problems: result.problems })
  const values = result.value as Record<string, string>

  const admission = await deps.limits.admit(request.headers, { email: values.email, phone: values.phone })
  if (!admission.allowed)
    return {
      outcome:
        admission.who === 'client'
          ? {
              status: 429,
              error: 'Too many submissions from this client or its network.',
              message: (await texts()).rateLimited,
              retryAfter: admission.retryAfter,
            }
          : {
              status: 503,
              error: 'The hourly budget of submissions for everybody is used up.',
              message: await deps.busyMessage(),
              retryAfter: admission.retryAfter,
            },
      junk: false,
    }

  // A confirmation only within the client's few an hour (SubmissionLimits.confirmation); the store
  // then applies its rule of one per mailbox and hour.
  const confirmation =
    deps.mailEnabled && values.email ? await deps.limits.confirmation(request.headers) : NO_CONFIRMATION
  let store: SubmissionStore
  try {
    store = deps.store()
    const stored = await store.save({
      kind,
      fields: values,
      mailStatus: deps.mailEnabled ? 'pending' : 'off',
      dedupe: dedupeKey(kind, fields, values),
      // The address passed the schema's check above.
      confirmationTo: confirmation.allowed ? (values.email ?? null) : null,
    })
    if (stored.duplicate || stored.confirmation.status === 'off') await confirmation.undo()
    if (stored.duplicate) {
      // A double click or a retry: answered like the first time; it stored nothing, so it costs nothing.
      await admission.undo()
      console.info(`[submissions] ${kind}: repeat of ${stored.id}, answered as sent, stored once.`)
    } else deps.afterResponse(() => deps.notify(store))
    return { outcome: { status: 201, id: stored.id }, junk: false }
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error
    await admission.undo()
    await confirmation.undo()
    console.error(`[submissions] ${kind} refused with 503: ${error.message}`)
    return {
      outcome: { status: 503, error: 'Submissions cannot be stored right now.', message: (await texts()).failed },
      junk: false,
    }
  }
}
