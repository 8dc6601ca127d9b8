import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { Hyphenated } from '@/components/ui/hyphenated'
import { Icon } from '@/components/ui/icon'
import { keyedStrings } from '@/lib/keys'

/** The discretion promise (crime-scene cleaning), in place of testimonials. */
export function ConfidentialitySection({
  section,
  tone,
}: {
  section: SectionOf<'confidentialitySection'>
  tone: SectionTone
}) {
  const points = keyedStrings(section.points)
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <div className="mx-auto grid max-w-5xl gap-10 rounded-card border border-line/70 bg-white p-8 shadow-card md:grid-cols-[auto_1fr] md:gap-12 md:p-12">
        <span className="flex size-20 items-center justify-center rounded-2xl bg-petrol-800 text-gold-300">
          <Icon name="lock" className="size-10" />
        </span>
        <div>
          <h2 id={headingId(section._key)} className="text-3xl leading-tight font-extrabold text-ink md:text-4xl">
            <Hyphenated text={section.heading} />
          </h2>
          {section.text ? <p className="mt-4 text-lg leading-relaxed text-ink-soft">{section.text}</p> : null}
          {points.length ? (
            <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2">
              {points.map((point) => (
                <li key={point.key} className="flex gap-3 leading-snug text-ink">
                  <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-petrol-700" />
                  <span>{point.value}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </SectionShell>
  )
}
