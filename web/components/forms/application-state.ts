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
}

const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  phone: '',
  email: '',
  contractType: '',
  workLocation: '',
  workTimeFrom: '',
  workTimeTo: '',
  workDays: '',
}

export const INITIAL_WIZARD: WizardState = { values: EMPTY_APPLICATION, step: 0, status: 'editing', touched: [] }
