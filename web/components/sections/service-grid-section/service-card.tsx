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
 * back fades in instead of turning.
 */
export function ServiceCard({
  service,
  texts,
  headingLevel = 3,
}: {
  service: ServiceCardData
  texts: SectionContext['texts']['elements']
  headingLevel?: 2 | 3
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
      className="group/card h-[31rem] rounded-card perspective-distant focus:outline-none"
    >
      <div className="relative h-full transition-transform duration-700 ease-[cubic-bezier(0.22,1,0.36,1)] transform-3d motion-safe:group-focus-within/card:rotate-y-180 motion-safe:group-hover/card:rotate-y-180">
        <div className="absolute inset-0 isolate flex flex-col justify-end overflow-hidden rounded-card bg-petrol-900 shadow-card backface-hidden">
          <Heading
            id={titleId}
            className="px-6 pb-6 text-xl font-extrabold leading-tight text-white min-[400px]:text-2xl md:text-xl xl:text-2xl"
          >
            {shownTitle}
          </Heading>
          <div className="absolute inset-0 -z-10">
            <SanityImage
              image={service.card?.image ?? null}
              fill
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              className="object-cover"
            />
            <div className="absolute inset-0 bg-linear-to-t from-petrol-950/95 via-petrol-950/45 to-transparent" />
          </div>
          <span
            aria-hidden="true"
            className="absolute top-5 right-5 flex size-10 items-center justify-center rounded-full bg-white/90 text-petrol-800 shadow-sm"
          >
            <Icon name="turn-over" className="size-5" />
          </span>
        </div>

        <div className="pointer-events-none absolute inset-0 flex flex-col overflow-hidden surface-dark rounded-card bg-petrol-900 p-6 text-white shadow-lift backface-hidden rotate-y-180 group-focus-within/card:pointer-events-auto group-hover/card:pointer-events-auto motion-reduce:rotate-y-0 motion-reduce:opacity-0 motion-reduce:transition-opacity motion-reduce:group-focus-within/card:opacity-100 motion-reduce:group-hover/card:opacity-100 md:p-7">
          <p aria-hidden="true" className="font-display text-lg font-extrabold leading-tight text-gold-300">
            {shownTitle}
          </p>
          {service.card?.description ? (
            <p className="mt-3 text-sm leading-relaxed text-petrol-100 sm:text-[0.95rem]">
              {hyphenate(service.card.description)}
            </p>
          ) : null}
          {features.length ? (
            <ul className="mt-4 space-y-2 text-sm leading-snug">
              {features.map((feature) => (
                <li key={feature.key} className="flex gap-2.5">
                  <Icon name="check" className="mt-px size-4.5 shrink-0 text-gold-300" />
                  <span>{hyphenate(feature.value)}</span>
                </li>
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
