import { EntryList } from '@/components/sections/entry-list'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'
import { hyphenate } from '@/lib/hyphenate'

/** Every award of the list „Auszeichnungen“, newest first; nothing while the list is empty. */
export function AwardsSection({ section, tone }: { section: SectionOf<'awardsSection'>; tone: SectionTone }) {
  if (!section.awards.length) return null
  const levels: Record<string, string | null | undefined> = {
    land: section.levelLabels?.land,
    bund: section.levelLabels?.bund,
  }
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading
        id={headingId(section._key)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <EntryList entries={section.awards} icon="award" tone="gold">
        {(award) => (
          <>
            <p className="text-sm font-semibold text-petrol-700">
              {[award.year, levels[award.level ?? ''] ?? award.level].filter(Boolean).join(' · ')}
            </p>
            <h3 className="mt-1 text-lg font-bold">{hyphenate(award.title)}</h3>
            <p className="text-sm text-ink-soft">{hyphenate(award.issuer)}</p>
            {award.description ? <p className="mt-2 text-ink-soft">{hyphenate(award.description)}</p> : null}
          </>
        )}
      </EntryList>
    </SectionShell>
  )
}
