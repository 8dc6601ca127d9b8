import { cardGridColumns } from '@/components/sections/card-grid'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'
import { testimonialsShown } from '@/lib/testimonials'
import { TestimonialCard } from './testimonial-card'
import { TestimonialCarousel, type TestimonialSlide } from './testimonial-carousel'

/**
 * Customer voices: a grid of all, or (layout `carousel`) on phones a carousel and from tablet width
 * a grid of full rows (`testimonialsShown`). Everything but the carousel's state is rendered on the
 * server. Without testimonials (all deleted or unpublished) the section shows nothing.
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
  const shown = testimonialsShown(cards.length)
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
            slides={cards.slice(0, shown.phone)}
            label={section.eyebrow ?? section.heading ?? ''}
            texts={{ carouselPrevious, carouselNext, carouselShow, carouselOf, carouselRole, slideRole }}
          />
        ) : null}
        <ul className={`gap-6 lg:gap-8 ${cardGridColumns(cards.length)} ${carousel ? 'hidden md:grid' : 'grid'}`}>
          {cards.map(({ id, card }, index) => (
            <li key={id} className={carousel ? hiddenFrom(index, shown) : undefined}>
              {card}
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  )
}

/**
 * Where a card of the carousel layout's grid is left out: beyond the full rows of its screen. The
 * grid centres a last row that is not full (cardGridColumns); its offsets then fall on cards hidden
 * here, or, with fewer cards than a row, centre the only row.
 */
function hiddenFrom(index: number, shown: { tablet: number; large: number }): string | undefined {
  const onTablet = index >= shown.tablet
  const onLarge = index >= shown.large
  if (onTablet && onLarge) return 'md:hidden'
  if (onTablet) return 'md:max-lg:hidden'
  return onLarge ? 'lg:hidden' : undefined
}
