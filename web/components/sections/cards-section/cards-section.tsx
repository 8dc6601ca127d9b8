import { FeatureList } from '@/components/sections/feature-item'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'

/** Cards with icon, title and text: four columns when they fill rows of four, else three. */
export function CardsSection({ section, tone }: { section: SectionOf<'cardsSection'>; tone: SectionTone }) {
  const cards = section.cards ?? []
  const columns = cards.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading
        id={headingId(section._key)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <FeatureList
        items={cards}
        layout="card"
        className={`mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 md:mt-16 ${columns}`}
      />
    </SectionShell>
  )
}
