import { FORM_FIELDS } from '@/lib/forms/form-fields'
import type { Submission } from '@/lib/submissions/store'

/** The office's CSV export (`npm run submissions:export -- --format=csv`). */

/** Where a spreadsheet may cut a value into cells: German Excel splits at ';', others at ',' or tab. */
const SEPARATOR = /(?<=[,;\t\r\n])/

/**
 * A value no spreadsheet runs as a formula: every piece it could become (the value, and whatever
 * follows a separator inside it) that starts with =, +, -, @, tab or CR, after blanks or quotes,
 * gets a leading apostrophe, which spreadsheets show as text.
 */
export function neutraliseFormulas(value: string): string {
  return value
    .split(SEPARATOR)
    .map((piece) => (/^[\s"']*[=+\-@]|^[\t\r]/.test(piece) ? `'${piece}` : piece))
    .join('')
}

/** One CSV cell (RFC 4180), formulas neutralised. */
function csvCell(value: string): string {
  const safe = neutraliseFormulas(value)
  return /[",\n\r;\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function csv(submissions: Submission[]): string {
  const fields = [...new Set([...FORM_FIELDS.inquiry, ...FORM_FIELDS.application])]
  const header = [
    'id',
    'kind',
    'receivedAt',
    'handled',
    'mailStatus',
    'mailAttempts',
    'mailError',
    'confirmationStatus',
    ...fields,
  ]
  const rows = submissions.map((submission) => [
    submission.id,
    submission.kind,
    submission.receivedAt,
    submission.handled ? 'ja' : 'nein',
    submission.mail.status,
    String(submission.mail.attempts),
    submission.mail.lastError ?? '',
    submission.confirmation.status,
    ...fields.map((field) => submission.fields[field] ?? ''),
  ])
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
