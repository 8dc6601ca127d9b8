import { ROUTES } from '@shared/routes'
import { InquiryForm } from '@/components/forms/inquiry-form'
import { headingId } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf } from '@/components/sections/types'
import { SectionHeading } from '@/components/ui/section-heading'
import { ContactDetails } from './contact-details'

/**
 * The target of every „Anfrage“ button of the page (context.inquiryAnchor: #contact-form on
 * service pages, #unverbindliche-anfrage elsewhere): the editor's heading and text, the direct
 * contact details, and the inquiry form (on a service page with that service preselected).
 */
export async function InquirySection({
  section,
  context,
}: {
  section: SectionOf<'inquirySection'>
  context: SectionContext
}) {
  const { settings } = context
  const services = await context.reads.inquiryServiceOptions()
  const texts = context.texts.forms
  const servicePrefix = `${ROUTES.services}/`
  const preselected = context.path.startsWith(servicePrefix) ? context.path.slice(servicePrefix.length) : null
  return (
    <section
      id={context.inquiryAnchor}
      tabIndex={-1}
      aria-labelledby={headingId(section._key)}
      className="surface-dark scroll-mt-28 bg-petrol-900 py-20 text-white outline-none md:py-28"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
        <div>
          <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.text} tone="light" />
          <div className="mt-10">
            <ContactDetails settings={settings} texts={context.texts.contact} tone="dark" />
          </div>
        </div>
        <div className="surface-light rounded-card bg-white p-6 text-ink shadow-lift md:p-10">
          <InquiryForm
            texts={texts.inquiry}
            problems={texts.problems}
            services={services.map((service) => ({ value: service.value ?? '', label: service.label ?? '' }))}
            preselectedService={preselected}
          />
        </div>
      </div>
    </section>
  )
}
