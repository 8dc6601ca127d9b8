import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { Icon } from '@/components/ui/icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { keyedStrings } from '@/lib/keys'

/** Where the company works: the editor's text and the towns of the settings as chips. */
export function ServiceAreaSection({
  section,
  tone,
  context,
}: {
  section: SectionOf<'serviceAreaSection'>
  tone: SectionTone
  context: SectionContext
}) {
  const towns = keyedStrings(context.settings.serviceArea?.towns)
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <SectionHeading
          id={headingId(section._key)}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.text}
        />
        {towns.length ? (
          <ul className="flex flex-wrap gap-3" aria-label={section.townsLabel ?? undefined}>
            {towns.map((town) => (
              <li
                key={town.key}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold shadow-card"
              >
                <Icon name="map-pin" className="size-4 text-petrol-700" />
                {town.value}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SectionShell>
  )
}
