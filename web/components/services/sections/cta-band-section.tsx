import { FadeIn } from '../../ui/fade-in'
import { ContactActions } from './contact-actions'
import { headingId, type ServiceSectionOf } from './section-shell'

/** A dark petrol band between content sections that invites an inquiry or a call. */
export function CtaBandSection({
  section,
  phone,
  phoneE164,
}: {
  section: ServiceSectionOf<'ctaBandSection'>
  phone: string | null
  phoneE164: string | null
}) {
  return (
    <section
      aria-labelledby={headingId(section._key)}
      className="relative isolate overflow-hidden bg-petrol-900 py-16 text-white md:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(23_112_128/0.55),transparent),radial-gradient(40rem_24rem_at_0%_120%,rgb(242_177_58/0.14),transparent)]"
      />
      <FadeIn className="container-page">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_auto] lg:gap-16">
          <div className="max-w-2xl">
            <h2 id={headingId(section._key)} className="text-3xl leading-tight font-extrabold md:text-4xl">
              {section.heading}
            </h2>
            {section.text ? <p className="mt-4 text-lg leading-relaxed text-petrol-100">{section.text}</p> : null}
          </div>
          <ContactActions
            buttonLabel={section.buttonLabel}
            phone={phone}
            phoneE164={phoneE164}
            phoneLabel={section.phoneLabel}
          />
        </div>
      </FadeIn>
    </section>
  )
}
