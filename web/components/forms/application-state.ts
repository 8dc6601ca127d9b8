/**
 * The quick application's state, apart from the wizard: the host that keeps it on every page must
 * not pull the wizard (and its validation library) into every page's JavaScript.
 */

export type ApplicationValues = {
  name: string
  phone: string
  email: string
  contractType: string
  workLocation: string
  workTimeFrom: string
  workTimeTo: string
  workDays: string[]
}

export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  phone: '',
  email: '',
  contractType: '',
  workLocation: '',
  workTimeFrom: '',
  workTimeTo: '',
  workDays: [],
}

export type WizardState = {
  values: ApplicationValues
  step: number
  status: 'editing' | 'sending' | 'sent' | 'failed'
  touched: string[]
}

export const INITIAL_WIZARD: WizardState = { values: EMPTY_APPLICATION, step: 0, status: 'editing', touched: [] }
