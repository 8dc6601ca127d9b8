import { FeatureList } from '@/components/sections/feature-item'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'

/** Cleaning intervals to choose from (e.g. weekly, every 14 days, monthly); without any, nothing. */
export function IntervalsSection({ section, tone }: { section: SectionOf<'intervalsSection'>; tone: SectionTone }) {
  if (!section.options?.length) return null
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.intro} align="center" />
      <FeatureList
        items={section.options}
        layout="centered"
        fallbackIcon="calendar"
        className="mx-auto mt-12 grid max-w-6xl gap-6 md:mt-16 md:grid-cols-3 lg:gap-8"
      />
    </SectionShell>
  )
}
