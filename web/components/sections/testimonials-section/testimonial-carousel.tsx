'use client'

import { useState } from 'react'
import { wrapIndex } from '../../../lib/carousel'
import { HOME_CAROUSEL_COUNT } from '../../../lib/constants'
import type { SiteTexts } from '../../../lib/content'
import { Glyph } from '../../ui/glyph'
import { type Testimonial, TestimonialCard } from './testimonial-card'

/** Columns of the grid on large screens; testimonials beyond them are hidden there. */
const LARGE_SCREEN_COLUMNS = 3

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return <Glyph d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} className="size-5" />
}

/**
 * Testimonials in `carousel` layout: below the md breakpoint a carousel of the first
 * HOME_CAROUSEL_COUNT, from md a grid of all of them (the ones beyond three columns hidden on large screens).
 */
export function TestimonialCarousel({
  testimonials,
  label,
  texts,
}: {
  testimonials: Testimonial[]
  label: string
  /** The controls' names (site texts). */
  texts: Pick<SiteTexts['elements'], 'carouselPrevious' | 'carouselNext' | 'carouselShow' | 'carouselOf'>
}) {
  const [active, setActive] = useState(0)
  const slides = testimonials.slice(0, HOME_CAROUSEL_COUNT)
  if (!testimonials.length) return null

  const show = (index: number) => setActive(wrapIndex(index, slides.length))
  const controlClasses =
    'flex size-11 items-center justify-center rounded-full border border-petrol-700/25 bg-white text-petrol-800 transition-colors hover:border-petrol-700 hover:bg-petrol-50'

  return (
    <>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        data-testid="testimonial-carousel"
        className="md:hidden"
      >
        <div aria-live="polite" className="grid">
          {slides.map((testimonial, index) => {
            const current = index === active
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a role="group" per the WAI-ARIA carousel pattern, not a form fieldset
              <div
                key={testimonial._id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} ${texts.carouselOf} ${slides.length}`}
                inert={!current}
                className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-500 ${current ? 'visible opacity-100' : 'invisible opacity-0'}`}
              >
                <TestimonialCard testimonial={testimonial} />
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
              <ArrowIcon direction="left" />
            </button>
            <div className="flex items-center">
              {slides.map((testimonial, index) => (
                <button
                  key={testimonial._id}
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
              <ArrowIcon direction="right" />
            </button>
          </div>
        ) : null}
      </section>

      <ul className="hidden gap-6 md:grid md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {testimonials.map((testimonial, index) => (
          <li key={testimonial._id} className={index >= LARGE_SCREEN_COLUMNS ? 'lg:hidden' : undefined}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </>
  )
}
