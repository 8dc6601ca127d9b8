import { cardGridColumns } from '@/components/sections/card-grid'
import { FeatureList } from '@/components/sections/feature-item'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'

/**
 * Cards with icon, title and text: four columns when they fill rows of four, else three; a last row
 * that is not full is centred. Without cards the section shows nothing.
 */
export function CardsSection({ section, tone }: { section: SectionOf<'cardsSection'>; tone: SectionTone }) {
  const cards = section.cards ?? []
  if (!cards.length) return null
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
        className={`mt-12 grid gap-6 md:mt-16 ${cardGridColumns(cards.length, { four: 'lg' })}`}
      />
    </SectionShell>
  )
}
