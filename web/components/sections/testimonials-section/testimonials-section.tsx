import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'
import { HOME_CAROUSEL_COUNT } from '@/lib/constants'
import { TestimonialCard } from './testimonial-card'
import { TestimonialCarousel, type TestimonialSlide } from './testimonial-carousel'

/** Columns of the grid on large screens; in `carousel` layout, testimonials beyond them are hidden there. */
const LARGE_SCREEN_COLUMNS = 3

/**
 * Customer voices: a grid of all, or (layout `carousel`) on phones a carousel of the first
 * HOME_CAROUSEL_COUNT and from tablet width the grid. Everything but the carousel's state is
 * rendered on the server. Without testimonials (all deleted or unpublished) the section shows nothing.
 */
export function TestimonialsSection({
  section,
  tone,
  context,
}: {
  section: SectionOf<'testimonialsSection'>
  tone: SectionTone
  context: SectionContext
}) {
  const testimonials = section.testimonials ?? []
  if (!testimonials.length) return null
  // Each card is one element, used by the carousel and the grid alike: the RSC payload
  // writes it once and refers to it the second time.
  const cards: TestimonialSlide[] = testimonials.map((testimonial) => ({
    id: testimonial._id,
    card: <TestimonialCard testimonial={testimonial} ratingLabel={context.texts.elements.rating} />,
  }))
  const carousel = section.layout === 'carousel'
  // Only the carousel's own words travel to the browser, not every element text.
  const { carouselPrevious, carouselNext, carouselShow, carouselOf, carouselRole, slideRole } = context.texts.elements
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading
        id={headingId(section._key)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        align="center"
      />
      <div className="mt-12 md:mt-16">
        {carousel ? (
          <TestimonialCarousel
            slides={cards.slice(0, HOME_CAROUSEL_COUNT)}
            label={section.eyebrow ?? section.heading ?? ''}
            texts={{ carouselPrevious, carouselNext, carouselShow, carouselOf, carouselRole, slideRole }}
          />
        ) : null}
        <TestimonialGrid cards={cards} besideCarousel={carousel} />
      </div>
    </SectionShell>
  )
}

function TestimonialGrid({ cards, besideCarousel }: { cards: TestimonialSlide[]; besideCarousel: boolean }) {
  return (
    <ul className={`gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8 ${besideCarousel ? 'hidden md:grid' : 'grid'}`}>
      {cards.map(({ id, card }, index) => (
        <li key={id} className={besideCarousel && index >= LARGE_SCREEN_COLUMNS ? 'lg:hidden' : undefined}>
          {card}
        </li>
      ))}
    </ul>
  )
}
