import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'
import { hyphenate } from '@/lib/hyphenate'

/** The ring around each number matches the background, so it cuts the connecting line cleanly. */
const RING_CLASSES: Record<SectionTone, string> = {
  white: 'ring-white',
  sand: 'ring-sand',
  petrol: 'ring-petrol-50',
}

/** Numbered steps; on large screens the numbers sit on one connecting line. Without steps, nothing. */
export function ProcessSection({ section, tone }: { section: SectionOf<'processSection'>; tone: SectionTone }) {
  const steps = section.steps ?? []
  if (!steps.length) return null
  // The line runs from the centre of the first column to the centre of the last.
  const lineInset = `${50 / steps.length}%`
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading
        id={headingId(section._key)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        align="center"
      />
      <div className="relative mt-14 md:mt-16">
        <div
          aria-hidden="true"
          className="absolute top-7 hidden h-0.5 bg-linear-to-r from-petrol-200 via-gold-300 to-petrol-200 lg:block"
          style={{ left: lineInset, right: lineInset }}
        />
        <ol className="relative grid grid-cols-1 gap-10 sm:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr lg:gap-8">
          {steps.map((step, index) => (
            <li key={step._key} className="flex gap-5 lg:flex-col lg:items-center lg:text-center">
              <span aria-hidden="true" className={`process-step-number ${RING_CLASSES[tone]}`}>
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="text-lg leading-snug font-extrabold text-ink lg:mt-6">{hyphenate(step.title)}</h3>
                {step.text ? <p className="mt-2 leading-relaxed text-ink-soft">{hyphenate(step.text)}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </SectionShell>
  )
}
