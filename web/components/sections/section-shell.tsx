import type { ReactNode } from 'react'
import type { SectionTone } from './types'

const TONE_CLASSES: Record<SectionTone, string> = {
  white: 'bg-white',
  sand: 'bg-sand',
  petrol: 'bg-petrol-50',
}

/** Id of a section's heading, for aria-labelledby; `_key` is unique within the page. */
export function headingId(sectionKey: string) {
  return `abschnitt-${sectionKey}`
}

/** The frame of a light content section: background, vertical rhythm and page container. */
export function SectionShell({
  sectionKey,
  tone,
  children,
  id,
  labelled = true,
}: {
  sectionKey: string
  tone: SectionTone
  children: ReactNode
  id?: string
  /** False when the section has no heading of its own (then it is not a landmark either). */
  labelled?: boolean
}) {
  const className = `py-20 focus:outline-none md:py-28 ${TONE_CLASSES[tone]}`
  const content = <div className="container-page">{children}</div>
  if (!labelled)
    return (
      <div id={id} className={className}>
        {content}
      </div>
    )
  return (
    <section id={id} aria-labelledby={headingId(sectionKey)} className={className}>
      {content}
    </section>
  )
}
