import { Icon } from '@/components/ui/icon'
import { ActionLink } from './action-link'
import { phoneHref } from './phone-link'
import type { Action, SectionContext } from './types'

/** The pair under a hero and in the call-to-action band: the editor's button, and the phone number. On dark backgrounds. */
export function ContactActions({
  action,
  showPhone,
  phoneLabel,
  context,
}: {
  action: Action | null
  showPhone: boolean | null
  phoneLabel: string | null
  context: SectionContext
}) {
  const { settings } = context
  const phone = showPhone !== false && settings.phone && settings.phoneE164
  if (!action?.label && !phone) return null
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-7">
      <ActionLink action={action} context={context} />
      {phone ? (
        <a href={phoneHref(settings)} className="group/phone inline-flex items-center gap-3 text-white">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-white/30 transition-colors group-hover/phone:bg-white/10">
            <Icon name="phone" className="size-5" />
          </span>
          <span className="flex flex-col">
            <span className="font-display text-lg leading-tight font-bold underline-offset-4 group-hover/phone:underline">
              {settings.phone}
            </span>
            {phoneLabel ? <span className="text-sm text-petrol-100">{phoneLabel}</span> : null}
          </span>
        </a>
      ) : null}
    </div>
  )
}
