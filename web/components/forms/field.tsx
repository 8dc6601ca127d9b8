import type { ReactNode } from 'react'

export const inputClasses =
  'block w-full min-h-12 rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/80 transition-colors hover:border-petrol-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

export const errorId = (formId: string, field: string) => `${formId}-${field}-fehler`

/** A labelled field with its error message (referenced by aria-describedby on the control). */
export function Field({
  id,
  label,
  required,
  error,
  errorFor,
  children,
  className = '',
}: {
  id: string
  label: string
  required?: boolean
  error: string | undefined
  errorFor: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error ? (
        <p id={errorFor} className="mt-1.5 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The spam trap: off-screen, out of the tab order and hidden from assistive technology. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <input type="text" name="bot-field" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
