'use client'

import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { Icon } from '@/components/ui/icon'
import { wrapIndex } from '@/lib/carousel'
import type { SiteTexts } from '@/lib/content'

/** One server-rendered testimonial card with a stable id (the key). */
export type TestimonialSlide = {
  id: string
  card: ReactNode
  /** Where the card is left out: beyond the carousel on a phone, beyond the full rows of the grid. */
  hiddenClassName?: string
}

/** The phone range of the carousel layout: below Tailwind's `md` (48rem). */
const PHONE_QUERY = '(width < 48rem)'

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the screen is a phone's: false on the server and while hydrating (the HTML is the list's). */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  )
}

/**
 * The testimonials of the carousel layout: one list of server-rendered cards, which on a phone is a
 * carousel of the first `phoneCount` cards (one shown at a time, the others stacked invisibly in the
 * same cell, so the controls do not move) and from tablet width a grid of full rows. Each card is in
 * the HTML once. The carousel's roles (a region of slides, WAI-ARIA carousel pattern) are added once
 * the page knows it is on a phone; the grid is a plain list.
 */
export function TestimonialCarousel({
  slides,
  phoneCount,
  label,
  gridClassName,
  texts,
}: {
  slides: TestimonialSlide[]
  phoneCount: number
  label: string
  /** The list's grid from tablet width (`cardGridColumns` with rows of two from `md`). */
  gridClassName: string
  /** The names of the carousel, its slides and controls (site texts). */
  texts: Pick<
    SiteTexts['elements'],
    'carouselPrevious' | 'carouselNext' | 'carouselShow' | 'carouselOf' | 'carouselRole' | 'slideRole'
  >
}) {
  const [active, setActive] = useState(0)
  const phone = usePhoneWidth()
  if (!slides.length) return null

  const count = Math.min(phoneCount, slides.length)
  const show = (index: number) => setActive(wrapIndex(index, count))
  const controlClasses =
    'flex size-11 items-center justify-center rounded-full border border-petrol-700/25 bg-white text-petrol-800 transition-colors hover:border-petrol-700 hover:bg-petrol-50'

  return (
    <div
      {...(phone ? { role: 'region', 'aria-roledescription': texts.carouselRole, 'aria-label': label } : {})}
      data-testid="testimonial-carousel"
    >
      <ul aria-live={phone ? 'polite' : undefined} className={`grid gap-6 lg:gap-8 ${gridClassName}`}>
        {slides.map((slide, index) => {
          const inCarousel = index < count
          const current = index === active
          const onPhone = inCarousel
            ? `max-md:col-start-1 max-md:row-start-1 max-md:transition-[opacity,visibility] max-md:duration-500 ${current ? '' : 'max-md:invisible max-md:opacity-0'}`
            : 'max-md:hidden'
          return (
            <li key={slide.id} className={`${onPhone} ${slide.hiddenClassName ?? ''}`}>
              {/* A slide of the carousel pattern on a phone, a plain box in the grid. */}
              <div
                {...(phone && inCarousel
                  ? {
                      role: 'group',
                      'aria-roledescription': texts.slideRole,
                      'aria-label': `${index + 1} ${texts.carouselOf} ${count}`,
                    }
                  : {})}
                className="h-full"
              >
                {slide.card}
              </div>
            </li>
          )
        })}
      </ul>
      {count > 1 ? (
        <div className="mt-6 flex items-center justify-between gap-4 md:hidden">
          <button
            type="button"
            className={controlClasses}
            aria-label={texts.carouselPrevious}
            onClick={() => show(active - 1)}
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <div className="flex items-center">
            {slides.slice(0, count).map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`${texts.carouselShow} ${index + 1}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
                className="group/dot flex size-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all duration-300 ${index === active ? 'w-7 bg-petrol-700' : 'w-2.5 bg-petrol-200 group-hover/dot:bg-petrol-600'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={controlClasses}
            aria-label={texts.carouselNext}
            onClick={() => show(active + 1)}
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
