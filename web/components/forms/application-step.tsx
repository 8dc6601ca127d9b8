import type { ReactNode } from 'react'
import {
  APPLICATION_FIELDS,
  APPLICATION_STEPS,
  type ApplicationField,
  CONTRACT_TYPES,
  WORK_DAYS,
  WORK_LOCATIONS,
  WORK_TIMES,
  workLocationText,
} from '@/lib/forms/form-fields'
import type { FormTexts } from '@/lib/forms/texts'
import { type Choice, Field } from './field'

type ApplicationTexts = FormTexts['application']

/** The choices of each field with the words the visitor reads (site texts; times and days are their own words). */
function choices(texts: ApplicationTexts): Partial<Record<ApplicationField, readonly Choice[]>> {
  const same = (value: string) => ({ value, label: value })
  const times = WORK_TIMES.map(same)
  return {
    contractType: CONTRACT_TYPES.map((value) => ({ value, label: texts.contractTypes[value] })),
    workLocation: WORK_LOCATIONS.map((value) => ({ value, label: workLocationText(texts, value) })),
    workTimeFrom: times,
    workTimeTo: times,
    workDays: WORK_DAYS.map(same),
  }
}

/** The times' empty choice is „no preference“; other fields have the editor's placeholder, if any. */
function placeholder(texts: ApplicationTexts, name: ApplicationField): string | undefined {
  if (name === 'workTimeFrom' || name === 'workTimeTo') return texts.anyTime
  const text = texts.fields[name]
  return 'placeholder' in text ? text.placeholder : undefined
}

/** The two time selects share a row from the small breakpoint on; every other field takes the whole row. */
const HALF_ROW: readonly ApplicationField[] = ['workTimeFrom', 'workTimeTo']

/**
 * One step of the quick application: its fields under the step's heading. The wizard shows one
 * step at a time with its values in state; the one-page form without JavaScript shows all three,
 * leaving the values to the browser.
 */
export function ApplicationStep({
  step,
  heading,
  texts,
  idPrefix,
  values,
  errors = {},
  hints = {},
  onValueChange,
  onBlur,
}: {
  step: number
  /** The step's title as a heading, the fieldset's legend. */
  heading: ReactNode
  texts: ApplicationTexts
  idPrefix: string
  values?: Record<ApplicationField, string>
  errors?: Partial<Record<ApplicationField, string>>
  hints?: Partial<Record<ApplicationField, string>>
  onValueChange?: (field: ApplicationField, value: string) => void
  onBlur?: (field: ApplicationField) => void
}) {
  const labelled = choices(texts)
  return (
    <fieldset className="grid gap-5">
      <legend className="contents">{heading}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {APPLICATION_STEPS[step]?.map((name) => (
          <Field
            key={name}
            spec={APPLICATION_FIELDS[name]}
            name={name}
            idPrefix={idPrefix}
            label={texts.fields[name].label}
            placeholder={placeholder(texts, name)}
            choices={labelled[name]}
            hint={hints[name]}
            error={errors[name]}
            value={values?.[name]}
            onValueChange={onValueChange ? (value) => onValueChange(name, value) : undefined}
            onBlur={onBlur ? () => onBlur(name) : undefined}
            className={HALF_ROW.includes(name) ? '' : 'sm:col-span-2'}
          />
        ))}
      </div>
    </fieldset>
  )
}
