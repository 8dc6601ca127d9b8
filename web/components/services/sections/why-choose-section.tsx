import { Icon } from '../../ui/icon'
import { SanityImage } from '../../ui/sanity-image'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell, type SectionTone, type ServiceSectionOf } from './section-shell'

/** Reasons to choose the company, as a check list beside an optional image. */
export function WhyChooseSection({
  section,
  tone,
}: {
  section: ServiceSectionOf<'whyChooseSection'>
  tone: SectionTone
}) {
  const items = section.items ?? []
  const hasImage = Boolean(section.image?.asset)
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <div className={hasImage ? 'grid items-center gap-12 lg:grid-cols-2 lg:gap-16' : ''}>
        <div>
          <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.intro} />
          {items.length ? (
            <ul className={`mt-10 grid gap-x-10 gap-y-7 ${hasImage ? '' : 'md:grid-cols-2'}`}>
              {items.map((item) => (
                <li key={item._key} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-petrol-700 text-white">
                    <Icon name="check" className="size-4.5" />
                  </span>
                  <div>
                    <h3 className="font-display text-lg leading-snug font-extrabold text-ink">{item.title}</h3>
                    {item.text ? <p className="mt-1.5 leading-relaxed text-ink-soft">{item.text}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {hasImage ? (
          <div className="relative aspect-[4/5] overflow-hidden rounded-card shadow-lift lg:aspect-auto lg:h-full lg:min-h-[32rem]">
            <SanityImage
              image={section.image}
              fill
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
      </div>
    </SectionShell>
  )
}
