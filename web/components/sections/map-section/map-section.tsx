import { ANCHORS } from '@shared/routes'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'
import { ConsentMap } from './consent-map'

/** The address and, with the visitor's consent, a map (anchor #map); until then the editor's notice. */
export function MapSection({
  section,
  tone,
  context,
}: {
  section: SectionOf<'mapSection'>
  tone: SectionTone
  context: SectionContext
}) {
  const { settings } = context
  const address = settings.address
  const place = [address?.street, [address?.postalCode, address?.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return (
    <SectionShell sectionKey={section._key} tone={tone} id={ANCHORS.map}>
      <SectionHeading id={headingId(section._key)} heading={section.heading} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <address className="rounded-card border border-line bg-white p-7 not-italic">
          <p className="font-bold">{settings.companyName}</p>
          <p>{address?.street}</p>
          <p>
            {address?.postalCode} {address?.city}
          </p>
        </address>
        <ConsentMap
          address={[settings.companyName, place].filter(Boolean).join(', ')}
          title={`${section.mapTitle} ${place}`}
          notice={section.consentNotice ?? ''}
          settingsLabel={section.settingsButton ?? ''}
        />
      </div>
    </SectionShell>
  )
}
