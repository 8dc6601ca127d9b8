import { ROUTES } from '@shared/routes'
import Link from 'next/link'
import { useId } from 'react'
import type { SectionContext, SectionOf } from '@/components/sections/types'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { SanityImage } from '@/components/ui/sanity-image'
import { hyphenate } from '@/lib/hyphenate'
import { keyedStrings } from '@/lib/keys'

export type ServiceCardData = NonNullable<SectionOf<'serviceGridSection'>['services']>[number]

/**
 * A service card that turns over on hover and whenever focus is inside it, so
 * keyboard and touch users reach the back (the link, or a tap on the card).
 * Both faces stay in the DOM and the accessibility tree, in reading order;
 * the back is hidden only visually, by the 3D turn. With reduced motion the
 * back fades in instead of turning. Each part's utilities are one class in web/app/globals.css
 * (`.service-card-*`), written once there instead of in every card's HTML and RSC payload (issue 29).
 */
export function ServiceCard({
  service,
  texts,
  headingLevel = 3,
  eagerImage = false,
}: {
  service: ServiceCardData
  texts: SectionContext['texts']['elements']
  headingLevel?: 2 | 3
  /** The first card right below a hero without a photo: on a phone its photo is the largest paint. */
  eagerImage?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = useId()
  if (!service.slug) return null
  const title = service.card?.title ?? service.title ?? service.menuName ?? ''
  const features = keyedStrings(service.card?.features)
  // The screen-reader text of the link keeps the plain title: only what is seen needs soft hyphens.
  const shownTitle = hyphenate(title)

  return (
    <article
      aria-labelledby={titleId}
      // Focusable by tap (not by Tab) so touch devices can turn the card without hover.
      tabIndex={-1}
      className="group/card service-card"
    >
      <div className="service-card-turn">
        <div className="service-card-front">
          <Heading id={titleId} className="service-card-title">
            {shownTitle}
          </Heading>
          {/* The shade over the photo is its ::after (.service-card-media), no element of its own. */}
          <div className="service-card-media">
            <SanityImage
              image={service.card?.image ?? null}
              fill
              eager={eagerImage}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
          {/* The hint that the card turns: the icon is its own white disc (padding), no wrapper. */}
          <Icon name="turn-over" className="service-card-badge" />
        </div>

        <div className="surface-dark service-card-back">
          <p aria-hidden="true" className="service-card-back-title">
            {shownTitle}
          </p>
          {service.card?.description ? (
            <p className="service-card-text">{hyphenate(service.card.description)}</p>
          ) : null}
          {features.length ? (
            <ul className="check-list service-card-checks mt-4 space-y-2 text-sm leading-snug">
              {features.map((feature) => (
                <li key={feature.key}>{hyphenate(feature.value)}</li>
              ))}
            </ul>
          ) : null}
          <Link
            href={ROUTES.service(service.slug)}
            className={buttonClasses('primary', 'md', 'mt-auto shrink-0 self-start')}
          >
            {texts.cardLink}
            <span className="sr-only">
              {' '}
              {texts.cardLinkAbout} {title}
            </span>
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  )
}
