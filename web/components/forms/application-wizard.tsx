'use client'

import { useId, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { trackEvent } from '@/lib/analytics'
import {
  APPLICATION_STEPS,
  type ApplicationField,
  FORM_NAMES,
  HONEYPOT_FIELD,
  SUBMISSION_TOKEN_FIELD,
} from '@/lib/forms/form-fields'
import { newSubmissionToken, submitForm } from '@/lib/forms/submit'
import type { FormTexts } from '@/lib/forms/texts'
import { validateStep } from '@/lib/forms/validation'
import { ApplicationProgress } from './application-progress'
import { ApplicationSent } from './application-sent'
import type { WizardState } from './application-state'
import { ApplicationStep } from './application-step'

const LAST_STEP = APPLICATION_STEPS.length - 1

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
  const [serverErrors, setServerErrors] = useState<Partial<Record<ApplicationField, string>>>({})
  const { values, step, status } = state
  const fields = APPLICATION_STEPS[step] ?? []
  const check = validateStep(step, values)
  const errors: Partial<Record<ApplicationField, string>> = {}
  for (const field of fields) {
    const problem = state.touched.includes(field) && !check.ok ? check.problems[field] : undefined
    errors[field] = serverErrors[field] ?? (problem ? problems[problem] : undefined)
  }

  const set = (field: ApplicationField, value: string) => {
    setServerErrors({})
    // Changed content is another submission: it gets its own token when sent.
    onChange({
      ...state,
      values: { ...values, [field]: value },
      status: status === 'failed' ? 'editing' : status,
      token: null,
    })
  }
  const touch = (field: string) =>
    state.touched.includes(field) ? undefined : onChange({ ...state, touched: [...state.touched, field] })
  const goTo = (next: number) => {
    onChange({ ...state, step: next, status: 'editing' })
    requestAnimationFrame(() => stepHeading.current?.focus())
  }

  async function submit() {
    const token = state.token ?? newSubmissionToken()
    onChange({ ...state, status: 'sending', token })
    const body = new URLSearchParams({
      'form-name': FORM_NAMES.application,
      [HONEYPOT_FIELD]: '',
      [SUBMISSION_TOKEN_FIELD]: token,
      ...values,
    })
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
      onChange({ ...state, token, status: 'sent' })
      return
    }
    if (result.reason === 'invalid') {
      const messages = Object.fromEntries(Object.entries(result.fields).map(([field, { message }]) => [field, message]))
      setServerErrors(messages)
      const firstStep = APPLICATION_STEPS.findIndex((names) => names.some((field) => field in messages))
      onChange({ ...state, token, status: 'editing', step: firstStep >= 0 ? firstStep : step })
      return
    }
    onChange({ ...state, token, status: 'failed' })
  }

  if (status === 'sent') return <ApplicationSent texts={texts} headingId={headingId} />

  const sending = status === 'sending'
  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault()
        if (!check.ok) onChange({ ...state, touched: [...new Set([...state.touched, ...fields])] })
        else if (step === LAST_STEP) void submit()
        else goTo(step + 1)
      }}
    >
      <h2 id={headingId} className="pr-12 text-xl font-extrabold text-petrol-800 sm:text-2xl">
        {texts.heading}
      </h2>
      <p className="mt-1 text-ink-soft">{texts.intro}</p>
      {values.jobPosting && state.postingTitle ? (
        <p className="mt-3 rounded-xl bg-petrol-50 px-4 py-3 text-sm">
          {texts.fields.jobPosting.label} <strong className="font-semibold">{state.postingTitle}</strong>
        </p>
      ) : null}
      <ApplicationProgress step={step} texts={texts} />
      <div className="mt-6">
        <ApplicationStep
          step={step}
          heading={
            <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-bold outline-none">
              {texts.stepTitles[step]}
            </h3>
          }
          texts={texts}
          idPrefix={formId}
          values={values}
          errors={errors}
          // SPEC.md §5: until a day is chosen, the last step says that one is needed.
          hints={{ workDays: values.workDays || errors.workDays ? undefined : texts.daysHint }}
          onValueChange={set}
          onBlur={touch}
        />
      </div>

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
          {sending ? texts.sending : step === LAST_STEP ? texts.submit : texts.next}
        </button>
      </div>
    </form>
  )
}
