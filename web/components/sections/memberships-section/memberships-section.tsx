import { EntryList } from '@/components/sections/entry-list'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'
import { hyphenate } from '@/lib/hyphenate'

/**
 * Every membership of the list „Mitgliedschaften“, linked to the association's website when it has
 * one; nothing while the list is empty.
 */
export function MembershipsSection({ section, tone }: { section: SectionOf<'membershipsSection'>; tone: SectionTone }) {
  if (!section.memberships.length) return null
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading
        id={headingId(section._key)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <EntryList entries={section.memberships} icon="handshake" tone="petrol">
        {(membership) => (
          <>
            <h3 className="text-lg font-bold">
              {membership.url ? (
                <a href={membership.url} rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                  {hyphenate(membership.name)}
                </a>
              ) : (
                hyphenate(membership.name)
              )}
            </h3>
            {membership.description ? <p className="mt-1 text-ink-soft">{hyphenate(membership.description)}</p> : null}
          </>
        )}
      </EntryList>
    </SectionShell>
  )
}
