import { OpeningHoursList } from '@/components/sections/opening-hours-list'
import { PhoneLink } from '@/components/sections/phone-link'
import type { SectionContext, SectionOf } from '@/components/sections/types'
import { Icon } from '@/components/ui/icon'
import { hyphenate } from '@/lib/hyphenate'
import { openingHoursRows } from '@/lib/opening-hours'

const CARD = 'rounded-card bg-white p-7 shadow-lift'
const VALUE = 'mt-3 inline-block font-display text-lg font-bold text-petrol-700 hover:underline'

/** Phone, e-mail and opening hours from the settings as three cards that overlap the hero (the hours only when there are some). */
export function ContactDetailsSection({
  section,
  context,
}: {
  section: SectionOf<'contactDetailsSection'>
  context: SectionContext
}) {
  const { settings } = context
  const hasHours = openingHoursRows(settings.openingHours, context.texts.contact).length > 0
  return (
    <section aria-label={section.label ?? undefined} className="relative z-10 -mt-10">
      {/* Three cards side by side only where an e-mail address and the opening hours fit on one line. */}
      <ul className="container-page grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li className={CARD}>
          <Icon name="phone" className="size-7 text-petrol-700" />
          <h2 className="mt-4 text-lg font-bold">{hyphenate(section.phone?.title)}</h2>
          {section.phone?.text ? <p className="mt-1 text-ink-soft">{hyphenate(section.phone.text)}</p> : null}
          <PhoneLink settings={settings} className={VALUE} />
        </li>
        <li className={CARD}>
          <Icon name="mail" className="size-7 text-petrol-700" />
          <h2 className="mt-4 text-lg font-bold">{hyphenate(section.email?.title)}</h2>
          {section.email?.text ? <p className="mt-1 text-ink-soft">{hyphenate(section.email.text)}</p> : null}
          {settings.email ? (
            <a href={`mailto:${settings.email}`} className={`${VALUE} break-all`}>
              {settings.email}
            </a>
          ) : null}
        </li>
        {hasHours || section.hours?.text ? (
          <li className={`${CARD} sm:col-span-2 lg:col-span-1`}>
            <Icon name="clock" className="size-7 text-petrol-700" />
            <h2 className="mt-4 text-lg font-bold">{hyphenate(section.hours?.title)}</h2>
            <OpeningHoursList entries={settings.openingHours} words={context.texts.contact} className="mt-2 gap-y-1" />
            {section.hours?.text ? <p className="mt-3 text-sm text-ink-soft">{hyphenate(section.hours.text)}</p> : null}
          </li>
        ) : null}
      </ul>
    </section>
  )
}
