import type { SectionOf } from '@/components/sections/types'
import { Stars } from '@/components/ui/stars'
import { hyphenate } from '@/lib/hyphenate'

/** A testimonial as the testimonials section projects it. */
export type Testimonial = NonNullable<SectionOf<'testimonialsSection'>['testimonials']>[number]

/** `ratingLabel`: the site text that names the stars, with its slot for the number. */
export function TestimonialCard({ testimonial, ratingLabel }: { testimonial: Testimonial; ratingLabel: string }) {
  const byline = [testimonial.role, testimonial.town].filter(Boolean).join(' · ')
  return (
    <figure className="flex h-full flex-col rounded-card border border-line/70 bg-white p-7 shadow-card md:p-8">
      {testimonial.rating ? <Stars rating={testimonial.rating} label={ratingLabel} /> : null}
      <blockquote className="mt-5 flex-1 text-[1.0625rem] leading-relaxed text-ink">
        <p>„{testimonial.quote}“</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-petrol-50 font-display text-base font-extrabold text-petrol-800"
        >
          {testimonial.name?.charAt(0)}
        </span>
        <span className="min-w-0">
          <span className="block font-display font-bold text-ink">{testimonial.name}</span>
          {/* Roles are long compounds („Holzverarbeitungsbetriebs“): at 320 px they break at syllables. */}
          {byline ? <span className="block text-sm text-ink-soft">{hyphenate(byline)}</span> : null}
        </span>
      </figcaption>
    </figure>
  )
}
