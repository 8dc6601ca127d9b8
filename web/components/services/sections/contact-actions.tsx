import { ANCHORS } from '../../../lib/routes'
import { Glyph } from '../../ui/glyph'
import { Icon } from '../../ui/icon'
import { ScrollButton } from '../../ui/scroll-button'

/** The pair under a service hero and in the call-to-action band: scroll to the inquiry form, or call. On dark backgrounds. */
export function ContactActions({
  buttonLabel,
  phone,
  phoneE164,
  phoneLabel,
}: {
  buttonLabel: string | null
  phone: string | null
  phoneE164: string | null
  phoneLabel: string | null
}) {
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-7">
      {buttonLabel ? (
        <ScrollButton targetId={ANCHORS.serviceContact} variant="primary" size="lg">
          {buttonLabel}
          <Glyph d="M12 5v14M6 13l6 6 6-6" className="size-4.5" />
        </ScrollButton>
      ) : null}
      {phone && phoneE164 ? (
        <a href={`tel:${phoneE164}`} className="group/phone inline-flex items-center gap-3 text-white">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-white/30 transition-colors group-hover/phone:bg-white/10">
            <Icon name="phone" className="size-5" />
          </span>
          <span className="flex flex-col">
            <span className="font-display text-lg font-bold leading-tight underline-offset-4 group-hover/phone:underline">
              <span className="sr-only">Anrufen: </span>
              {phone}
            </span>
            {phoneLabel ? <span className="text-sm text-petrol-100">{phoneLabel}</span> : null}
          </span>
        </a>
      ) : null}
    </div>
  )
}
