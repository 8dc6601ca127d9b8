import type { ReactNode } from 'react'
import type { SETTINGS_QUERY_RESULT } from '../../lib/sanity/sanity.types'
import { buttonClasses } from '../ui/button'
import { SectionHeading } from '../ui/section-heading'
import { ContactDetails } from './contact-details'

/**
 * The section holding the inquiry form (anchor `id`). The form itself arrives
 * with the forms issue; until then visitors get the direct contact details here.
 */
export function InquirySection({
  id,
  heading,
  text,
  settings,
  children,
}: {
  id: string
  heading: string | null
  text: string | null
  settings: NonNullable<SETTINGS_QUERY_RESULT>
  children?: ReactNode
}) {
  const headingId = `${id}-title`
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-28 bg-petrol-900 py-20 text-white outline-none md:py-28"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
        <div>
          <SectionHeading id={headingId} heading={heading ?? 'Anfrage'} intro={text} tone="light" />
          <div className="mt-10">
            <ContactDetails settings={settings} tone="dark" />
          </div>
        </div>
        <div className="rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-[var(--shadow-lift)] md:p-10">
          {children ?? <InquiryFallback settings={settings} />}
        </div>
      </div>
    </section>
  )
}

/**
 * What the form area offers until the inquiry form lands (forms issue):
 * the two direct ways to ask for a quote.
 */
export function InquiryFallback({ settings }: { settings: NonNullable<SETTINGS_QUERY_RESULT> }) {
  return (
    <div>
      <h3 className="text-xl font-bold">So erreichen Sie uns am schnellsten</h3>
      <p className="mt-3 leading-relaxed text-ink-soft">
        Rufen Sie uns an oder schreiben Sie uns eine E-Mail mit einer kurzen Beschreibung Ihres Objekts. Wir melden uns
        innerhalb von {settings.quoteResponseHours ?? 24} Stunden mit einem kostenlosen, unverbindlichen Angebot.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <a href={`tel:${settings.phoneE164}`} className={buttonClasses('primary')}>
          Jetzt anrufen
        </a>
        <a
          href={`mailto:${settings.email}?subject=${encodeURIComponent('Anfrage über die Website')}`}
          className={buttonClasses('ghost')}
        >
          E-Mail schreiben
        </a>
      </div>
    </div>
  )
}
