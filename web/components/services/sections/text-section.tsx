import { Icon, isIconName } from '../../ui/icon'
import { RichText } from '../../ui/rich-text'
import { SanityImage } from '../../ui/sanity-image'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell, type SectionTone, type ServiceSectionOf } from './section-shell'

/** Free text from the editor, with optional feature items below and an optional image beside it. */
export function TextSection({ section, tone }: { section: ServiceSectionOf<'textSection'>; tone: SectionTone }) {
  const items = section.items ?? []
  const hasImage = Boolean(section.image?.asset)
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <div className={hasImage ? 'grid items-start gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16' : 'max-w-3xl'}>
        <div>
          <SectionHeading id={headingId(section._key)} eyebrow={section.eyebrow} heading={section.heading} />
          <RichText value={section.body} className="prose-content mt-6 text-lg text-ink-soft [&_strong]:text-ink" />
        </div>
        {hasImage ? (
          <div className="relative aspect-[4/3] overflow-hidden rounded-card shadow-lift lg:sticky lg:top-28">
            <SanityImage
              image={section.image}
              fill
              sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
      </div>
      {items.length ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item._key} className="flex gap-4 rounded-card border border-line/70 bg-white p-6 shadow-card">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-petrol-50 text-petrol-700">
                <Icon name={isIconName(item.icon) ? item.icon : 'check'} />
              </span>
              <div>
                <h3 className="font-display text-lg leading-snug font-extrabold text-ink">{item.title}</h3>
                {item.text ? <p className="mt-1.5 leading-relaxed text-ink-soft">{item.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  )
}
