import { buttonClasses } from '@/components/ui/button'
import { APPLICATION_STEPS } from '@/lib/forms/form-fields'
import type { FormTexts } from '@/lib/forms/texts'
import { ApplicationStep } from './application-step'
import { HiddenFields } from './hidden-fields'

/**
 * The quick application on one page (/karriere/bewerbung), for visitors without JavaScript:
 * the wizard's three steps in one plain form that posts to /api/application. The browser checks
 * the required fields; the server checks everything and answers with the thank-you page.
 */
export function ApplicationPageForm({ texts }: { texts: FormTexts['application'] }) {
  return (
    <form method="post" action="/api/application" className="relative grid gap-10">
      <HiddenFields form="application" />
      {APPLICATION_STEPS.map((fields, step) => (
        <ApplicationStep
          key={fields.join()}
          step={step}
          heading={<h2 className="text-xl font-bold">{texts.stepTitles[step]}</h2>}
          texts={texts}
          idPrefix="bewerbung"
          // Without JavaScript the hint cannot wait for the first day to be missing.
          hints={{ workDays: texts.daysHint }}
        />
      ))}
      <div>
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {texts.submit}
        </button>
      </div>
    </form>
  )
}
