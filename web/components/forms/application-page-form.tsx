import { buttonClasses } from '@/components/ui/button'
import { CONTRACT_TYPES, FORM_NAMES, LIMITS, WORK_DAYS } from '@/lib/forms/constants'
import type { FormTexts } from '@/lib/forms/texts'
import { WorkLocationOptions, WorkTimeOptions } from './application-options'
import { Honeypot, inputClasses } from './field'

const labelClasses = 'mb-1.5 block text-sm font-semibold text-ink'
const choiceClasses = 'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line px-4'

/**
 * The quick application on one page (/karriere/bewerbung), for visitors without JavaScript:
 * the wizard's fields in one plain form that posts to /api/application. The browser checks
 * the required fields; the server checks everything and answers with the thank-you page.
 */
export function ApplicationPageForm({ texts }: { texts: FormTexts['application'] }) {
  const { fields } = texts
  return (
    <form method="post" action="/api/application" className="relative grid gap-8">
      <input type="hidden" name="form-name" value={FORM_NAMES.application} />
      <Honeypot />
      <fieldset className="grid gap-5">
        <legend className="mb-4 text-xl font-bold">{texts.stepTitles[0]}</legend>
        {(['name', 'phone', 'email'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`bewerbung-${name}`} className={labelClasses}>
              {fields[name].label}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={`bewerbung-${name}`}
              name={name}
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              autoComplete={name === 'phone' ? 'tel' : name}
              required
              maxLength={LIMITS[name]}
              placeholder={fields[name].placeholder ?? undefined}
              className={inputClasses}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className="mb-4 text-xl font-bold">{texts.stepTitles[1]}</legend>
        <fieldset>
          <legend className={labelClasses}>
            {fields.contractType.label}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {CONTRACT_TYPES.map((value) => (
              <label key={value} className={choiceClasses}>
                <input type="radio" name="contractType" value={value} required className="size-5 accent-petrol-700" />
                {texts.contractTypes[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="bewerbung-workLocation" className={labelClasses}>
            {fields.workLocation.label}
            <span aria-hidden="true"> *</span>
          </label>
          <select id="bewerbung-workLocation" name="workLocation" required defaultValue="" className={inputClasses}>
            <WorkLocationOptions texts={texts} />
          </select>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {(['workTimeFrom', 'workTimeTo'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`bewerbung-${name}`} className={labelClasses}>
                {fields[name].label}
              </label>
              <select id={`bewerbung-${name}`} name={name} defaultValue="" className={inputClasses}>
                <WorkTimeOptions texts={texts} />
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby="bewerbung-tage-hinweis">
        <legend className="mb-4 text-xl font-bold">{texts.stepTitles[2]}</legend>
        <p className={labelClasses}>{fields.workDays.label}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WORK_DAYS.map((day) => (
            <label key={day} className={choiceClasses}>
              <input type="checkbox" name="workDays" value={day} className="size-5 accent-petrol-700" />
              {day}
            </label>
          ))}
        </div>
        <p id="bewerbung-tage-hinweis" className="mt-3 text-sm text-ink-soft">
          {texts.daysHint}
        </p>
      </fieldset>
      <div>
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {texts.submit}
        </button>
      </div>
    </form>
  )
}
