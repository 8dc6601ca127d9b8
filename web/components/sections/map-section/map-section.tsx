import { ANCHORS } from '../../../lib/routes'
import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell } from '../section-shell'
import type { SectionContext, SectionOf, SectionTone } from '../types'

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
        <div
          className="flex min-h-72 items-center justify-center rounded-card bg-white p-8 text-center shadow-card"
          data-testid="map-consent-notice"
        >
          <div className="max-w-md">
            <Icon name="map-pin" className="mx-auto size-8 text-petrol-700" />
            <p className="mt-4 text-ink-soft">{section.consentNotice}</p>
          </div>
        </div>
      </div>
    </SectionShell>
  )
}
