import { EntryList } from '@/components/sections/entry-list'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { SanityImage } from '@/components/ui/sanity-image'
import { SectionHeading } from '@/components/ui/section-heading'
import { hyphenate } from '@/lib/hyphenate'

/**
 * Every award of the list „Auszeichnungen“, newest first, each with its logo or certificate where an
 * editor uploaded one (its alt text names it), else the award icon; nothing while the list is empty.
 */
export function AwardsSection({ section, tone }: { section: SectionOf<'awardsSection'>; tone: SectionTone }) {
  if (!section.awards.length) return null
  const levels: Record<string, string | null | undefined> = {
    region: section.levelLabels?.region,
    land: section.levelLabels?.land,
    bund: section.levelLabels?.bund,
    international: section.levelLabels?.international,
  }
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading
        id={headingId(section._key)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <EntryList
        entries={section.awards}
        icon="award"
        tone="gold"
        media={(award) =>
          award.image?.asset ? (
            <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white p-1.5">
              <SanityImage image={award.image} sizes="80px" className="size-full object-contain" />
            </span>
          ) : null
        }
      >
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
