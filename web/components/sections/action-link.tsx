import { documentPath } from '@shared/documents'
import { ANCHORS, ROUTES } from '@shared/routes'
import Link from 'next/link'
import { ApplicationOpener } from '@/components/forms/application-opener'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { ScrollButton } from '@/components/ui/scroll-button'
import { hyphenate } from '@/lib/hyphenate'
import type { Action, SectionContext } from './types'

type ButtonStyle = Parameters<typeof buttonClasses>

/**
 * An editor's button (callToAction) as a link: to the inquiry form or the application on
 * this page (scrolling there), or on the page that has it, to another page, or an e-mail.
 * Every target is a real link, so it works without JavaScript.
 */
export function ActionLink({
  action,
  context,
  variant = 'primary',
  size = 'lg',
  className = '',
}: {
  action: Action | null | undefined
  context: SectionContext
  variant?: ButtonStyle[0]
  size?: ButtonStyle[1]
  className?: string
}) {
  if (!action?.label) return null
  const classes = buttonClasses(variant, size, className)
  const label = hyphenate(action.label)
  switch (action.kind) {
    case 'inquiry':
      return context.hasInquiry ? (
        <ScrollButton targetId={context.inquiryAnchor} variant={variant} size={size} className={className}>
          {label}
          <Icon name="arrow-down" className="size-4.5" />
        </ScrollButton>
      ) : (
        <Link href={`${ROUTES.contact}#${ANCHORS.inquiry}`} className={classes}>
          {label}
        </Link>
      )
    case 'application':
      return <ApplicationOpener className={classes}>{label}</ApplicationOpener>
    case 'email': {
      const subject = action.emailSubject ? `?subject=${encodeURIComponent(action.emailSubject)}` : ''
      return context.settings.email ? (
        <a href={`mailto:${context.settings.email}${subject}`} className={classes}>
          {label}
        </a>
      ) : null
    }
    case 'page': {
      const href = documentPath(action.page)
      return href ? (
        <Link href={href} className={classes}>
          {label}
        </Link>
      ) : null
    }
    default:
      return null
  }
}
