import { FadeIn } from '../ui/fade-in'

export type ProcessStepItem = { _key: string; title: string | null; text: string | null }

/** Numbered steps in a row on desktop, stacked on mobile. */
export function ProcessSteps({ steps }: { steps: ProcessStepItem[] | null | undefined }) {
  if (!steps?.length) return null
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step._key}>
          <FadeIn delayMs={index * 80} className="h-full">
            <div className="relative h-full rounded-[var(--radius-card)] bg-white p-7 shadow-[var(--shadow-card)]">
              <span
                className="inline-flex size-11 items-center justify-center rounded-full bg-petrol-700 font-display text-lg font-extrabold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-bold">
                <span className="sr-only">Schritt {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
            </div>
          </FadeIn>
        </li>
      ))}
    </ol>
  )
}
