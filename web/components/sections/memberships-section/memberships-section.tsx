import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell } from '../section-shell'
import type { SectionOf, SectionTone } from '../types'

/** Every membership of the list „Mitgliedschaften“, linked to the association's website when it has one. */
export function MembershipsSection({ section, tone }: { section: SectionOf<'membershipsSection'>; tone: SectionTone }) {
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading
        id={headingId(section._key)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <ul className="mt-10 grid gap-4 lg:grid-cols-2">
        {section.memberships.map((membership) => (
          <li
            key={membership._id}
            className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 min-[400px]:flex-row min-[400px]:gap-5 sm:p-6"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-petrol-50 text-petrol-700">
              <Icon name="handshake" />
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-bold">
                {membership.url ? (
                  <a href={membership.url} rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                    {membership.name}
                  </a>
                ) : (
                  membership.name
                )}
              </h3>
              {membership.description ? <p className="mt-1 text-ink-soft">{membership.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
