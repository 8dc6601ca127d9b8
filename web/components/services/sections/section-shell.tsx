import type { ReactNode } from 'react'
import type { SERVICE_QUERY_RESULT } from '../../../lib/sanity/sanity.types'
import { FadeIn } from '../../ui/fade-in'

export type ServiceSection = NonNullable<NonNullable<SERVICE_QUERY_RESULT>['sections']>[number]
export type ServiceSectionOf<T extends ServiceSection['_type']> = Extract<ServiceSection, { _type: T }>

/** Background of a light section; ServiceSections alternates them for rhythm. */
export type SectionTone = 'white' | 'sand' | 'petrol'

const TONE_CLASSES: Record<SectionTone, string> = {
  white: 'bg-white',
  sand: 'bg-sand',
  petrol: 'bg-petrol-50',
}

/** Id of a section's heading, for aria-labelledby; `_key` is unique within the page. */
export function headingId(sectionKey: string) {
  return `abschnitt-${sectionKey}`
}

/** The frame of a light content section: background, vertical rhythm, page container and a one-time fade-in. */
export function SectionShell({
  sectionKey,
  tone,
  children,
  id,
}: {
  sectionKey: string
  tone: SectionTone
  children: ReactNode
  id?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId(sectionKey)}
      className={`py-20 focus:outline-none md:py-28 ${TONE_CLASSES[tone]}`}
    >
      <FadeIn className="container-page">{children}</FadeIn>
    </section>
  )
}
