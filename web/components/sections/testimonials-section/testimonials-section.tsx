import { cardGridColumns } from '@/components/sections/card-grid'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'
import { testimonialsShown } from '@/lib/testimonials'
import { TestimonialCard } from './testimonial-card'
import { TestimonialCarousel } from './testimonial-carousel'

/**
 * Customer voices: a grid of all, or (layout `carousel`) one list that is a carousel on phones and
 * from tablet width a grid of full rows (`testimonialsShown`). The cards are rendered on the server,
 * each once. Without testimonials (all deleted or unpublished) the section shows nothing.
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
  const cards = testimonials.map((testimonial) => ({
    id: testimonial._id,
    card: <TestimonialCard testimonial={testimonial} ratingLabel={context.texts.elements.rating} />,
  }))
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
        {section.layout === 'carousel' ? (
          <TestimonialCarousel
            slides={cards.map((card, index) => ({ ...card, hiddenClassName: hiddenFrom(index, shown) }))}
            phoneCount={shown.phone}
            label={section.eyebrow ?? section.heading ?? ''}
            gridClassName={cardGridColumns(cards.length, { pairsFrom: 'md' })}
            texts={{ carouselPrevious, carouselNext, carouselShow, carouselOf, carouselRole, slideRole }}
          />
        ) : (
          <ul className={`grid gap-6 lg:gap-8 ${cardGridColumns(cards.length)}`}>
            {cards.map(({ id, card }) => (
              <li key={id}>{card}</li>
            ))}
          </ul>
        )}
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
