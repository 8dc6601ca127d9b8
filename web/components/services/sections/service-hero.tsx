import { Icon } from '../../ui/icon'
import { SanityImage } from '../../ui/sanity-image'
import { ContactActions } from './contact-actions'
import { headingId, type ServiceSectionOf } from './section-shell'

/**
 * The first section of a service page, under the transparent fixed header
 * (hence the top padding). The gradient keeps white text at AA contrast on any photo.
 */
export function ServiceHero({
  section,
  phone,
  phoneE164,
}: {
  section: ServiceSectionOf<'serviceHeroSection'>
  phone: string | null
  phoneE164: string | null
}) {
  const highlights = section.highlights ?? []
  return (
    <section
      aria-labelledby={headingId(section._key)}
      className="relative isolate overflow-hidden bg-petrol-950 pt-32 pb-20 text-white md:pt-40 md:pb-28 lg:min-h-[40rem]"
    >
      <div className="absolute inset-0 -z-10">
        <SanityImage image={section.image} fill priority sizes="100vw" className="object-cover" />
        <div className="absolute inset-0 bg-petrol-950/80 md:bg-transparent md:bg-linear-to-r md:from-petrol-950/95 md:via-petrol-950/80 md:to-petrol-950/30" />
        <div className="absolute inset-x-0 top-0 h-40 bg-linear-to-b from-petrol-950/60 to-transparent" />
      </div>

      <div className="container-page">
        <div className="max-w-3xl">
          {section.eyebrow ? <p className="eyebrow mb-4 !text-gold-300">{section.eyebrow}</p> : null}
          <h1
            id={headingId(section._key)}
            className="text-[2.125rem] leading-[1.1] font-extrabold sm:text-4xl md:text-5xl lg:text-[3.5rem]"
          >
            {section.headline}
          </h1>
          {section.subline ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-petrol-100 md:text-xl">{section.subline}</p>
          ) : null}
          {highlights.length ? (
            <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-7">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2.5 font-semibold">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-400 text-ink">
                    <Icon name="check" className="size-4" />
                  </span>
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-10">
            <ContactActions
              buttonLabel={section.buttonLabel}
              phone={phone}
              phoneE164={phoneE164}
              phoneLabel={section.phoneLabel}
            />
          </div>
        </div>
      </div>
    </section>
  )
}
