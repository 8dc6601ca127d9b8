import type { FieldProblem } from './validation'

type SubmitResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'invalid'; fields: Record<string, { problem: FieldProblem; message: string }> }
  /** Not stored: network failure or any other answer than 201 (the message, when the server sent one). */
  | { ok: false; reason: 'failed'; message: string | null }

/**
 * Sends a form like the browser would (urlencoded), asking for JSON. Only a 201 counts as
 * sent: the server answers it after the submission is stored (docs/decisions.md, „Forms“).
 */
export async function submitForm(action: string, body: URLSearchParams): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch(action, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
  } catch (error) {
    console.error(`Form submission to ${action} failed:`, error)
    return { ok: false, reason: 'failed', message: null }
  }
  const answer = (await response.json().catch(() => null)) as {
    id?: string
    message?: string
    fields?: Record<string, { problem: FieldProblem; message: string }>
  } | null
  if (response.status === 201 && answer?.id) return { ok: true, id: answer.id }
  if (response.status === 422 && answer?.fields) return { ok: false, reason: 'invalid', fields: answer.fields }
  console.error(`Form submission to ${action} was not stored: HTTP ${response.status}`)
  // The server's own words where it says why: too many from this visitor (429), the form closed for
  // everybody with the phone number (503), a post from another site (403).
  return {
    ok: false,
    reason: 'failed',
    message: [403, 429, 503].includes(response.status) ? (answer?.message ?? null) : null,
  }
}

/**
 * A new submission token (SUBMISSION_TOKEN_FIELD): 128 random bits, URL-safe. getRandomValues
 * rather than randomUUID, which browsers offer only on HTTPS and localhost.
 */
export function newSubmissionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The fields of a form element as the body of a form post. */
export function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams()
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value)
  return body
}
