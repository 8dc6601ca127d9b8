'use client'

import { type ReactNode, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { wrapIndex } from '@/lib/carousel'
import type { SiteTexts } from '@/lib/content'

/** One server-rendered testimonial card with a stable id (the key). */
export type TestimonialSlide = { id: string; card: ReactNode }

/**
 * The phone carousel of the testimonials section (below the md breakpoint): the only part of the
 * section that needs state. The cards come server-rendered; this component only shows one at a time.
 */
export function TestimonialCarousel({
  slides,
  label,
  texts,
}: {
  slides: TestimonialSlide[]
  label: string
  /** The names of the carousel, its slides and controls (site texts). */
  texts: Pick<
    SiteTexts['elements'],
    'carouselPrevious' | 'carouselNext' | 'carouselShow' | 'carouselOf' | 'carouselRole' | 'slideRole'
  >
}) {
  const [active, setActive] = useState(0)
  if (!slides.length) return null

  const show = (index: number) => setActive(wrapIndex(index, slides.length))
  const controlClasses =
    'flex size-11 items-center justify-center rounded-full border border-petrol-700/25 bg-white text-petrol-800 transition-colors hover:border-petrol-700 hover:bg-petrol-50'

  return (
    <section
      aria-roledescription={texts.carouselRole}
      aria-label={label}
      data-testid="testimonial-carousel"
      className="md:hidden"
    >
      <div aria-live="polite" className="grid">
        {slides.map((slide, index) => {
          const current = index === active
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a role="group" per the WAI-ARIA carousel pattern, not a form fieldset
            <div
              key={slide.id}
              role="group"
              aria-roledescription={texts.slideRole}
              aria-label={`${index + 1} ${texts.carouselOf} ${slides.length}`}
              inert={!current}
              className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-500 ${current ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              {slide.card}
            </div>
          )
        })}
      </div>
      {slides.length > 1 ? (
        <div className="mt-6 flex items-center justify-between gap-4">
          <button
            type="button"
            className={controlClasses}
            aria-label={texts.carouselPrevious}
            onClick={() => show(active - 1)}
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <div className="flex items-center">
            {slides.map((slide, index) => (
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
    </section>
  )
}
