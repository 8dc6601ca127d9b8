import { createHash } from 'node:crypto'
import { type FormKind, SUBMISSION_TOKEN_FIELD } from '@/lib/forms/form-fields'
import type { DedupeKey } from './store'

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** How long an identical post without a token counts as a repeat (a reload, a second click). */
export const FINGERPRINT_WINDOW_MS = 10 * 60 * 1000

/**
 * What makes a repeated post the same submission: the form's token, or without one (no
 * JavaScript) the validated content itself within FINGERPRINT_WINDOW_MS.
 */
export function dedupeKey(kind: FormKind, posted: Record<string, string>, values: Record<string, string>): DedupeKey {
  const token = posted[SUBMISSION_TOKEN_FIELD]
  if (token && TOKEN_PATTERN.test(token)) return { key: `token:${kind}:${token}`, windowMs: null }
  const content = JSON.stringify(
    Object.keys(values)
      .sort()
      .map((name) => [name, values[name]]),
  )
  const digest = createHash('sha256').update(content).digest('hex').slice(0, 40)
  return { key: `fingerprint:${kind}:${digest}`, windowMs: FINGERPRINT_WINDOW_MS }
}
