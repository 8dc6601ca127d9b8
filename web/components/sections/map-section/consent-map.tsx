'use client'

import { useConsent } from '@/components/consent/use-consent'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { openConsentSettings } from '@/lib/consent'

/** Google Maps' embed for an address query: no API key, no script on our page, only the iframe. */
export function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?${new URLSearchParams({ q: address, hl: 'de', z: '15', output: 'embed' })}`
}

/**
 * The map while marketing consent is granted; otherwise the editor's notice and a button to the
 * cookie settings. Follows every consent change at once (event `consentUpdated`), without reload.
 */
export function ConsentMap({
  address,
  title,
  notice,
  settingsLabel,
}: {
  address: string
  title: string
  notice: string
  settingsLabel: string
}) {
  const consent = useConsent()
  if (consent?.marketing) {
    return (
      <iframe
        src={mapEmbedUrl(address)}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="min-h-72 w-full rounded-card border-0 shadow-card lg:min-h-96"
        data-testid="map"
      />
    )
  }
  return (
    <div
      className="flex min-h-72 items-center justify-center rounded-card bg-white p-8 text-center shadow-card"
      data-testid="map-consent-notice"
    >
      <div className="max-w-md">
        <Icon name="map-pin" className="mx-auto size-8 text-petrol-700" />
        <p className="mt-4 text-ink-soft">{notice}</p>
        {/* Without JavaScript there is no banner to open (and no map to allow): no button then. */}
        {consent === null ? (
          <button type="button" className={buttonClasses('ghost', 'md', 'mt-5')} onClick={openConsentSettings}>
            {settingsLabel}
          </button>
        ) : null}
      </div>
    </div>
  )
}
