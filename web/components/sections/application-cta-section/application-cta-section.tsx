import { ANCHORS } from '@shared/routes'
import { ActionLink } from '@/components/sections/action-link'
import { PhoneLink } from '@/components/sections/phone-link'
import { headingId } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf } from '@/components/sections/types'
import { buttonClasses } from '@/components/ui/button'
import { Hyphenated } from '@/components/ui/hyphenated'
import { hyphenate } from '@/lib/hyphenate'

/**
 * The invitation to the quick application (anchor #schnellbewerbung, the target of every
 * application button); its optional box offers the phone number and an e-mail application
 * beside the invitation. Without the box the invitation is centred, so no half of the band stays empty.
 */
export function ApplicationCtaSection({
  section,
  context,
}: {
  section: SectionOf<'applicationCtaSection'>
  context: SectionContext
}) {
  const { questions } = section
  const { settings } = context
  const hasBox = Boolean(questions?.heading || questions?.text)
  const subject = questions?.emailSubject ? `?subject=${encodeURIComponent(questions.emailSubject)}` : ''
  return (
    <section
      id={ANCHORS.application}
      aria-labelledby={headingId(section._key)}
      className="surface-dark scroll-mt-28 bg-petrol-700 py-16 text-white md:py-20"
    >
      <div className={`container-page grid gap-10 ${hasBox ? 'md:grid-cols-2 md:items-center' : 'text-center'}`}>
        <div className={hasBox ? undefined : 'mx-auto max-w-3xl'}>
          <h2 id={headingId(section._key)} className="text-3xl font-extrabold md:text-4xl">
            <Hyphenated text={section.heading} />
          </h2>
          {section.text ? <p className="mt-3 text-lg text-petrol-100">{section.text}</p> : null}
          {section.buttonLabel ? (
            <div className={`mt-8 ${hasBox ? '' : 'flex justify-center'}`}>
              <ActionLink
                action={{ label: section.buttonLabel, kind: 'application', emailSubject: null, page: null }}
                context={context}
              />
            </div>
          ) : null}
        </div>
        {hasBox ? (
          <div className="surface-light rounded-card bg-white p-8 text-ink">
            {questions?.heading ? <h3 className="text-xl font-bold">{hyphenate(questions.heading)}</h3> : null}
            {questions?.text ? <p className="mt-2 text-ink-soft">{hyphenate(questions.text)}</p> : null}
            <div className="mt-6 flex flex-wrap gap-4">
              <PhoneLink settings={settings} className={buttonClasses('primary')} icon />
              {questions?.emailButtonLabel && settings.email ? (
                <a href={`mailto:${settings.email}${subject}`} className={buttonClasses('ghost')}>
                  {hyphenate(questions.emailButtonLabel)}
                </a>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  )
}
