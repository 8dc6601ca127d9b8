import type { ReactNode } from 'react'
import { ANCHORS } from '../../../lib/routes'
import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell, type SectionTone, type ServiceSectionOf } from './section-shell'

/**
 * The target of every "Angebot anfragen" button on a service page. The page
 * passes the inquiry form (with its service preselected) as `children`.
 */
export function ContactSection({
  section,
  tone,
  phone,
  phoneE164,
  children,
}: {
  section: ServiceSectionOf<'contactSection'>
  tone: SectionTone
  phone: string | null
  phoneE164: string | null
  children: ReactNode
}) {
  return (
    <SectionShell sectionKey={section._key} tone={tone} id={ANCHORS.serviceContact}>
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.text} />
          {phone && phoneE164 ? (
            <div className="mt-10 flex items-center gap-4 rounded-card border border-line/70 bg-white p-6 shadow-card">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-petrol-700 text-white">
                <Icon name="phone" className="size-5" />
              </span>
              <p className="leading-snug text-ink-soft">
                Lieber persönlich?
                <a
                  href={`tel:${phoneE164}`}
                  className="mt-0.5 block font-display text-lg font-bold text-petrol-800 underline-offset-4 hover:underline"
                >
                  <span className="sr-only">Anrufen: </span>
                  {phone}
                </a>
              </p>
            </div>
          ) : null}
        </div>
        <div>{children}</div>
      </div>
    </SectionShell>
  )
}
