import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell } from '../section-shell'
import type { SectionContext, SectionOf, SectionTone } from '../types'
import { TestimonialCard } from './testimonial-card'
import { TestimonialCarousel } from './testimonial-carousel'

/** Customer voices: a grid of all, or (layout `carousel`) a carousel on phones and a grid from tablet width. */
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
            testimonials={testimonials}
            label={section.eyebrow ?? section.heading ?? ''}
            texts={context.texts.elements}
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {testimonials.map((testimonial) => (
              <li key={testimonial._id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionShell>
  )
}
