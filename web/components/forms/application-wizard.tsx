'use client'

import { useId, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { trackEvent } from '@/lib/analytics'
import { CONTRACT_TYPES, FORM_NAMES, LIMITS, WORK_DAYS, WORK_DAYS_SEPARATOR } from '@/lib/forms/constants'
import { APPLICATION_STEP_FIELDS, applicationSteps, validate } from '@/lib/forms/fields'
import { submitForm } from '@/lib/forms/submit'
import type { FormTexts } from '@/lib/forms/texts'
import { WorkLocationOptions, WorkTimeOptions } from './application-options'
import type { ApplicationValues, WizardState } from './application-state'
import { errorId, Field, inputClasses } from './field'

/** SPEC.md §9: the hint counts 20 seconds per remaining step. */
const SECONDS_PER_STEP = 20
const STEPS = APPLICATION_STEP_FIELDS.length

const asFields = (values: ApplicationValues) => ({ ...values, workDays: values.workDays.join(WORK_DAYS_SEPARATOR) })

/**
 * The quick application in three steps (SPEC.md §4/§5). Its state lives with the caller, so
 * closing the dialog keeps every entry. 'Weiter' is enabled only when the step is valid by the
 * same schema the server checks; a failure keeps every entry and offers the phone number.
 */
export function ApplicationWizard({
  texts,
  problems,
  phone,
  state,
  onChange,
  headingId,
}: {
  texts: FormTexts['application']
  problems: FormTexts['problems']
  phone: { href: string; label: string } | null
  state: WizardState
  onChange: (state: WizardState) => void
  headingId: string
}) {
  const formId = useId()
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const { values, step, status } = state
  const check = validate(applicationSteps[step] ?? applicationSteps[0], asFields(values))
  const problemsOfStep = check.ok ? {} : check.problems
  const errorOf = (field: string) =>
    serverErrors[field] ??
    (state.touched.includes(field) && problemsOfStep[field] ? problems[problemsOfStep[field]] : undefined)

  const set = (patch: Partial<ApplicationValues>) => {
    setServerErrors({})
    onChange({ ...state, values: { ...values, ...patch }, status: status === 'failed' ? 'editing' : status })
  }
  const touch = (field: string) =>
    state.touched.includes(field) ? undefined : onChange({ ...state, touched: [...state.touched, field] })
  const goTo = (next: number) => {
    onChange({ ...state, step: next, status: 'editing' })
    requestAnimationFrame(() => stepHeading.current?.focus())
  }

  async function submit() {
    onChange({ ...state, status: 'sending' })
    const body = new URLSearchParams({ 'form-name': FORM_NAMES.application, 'bot-field': '', ...asFields(values) })
    const result = await submitForm('/api/application', body)
    if (result.ok) {
      trackEvent({
        name: 'form_submission',
        params: {
          form_name: 'quick_application',
          contract_type: values.contractType,
          work_location: values.workLocation,
        },
      })
      onChange({ ...state, status: 'sent' })
      return
    }
    if (result.reason === 'invalid') {
      const messages = Object.fromEntries(Object.entries(result.fields).map(([field, { message }]) => [field, message]))
      setServerErrors(messages)
      const firstStep = APPLICATION_STEP_FIELDS.findIndex((fields) => fields.some((field) => field in messages))
      onChange({ ...state, status: 'editing', step: firstStep >= 0 ? firstStep : step })
      return
    }
    onChange({ ...state, status: 'failed' })
  }

  if (status === 'sent')
    return (
      <div className="py-8 text-center" role="status">
        <h2 id={headingId} className="text-2xl font-extrabold text-petrol-800">
          {texts.successHeading}
        </h2>
        <p className="mt-3 text-ink-soft">{texts.successText}</p>
      </div>
    )

  const control = (field: string) => ({
    id: `${formId}-${field}`,
    name: field,
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? errorId(formId, field) : undefined,
    onBlur: () => touch(field),
  })
  const field = (name: keyof FormTexts['application']['fields'], className = '') => ({
    id: `${formId}-${name}`,
    label: texts.fields[name].label,
    error: errorOf(name),
    errorFor: errorId(formId, name),
    className,
  })
  const percent = Math.round(((step + 1) / STEPS) * 100)
  const sending = status === 'sending'
  const last = step === STEPS - 1

  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault()
        if (!check.ok) {
          onChange({ ...state, touched: [...new Set([...state.touched, ...(APPLICATION_STEP_FIELDS[step] ?? [])])] })
          return
        }
        if (last) void submit()
        else goTo(step + 1)
      }}
    >
      <h2 id={headingId} className="pr-12 text-xl font-extrabold text-petrol-800 sm:text-2xl">
        {texts.heading}
      </h2>
      <p className="mt-1 text-ink-soft">{texts.intro}</p>

      <div className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold">
          <p>
            {texts.step} {step + 1} {texts.stepOf} {STEPS}
          </p>
          <p aria-hidden="true">{percent} %</p>
        </div>
        <div
          role="progressbar"
          aria-label={texts.heading}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-petrol-100"
        >
          <div className="h-full rounded-full bg-petrol-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <div className="mt-3 flex items-center justify-between">
          <div className="flex gap-2" aria-hidden="true">
            {APPLICATION_STEP_FIELDS.map((_, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the steps, in order
                key={index}
                className={`size-2.5 rounded-full ${index <= step ? 'bg-petrol-700' : 'bg-petrol-200'}`}
              />
            ))}
          </div>
          <p className="text-sm text-ink-soft">
            {texts.timeLeft} {(STEPS - 1 - step) * SECONDS_PER_STEP} {texts.seconds}
          </p>
        </div>
      </div>

      <fieldset className="mt-6 grid gap-5">
        <legend className="contents">
          <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-bold outline-none">
            {texts.stepTitles[step]}
          </h3>
        </legend>
        {step === 0 ? (
          <>
            <Field {...field('name')} required>
              <input
                {...control('name')}
                value={values.name}
                onChange={(event) => set({ name: event.target.value })}
                autoComplete="name"
                maxLength={LIMITS.name}
                placeholder={texts.fields.name.placeholder ?? undefined}
                className={inputClasses}
              />
            </Field>
            <Field {...field('phone')} required>
              <input
                {...control('phone')}
                type="tel"
                value={values.phone}
                onChange={(event) => set({ phone: event.target.value })}
                autoComplete="tel"
                maxLength={LIMITS.phone}
                placeholder={texts.fields.phone.placeholder ?? undefined}
                className={inputClasses}
              />
            </Field>
            <Field {...field('email')} required>
              <input
                {...control('email')}
                type="email"
                value={values.email}
                onChange={(event) => set({ email: event.target.value })}
                autoComplete="email"
                maxLength={LIMITS.email}
                placeholder={texts.fields.email.placeholder ?? undefined}
                className={inputClasses}
              />
            </Field>
          </>
        ) : null}
        {step === 1 ? (
          <>
            <ChoiceGroup
              legend={texts.fields.contractType.label}
              name="contractType"
              choices={CONTRACT_TYPES.map((value) => ({ value, label: texts.contractTypes[value] }))}
              value={values.contractType}
              onChange={(contractType) => set({ contractType })}
              error={errorOf('contractType')}
              errorFor={errorId(formId, 'contractType')}
            />
            <Field {...field('workLocation')} required>
              <select
                {...control('workLocation')}
                value={values.workLocation}
                onChange={(event) => set({ workLocation: event.target.value })}
                className={inputClasses}
              >
                <WorkLocationOptions texts={texts} />
              </select>
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              {(['workTimeFrom', 'workTimeTo'] as const).map((name) => (
                <Field key={name} {...field(name)}>
                  <select
                    {...control(name)}
                    value={values[name]}
                    onChange={(event) => set({ [name]: event.target.value })}
                    className={inputClasses}
                  >
                    <WorkTimeOptions texts={texts} />
                  </select>
                </Field>
              ))}
            </div>
          </>
        ) : null}
        {step === 2 ? (
          <fieldset aria-describedby={`${formId}-days-hint`}>
            <legend className="mb-3 text-sm font-semibold">{texts.fields.workDays.label}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {WORK_DAYS.map((day) => {
                const checked = values.workDays.includes(day)
                return (
                  <label
                    key={day}
                    className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 ${checked ? 'border-petrol-700 bg-petrol-50' : 'border-line'}`}
                  >
                    <input
                      type="checkbox"
                      name="workDays"
                      value={day}
                      checked={checked}
                      onChange={() =>
                        set({
                          workDays: checked ? values.workDays.filter((d) => d !== day) : [...values.workDays, day],
                        })
                      }
                      className="size-5 accent-petrol-700"
                    />
                    {day}
                  </label>
                )
              })}
            </div>
            <p
              id={`${formId}-days-hint`}
              className={`mt-3 text-sm ${values.workDays.length === 0 ? 'font-semibold text-red-800' : 'text-ink-soft'}`}
            >
              {values.workDays.length === 0 ? texts.daysHint : null}
            </p>
          </fieldset>
        ) : null}
      </fieldset>

      <div
        role="alert"
        className={status === 'failed' ? 'mt-6 rounded-xl bg-red-50 p-4 font-semibold text-red-800' : ''}
      >
        {status === 'failed' ? (
          <>
            {texts.failed}{' '}
            {phone ? (
              <a href={phone.href} className="whitespace-nowrap underline underline-offset-2">
                {phone.label}
              </a>
            ) : null}
          </>
        ) : null}
      </div>

      <div className="mt-8 flex flex-wrap justify-between gap-3">
        <button
          type="button"
          onClick={() => goTo(step - 1)}
          disabled={step === 0 || sending}
          className={buttonClasses('ghost', 'md')}
        >
          {texts.back}
        </button>
        <button type="submit" disabled={!check.ok || sending} className={buttonClasses('primary', 'md')}>
          {sending ? texts.sending : last ? texts.submit : texts.next}
        </button>
      </div>
    </form>
  )
}

function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  errorFor,
}: {
  legend: string
  name: string
  choices: { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  error: string | undefined
  errorFor: string
}) {
  return (
    <fieldset aria-describedby={error ? errorFor : undefined}>
      <legend className="mb-2 text-sm font-semibold">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 ${value === choice.value ? 'border-petrol-700 bg-petrol-50' : 'border-line'}`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              required
              className="size-5 accent-petrol-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorFor} className="mt-1.5 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
