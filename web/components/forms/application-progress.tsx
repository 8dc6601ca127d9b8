import { APPLICATION_STEPS } from '@/lib/forms/form-fields'
import type { FormTexts } from '@/lib/forms/texts'

/** SPEC.md §9: the hint counts 20 seconds per remaining step. */
const SECONDS_PER_STEP = 20
const STEPS = APPLICATION_STEPS.length

/**
 * Where the visitor is in the quick application (SPEC.md §4): „Schritt X von 3“, the percentage
 * with its bar, one dot per step and roughly how long the remaining steps take.
 */
export function ApplicationProgress({ step, texts }: { step: number; texts: FormTexts['application'] }) {
  const percent = Math.round(((step + 1) / STEPS) * 100)
  return (
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
          {APPLICATION_STEPS.map((fields, index) => (
            <span
              key={fields.join()}
              className={`size-2.5 rounded-full ${index <= step ? 'bg-petrol-700' : 'bg-petrol-200'}`}
            />
          ))}
        </div>
        <p className="text-sm text-ink-soft">
          {texts.timeLeft} {(STEPS - 1 - step) * SECONDS_PER_STEP} {texts.seconds}
        </p>
      </div>
    </div>
  )
}
