import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell } from '../section-shell'
import type { SectionOf, SectionTone } from '../types'

/** Every award of the list „Auszeichnungen“, newest first. */
export function AwardsSection({ section, tone }: { section: SectionOf<'awardsSection'>; tone: SectionTone }) {
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
      <ul className="mt-10 grid gap-4 lg:grid-cols-2">
        {section.awards.map((award) => (
          <li
            key={award._id}
            className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 min-[400px]:flex-row min-[400px]:gap-5 sm:p-6"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-400/20 text-gold-600">
              <Icon name="award" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-petrol-700">
                {[award.year, levels[award.level ?? ''] ?? award.level].filter(Boolean).join(' · ')}
              </p>
              <h3 className="mt-1 text-lg font-bold">{award.title}</h3>
              <p className="text-sm text-ink-soft">{award.issuer}</p>
              {award.description ? <p className="mt-2 text-ink-soft">{award.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
