import { TestimonialCard } from '../../testimonials/testimonial-card'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell, type SectionTone, type ServiceSectionOf } from './section-shell'

export function TestimonialsSection({
  section,
  tone,
}: {
  section: ServiceSectionOf<'testimonialsSection'>
  tone: SectionTone
}) {
  const testimonials = section.testimonials ?? []
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.intro} align="center" />
      {testimonials.length ? (
        <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {testimonials.map((testimonial) => (
            <li key={testimonial._id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  )
}
