import type { ApplicationField } from '@/lib/forms/form-fields'

/**
 * The quick application's state, apart from the wizard: the host that keeps it on every page must
 * not pull the wizard (and its validation library) into every page's JavaScript.
 */

/** Every field as the form posts it (the days as one text, joined with comma and space). */
type ApplicationValues = Record<ApplicationField, string>

export type WizardState = {
  values: ApplicationValues
  step: number
  status: 'editing' | 'sending' | 'sent' | 'failed'
  touched: string[]
  /** The title of the job posting in `values.jobPosting`, shown above the steps. */
  postingTitle: string
  /** Made at the first send and kept for retries, so a retry is stored once (SUBMISSION_TOKEN_FIELD). */
  token: string | null
}

/**
 * What „Jetzt bewerben“ on a job posting fills in: the posting's employment type and place, and
 * the posting itself (slug and title), so the office knows what the application was for.
 */
export type ApplicationPreset = { contractType: string; workLocation: string; jobPosting: string; title: string }

const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  phone: '',
  email: '',
  contractType: '',
  workLocation: '',
  workTimeFrom: '',
  workTimeTo: '',
  workDays: '',
  jobPosting: '',
}

export const INITIAL_WIZARD: WizardState = {
  values: EMPTY_APPLICATION,
  step: 0,
  status: 'editing',
  touched: [],
  postingTitle: '',
  token: null,
}

/**
 * The wizard as the visitor opens it: from a job posting with its choices made and the posting
 * named, from any other button as a general application (no posting). What was typed stays;
 * changed values are another submission and get their own token when sent.
 */
export function openedWith(state: WizardState, preset: ApplicationPreset | null): WizardState {
  const current = state.status === 'sent' ? INITIAL_WIZARD : state
  const { title, ...chosen } = preset ?? { title: '', jobPosting: '' }
  const values = { ...current.values, ...chosen }
  const changed = JSON.stringify(values) !== JSON.stringify(current.values)
  return { ...current, values, postingTitle: title, token: changed ? null : current.token }
}
