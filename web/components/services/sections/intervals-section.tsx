import { Icon, isIconName } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell, type SectionTone, type ServiceSectionOf } from './section-shell'

/** Cleaning intervals to choose from (e.g. weekly, every 14 days, monthly). */
export function IntervalsSection({
  section,
  tone,
}: {
  section: ServiceSectionOf<'intervalsSection'>
  tone: SectionTone
}) {
  const options = section.options ?? []
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.intro} align="center" />
      {options.length ? (
        <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:mt-16 md:grid-cols-3 lg:gap-8">
          {options.map((option) => (
            <li
              key={option._key}
              className="relative flex flex-col overflow-hidden rounded-card border border-line/70 bg-white p-8 text-center shadow-card"
            >
              <span
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-petrol-700 to-petrol-600"
              />
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-petrol-50 text-petrol-700">
                <Icon name={isIconName(option.icon) ? option.icon : 'calendar'} className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-extrabold text-ink">{option.title}</h3>
              {option.text ? <p className="mt-3 leading-relaxed text-ink-soft">{option.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  )
}
