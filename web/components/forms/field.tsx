// Only the type: this module is in every page's JavaScript (the inquiry form), the field descriptions are not.
import type { FieldSpec } from '@/lib/forms/form-fields'

export type Choice = { value: string; label: string }

const labelClasses = 'mb-1.5 block text-sm font-semibold text-ink'
/** .field-control (web/app/globals.css): inputs, selects and text areas. */
const controlClasses = 'field-control'
const choiceClasses =
  'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 has-checked:border-petrol-700 has-checked:bg-petrol-50'
/** As many columns as fit a choice of 8.75rem, the width „Donnerstag“ needs beside its box: one at 320 px. */
const choiceGridClasses = 'grid grid-cols-[repeat(auto-fill,minmax(8.75rem,1fr))] gap-2'

type FieldProps = {
  spec: FieldSpec
  name: string
  /** Unique per form, so two forms on one page never share an id. */
  idPrefix: string
  label: string
  /** Text fields: the placeholder; selects: the text of the empty choice (label if none). */
  placeholder?: string | null
  /** Selects, radio groups and checkboxes; a select also offers the empty choice first. */
  choices?: readonly Choice[]
  hint?: string | null
  error?: string | null
  /** Set by a form that holds its values in state; a multiple choice as its values joined like the post. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  onBlur?: () => void
  className?: string
}

/**
 * The one rendering of a form field for every form: label (a legend for a group of choices),
 * the required mark, the control as its description says, a hint and the error message, both
 * tied to the control by aria-describedby; an error also sets aria-invalid. No hooks, so the
 * one-page form without JavaScript renders it on the server.
 */
export function Field(props: FieldProps) {
  const { spec, name, idPrefix, label, hint, error, className } = props
  // Set by the page (the job posting applied for), never typed: nothing to label or explain.
  if (spec.type === 'hidden') return <input type="hidden" name={name} value={props.value ?? props.defaultValue ?? ''} />
  const id = `${idPrefix}-${name}`
  const hintId = `${id}-hinweis`
  const errorId = `${id}-fehler`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  // A no-break space keeps the mark on the line of the label's last word.
  const mark = spec.required ? <span aria-hidden="true">{'\u00a0*'}</span> : null
  const notes = (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </>
  )

  if (spec.type === 'radio' || spec.type === 'checkboxes')
    return (
      <fieldset aria-describedby={describedBy} className={className}>
        <legend className={labelClasses}>
          {label}
          {mark}
        </legend>
        <div className={choiceGridClasses}>
          <ChoiceInputs {...props} />
        </div>
        {notes}
      </fieldset>
    )

  const control = {
    id,
    name,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    value: props.value,
    defaultValue: props.value === undefined ? (props.defaultValue ?? '') : undefined,
    onChange: props.onValueChange
      ? (event: { currentTarget: { value: string } }) => props.onValueChange?.(event.currentTarget.value)
      : undefined,
    onBlur: props.onBlur,
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {mark}
      </label>
      {spec.type === 'select' ? (
        <select {...control} className={controlClasses}>
          <option value="" disabled={spec.required}>
            {props.placeholder ?? label}
          </option>
          {props.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : spec.type === 'textarea' ? (
        <textarea
          {...control}
          rows={5}
          maxLength={spec.maxLength}
          placeholder={props.placeholder ?? undefined}
          className={`${controlClasses} resize-y`}
        />
      ) : (
        <input
          {...control}
          type={spec.type}
          maxLength={spec.maxLength}
          autoComplete={spec.autoComplete}
          placeholder={props.placeholder ?? undefined}
          className={controlClasses}
        />
      )}
      {notes}
    </div>
  )
}

/** The radio buttons or checkboxes of a group; checkboxes hold their values as one joined text. */
function ChoiceInputs({ spec, name, choices = [], error, value, defaultValue = '', onValueChange }: FieldProps) {
  const separator = spec.type === 'checkboxes' ? spec.separator : null
  const chosen = separator ? (value ?? defaultValue).split(separator) : [value ?? defaultValue]
  const toggle = (choice: string, checked: boolean) =>
    separator
      ? choices
          .filter((other) => (other.value === choice ? checked : chosen.includes(other.value)))
          .map((other) => other.value)
          .join(separator)
      : choice
  return choices.map((choice) => (
    <label key={choice.value} className={choiceClasses}>
      <input
        type={separator ? 'checkbox' : 'radio'}
        name={name}
        value={choice.value}
        required={spec.required && !separator}
        aria-invalid={error ? true : undefined}
        checked={value === undefined ? undefined : chosen.includes(choice.value)}
        defaultChecked={value === undefined ? chosen.includes(choice.value) : undefined}
        onChange={
          onValueChange ? (event) => onValueChange(toggle(choice.value, event.currentTarget.checked)) : undefined
        }
        className="size-5 shrink-0 accent-petrol-700"
      />
      {choice.label}
    </label>
  ))
}
