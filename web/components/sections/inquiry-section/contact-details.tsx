import type { IconName } from '@shared/icons'
import type { ReactNode } from 'react'
import { OpeningHoursList } from '@/components/sections/opening-hours-list'
import { phoneHref } from '@/components/sections/phone-link'
import type { SectionContext, Settings } from '@/components/sections/types'
import { type GlyphName, Icon } from '@/components/ui/icon'
import { openingHoursRows } from '@/lib/opening-hours'

/** Phone, e-mail and opening hours: the direct ways to reach the company. */
export function ContactDetails({
  settings,
  texts,
  tone = 'light',
}: {
  settings: Settings
  texts: SectionContext['texts']['contact']
  tone?: 'light' | 'dark'
}) {
  const dark = tone === 'dark'
  const link = dark ? 'text-white hover:text-gold-300' : 'text-petrol-800 hover:text-petrol-950'
  const muted = dark ? 'text-petrol-100' : 'text-ink-soft'
  const iconBox = dark ? 'bg-white/10 text-gold-300' : 'bg-petrol-50 text-petrol-700'
  const row = (icon: IconName | GlyphName, label: string, value: ReactNode) => (
    <li className="flex gap-4">
      <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${iconBox}`}>
        <Icon name={icon} />
      </span>
      <div>
        <p className={`text-sm ${muted}`}>{label}</p>
        {value}
      </div>
    </li>
  )
  return (
    <ul className="space-y-6">
      {row(
        'phone',
        texts.phone,
        <a href={phoneHref(settings)} className={`font-display text-lg font-bold ${link}`}>
          {settings.phone}
        </a>,
      )}
      {row(
        'mail',
        texts.email,
        <a href={`mailto:${settings.email}`} className={`font-display text-lg font-bold break-all ${link}`}>
          {settings.email}
        </a>,
      )}
      {openingHoursRows(settings.openingHours, texts).length
        ? row(
            'clock',
            texts.hours,
            <OpeningHoursList entries={settings.openingHours} words={texts} timeClassName={muted} />,
          )
        : null}
    </ul>
  )
}
