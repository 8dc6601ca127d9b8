'use client'

import { ROUTES } from '@shared/routes'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { trackEvent } from '@/lib/analytics'
import { type FieldSpec, type InquiryField, SUBMISSION_TOKEN_FIELD } from '@/lib/forms/form-fields'
import { formBody, newSubmissionToken, submitForm } from '@/lib/forms/submit'
import type { FormTexts } from '@/lib/forms/texts'
import { type Choice, Field } from './field'

/** The service choice and the message take the whole row from the small breakpoint on. */
const FULL_ROW: readonly InquiryField[] = ['service', 'message']

/**
 * The inquiry form in the browser (InquiryForm hands it the field descriptions). A real form that
 * posts to /api/inquiry, so it works without JavaScript; with JavaScript it sends in the background,
 * shows the thank-you view only once the server stored the inquiry, and keeps every value when it
 * was not.
 */
export function InquiryFormClient({
  texts,
  problems,
  fields,
  services,
  preselectedService,
  children,
}: {
  texts: FormTexts['inquiry']
  problems: FormTexts['problems']
  fields: { name: InquiryField; spec: FieldSpec }[]
  /** The service choices, „Andere Leistung“ included. */
  services: Choice[]
  preselectedService: string
  /** The form's hidden fields. */
  children: ReactNode
}) {
  const formId = useId()
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing')
  const [alert, setAlert] = useState<string | null>(null)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [generation, setGeneration] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  /** Made at the first send and kept for retries of the same content (SUBMISSION_TOKEN_FIELD). */
  const token = useRef<{ value: string; content: string } | null>(null)
  const successRef = useRef<HTMLHeadingElement>(null)

  function showErrors(messages: Record<string, string>, alertText: string) {
    setErrors(messages)
    setAlert(alertText)
    const first = Object.keys(messages)[0]
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const body = formBody(form)
    // SPEC.md §5: the form's own check of the required fields (blank counts as empty).
    const empty = fields.filter(({ name, spec }) => spec.required && !body.get(name)?.trim()).map(({ name }) => name)
    if (empty.length > 0) {
      showErrors(Object.fromEntries(empty.map((field) => [field, problems.required])), texts.requiredAlert)
      return
    }
    setState('sending')
    setAlert(null)
    const content = body.toString()
    if (token.current?.content !== content) token.current = { value: newSubmissionToken(), content }
    body.set(SUBMISSION_TOKEN_FIELD, token.current.value)
    const result = await submitForm(form.action, body)
    if (result.ok) {
      token.current = null
      trackEvent({
        name: 'form_submission',
        params: { form_name: 'contact_form', service: body.get('service') || 'not_specified' },
      })
      setErrors({})
      setState('sent')
      return
    }
    setState('editing')
    if (result.reason === 'invalid')
      showErrors(
        Object.fromEntries(Object.entries(result.fields).map(([field, { message }]) => [field, message])),
        texts.requiredAlert,
      )
    else setAlert(result.message ?? texts.failed)
  }

  function startOver() {
    setGeneration((value) => value + 1)
    setErrors({})
    setAlert(null)
    setState('editing')
  }

  // Focus follows the view: the thank-you heading once sent, the first field of a new form.
  useEffect(() => {
    if (state === 'sent') successRef.current?.focus()
  }, [state])
  useEffect(() => {
    if (generation > 0) formRef.current?.querySelector<HTMLElement>('input[name="name"]')?.focus()
  }, [generation])

  if (state === 'sent')
    return (
      <div className="py-6 text-center" role="status">
        <h3 ref={successRef} tabIndex={-1} className="text-2xl font-extrabold text-petrol-800 outline-none">
          {texts.successHeading}
        </h3>
        <p className="mt-3 leading-relaxed text-ink-soft">{texts.successText}</p>
        <button type="button" onClick={startOver} className={buttonClasses('ghost', 'md', 'mt-8')}>
          {texts.newForm}
        </button>
      </div>
    )

  const sending = state === 'sending'
  return (
    <form
      key={generation}
      ref={formRef}
      method="post"
      action="/api/inquiry"
      onSubmit={onSubmit}
      aria-busy={sending}
      className="relative grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      {children}
      {fields.map(({ name, spec }) => (
        <Field
          key={name}
          spec={spec}
          name={name}
          idPrefix={formId}
          label={texts.fields[name].label}
          placeholder={texts.fields[name].placeholder}
          choices={name === 'service' ? services : undefined}
          defaultValue={name === 'service' ? preselectedService : undefined}
          error={errors[name]}
          onValueChange={() => errors[name] && setErrors(({ [name]: _cleared, ...rest }) => rest)}
          className={FULL_ROW.includes(name) ? 'sm:col-span-2' : ''}
        />
      ))}
      <div className="sm:col-span-2">
        <div role="alert" className="empty:hidden mb-5 rounded-xl bg-red-50 p-4 font-semibold text-red-800">
          {alert}
        </div>
        <button type="submit" disabled={sending} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {sending ? texts.sending : texts.submit}
        </button>
        <p className="mt-4 text-sm leading-relaxed text-ink-soft">
          {texts.privacyNote}{' '}
          <a href={ROUTES.privacy} className="font-semibold text-petrol-700 underline underline-offset-2">
            {texts.privacyLinkLabel}
          </a>
          .
        </p>
      </div>
    </form>
  )
}
