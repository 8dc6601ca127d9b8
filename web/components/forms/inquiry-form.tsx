'use client'

import { ROUTES } from '@shared/routes'
import { useEffect, useId, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { trackEvent } from '@/lib/analytics'
import { FORM_NAMES, LIMITS, OTHER_SERVICE } from '@/lib/forms/constants'
import { formBody, submitForm } from '@/lib/forms/submit'
import type { FormTexts } from '@/lib/forms/texts'
import { errorId, Field, Honeypot, inputClasses } from './field'

const REQUIRED = ['name', 'email', 'phone', 'location', 'message'] as const

export type ServiceOption = { value: string; label: string }

/**
 * The inquiry form (SPEC.md §3–§5, §8). A real form that posts to /api/inquiry, so it works
 * without JavaScript; with JavaScript it sends in the background, shows the thank-you view
 * only once the server stored the inquiry, and keeps every value when it was not.
 */
export function InquiryForm({
  texts,
  problems,
  services,
  preselectedService,
}: {
  texts: FormTexts['inquiry']
  problems: FormTexts['problems']
  services: ServiceOption[]
  /** A service slug: the service page's own service. */
  preselectedService?: string | null
}) {
  const formId = useId()
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing')
  const [alert, setAlert] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [generation, setGeneration] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const preselected = services.some((service) => service.value === preselectedService) ? preselectedService : ''

  function showErrors(fields: Record<string, string>, message: string) {
    setErrors(fields)
    setAlert(message)
    const first = Object.keys(fields)[0]
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const body = formBody(form)
    // SPEC.md §5: the form's own check of the required fields (blank counts as empty).
    const empty = REQUIRED.filter((field) => !body.get(field)?.trim())
    if (empty.length > 0) {
      showErrors(Object.fromEntries(empty.map((field) => [field, problems.required])), texts.requiredAlert)
      return
    }
    setState('sending')
    setAlert(null)
    const result = await submitForm(form.action, body)
    if (result.ok) {
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

  const control = (field: string) => ({
    id: `${formId}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(formId, field) : undefined,
    onChange: () => errors[field] && setErrors(({ [field]: _cleared, ...rest }) => rest),
  })
  const field = (name: keyof FormTexts['inquiry']['fields'], className = '') => ({
    id: `${formId}-${name}`,
    label: texts.fields[name].label,
    error: errors[name],
    errorFor: errorId(formId, name),
    className,
  })
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
      <input type="hidden" name="form-name" value={FORM_NAMES.inquiry} />
      <Honeypot />
      <Field {...field('name')} required>
        <input
          {...control('name')}
          type="text"
          required
          maxLength={LIMITS.name}
          autoComplete="name"
          placeholder={texts.fields.name.placeholder ?? undefined}
          className={inputClasses}
        />
      </Field>
      <Field {...field('email')} required>
        <input
          {...control('email')}
          type="email"
          required
          maxLength={LIMITS.email}
          autoComplete="email"
          placeholder={texts.fields.email.placeholder ?? undefined}
          className={inputClasses}
        />
      </Field>
      <Field {...field('phone')} required>
        <input
          {...control('phone')}
          type="tel"
          required
          maxLength={LIMITS.phone}
          autoComplete="tel"
          placeholder={texts.fields.phone.placeholder ?? undefined}
          className={inputClasses}
        />
      </Field>
      <Field {...field('location')} required>
        <input
          {...control('location')}
          type="text"
          required
          maxLength={LIMITS.location}
          placeholder={texts.fields.location.placeholder ?? undefined}
          className={inputClasses}
        />
      </Field>
      <Field {...field('service', 'sm:col-span-2')}>
        <select {...control('service')} defaultValue={preselected ?? ''} className={inputClasses}>
          <option value="">{texts.fields.service.placeholder ?? texts.fields.service.label}</option>
          {services.map((service) => (
            <option key={service.value} value={service.value}>
              {service.label}
            </option>
          ))}
          <option value={OTHER_SERVICE}>{texts.otherService}</option>
        </select>
      </Field>
      <Field {...field('message', 'sm:col-span-2')} required>
        <textarea
          {...control('message')}
          required
          rows={5}
          maxLength={LIMITS.message}
          placeholder={texts.fields.message.placeholder ?? undefined}
          className={`${inputClasses} resize-y`}
        />
      </Field>
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
