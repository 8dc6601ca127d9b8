import type { ReactNode } from 'react'
import { Icon } from '@/components/ui/icon'
import type { Settings } from './types'

/** The `tel:` target of the company number (E.164, so every phone dials it). */
export function phoneHref(settings: Pick<Settings, 'phoneE164'>) {
  return `tel:${settings.phoneE164}`
}

/**
 * The company phone number as a link, written once. `children` replaces the visible
 * number (e.g. a button label); otherwise the number from the settings is shown.
 */
export function PhoneLink({
  settings,
  className,
  children,
  icon = false,
}: {
  settings: Pick<Settings, 'phone' | 'phoneE164'>
  className?: string
  children?: ReactNode
  icon?: boolean
}) {
  if (!settings.phone || !settings.phoneE164) return null
  return (
    <a href={phoneHref(settings)} className={className}>
      {icon ? <Icon name="phone" className="size-5" /> : null}
      {children ?? settings.phone}
    </a>
  )
}
