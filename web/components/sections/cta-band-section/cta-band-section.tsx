import { ActionLink } from '@/components/sections/action-link'
import { ContactActions } from '@/components/sections/contact-actions'
import { headingId } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf } from '@/components/sections/types'
import { Hyphenated } from '@/components/ui/hyphenated'

/** A full-width band between sections that invites an inquiry, a call or a visit to another page. */
export function CtaBandSection({
  section,
  context,
}: {
  section: SectionOf<'ctaBandSection'>
  context: SectionContext
}) {
  const light = section.tone === 'light'
  return (
    <section
      aria-labelledby={headingId(section._key)}
      className={`relative isolate overflow-hidden py-16 md:py-20 ${light ? 'bg-sand text-ink' : 'surface-dark bg-petrol-900 text-white'}`}
    >
      {light ? null : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(23_112_128/0.55),transparent),radial-gradient(40rem_24rem_at_0%_120%,rgb(242_177_58/0.14),transparent)]"
        />
      )}
      <div className="container-page">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_auto] lg:gap-16">
          <div className="max-w-2xl">
            <h2 id={headingId(section._key)} className="text-3xl leading-tight font-extrabold md:text-4xl">
              <Hyphenated text={section.heading} />
            </h2>
            {section.text ? (
              <p className={`mt-4 text-lg leading-relaxed ${light ? 'text-ink-soft' : 'text-petrol-100'}`}>
                {section.text}
              </p>
            ) : null}
          </div>
          {light ? (
            <ActionLink action={section.action} context={context} variant="secondary" />
          ) : (
            <ContactActions
              action={section.action}
              showPhone={section.showPhone}
              phoneLabel={section.phoneLabel}
              context={context}
            />
          )}
        </div>
      </div>
    </section>
  )
}
