import type { ReactNode } from 'react'
import type { SERVICE_QUERY_RESULT, SETTINGS_QUERY_RESULT } from '../../lib/sanity/sanity.types'
import { BeforeAfterSection } from './sections/before-after-section'
import { CardsSection } from './sections/cards-section'
import { ConfidentialitySection } from './sections/confidentiality-section'
import { ContactSection } from './sections/contact-section'
import { CtaBandSection } from './sections/cta-band-section'
import { IntervalsSection } from './sections/intervals-section'
import { ProcessSection } from './sections/process-section'
import type { SectionTone, ServiceSection } from './sections/section-shell'
import { ServiceHero } from './sections/service-hero'
import { TestimonialsSection } from './sections/testimonials-section'
import { TextSection } from './sections/text-section'
import { WhyChooseSection } from './sections/why-choose-section'

/** Light sections cycle through these backgrounds, so neighbours never share one. */
const TONE_CYCLE: readonly SectionTone[] = ['white', 'sand', 'petrol']

function hasOwnBackground(section: ServiceSection) {
  return section._type === 'serviceHeroSection' || section._type === 'ctaBandSection'
}

/** The sections of a service page, in the order the editor arranged them. */
export function ServiceSections({
  sections,
  settings,
  contactSlot,
}: {
  sections: NonNullable<SERVICE_QUERY_RESULT>['sections']
  settings: NonNullable<SETTINGS_QUERY_RESULT>
  contactSlot: ReactNode
}) {
  if (!sections?.length) return null
  const phone = settings.phone
  const phoneE164 = settings.phoneE164

  let lightCount = 0
  return sections.map((section) => {
    const tone = TONE_CYCLE[lightCount % TONE_CYCLE.length] ?? 'white'
    if (!hasOwnBackground(section)) lightCount += 1
    return (
      <ServiceSectionBlock
        key={section._key}
        section={section}
        tone={tone}
        phone={phone}
        phoneE164={phoneE164}
        contactSlot={contactSlot}
      />
    )
  })
}

function ServiceSectionBlock({
  section,
  tone,
  phone,
  phoneE164,
  contactSlot,
}: {
  section: ServiceSection
  tone: SectionTone
  phone: string | null
  phoneE164: string | null
  contactSlot: ReactNode
}) {
  switch (section._type) {
    case 'serviceHeroSection':
      return <ServiceHero section={section} phone={phone} phoneE164={phoneE164} />
    case 'cardsSection':
      return <CardsSection section={section} tone={tone} />
    case 'processSection':
      return <ProcessSection section={section} tone={tone} />
    case 'testimonialsSection':
      return <TestimonialsSection section={section} tone={tone} />
    case 'confidentialitySection':
      return <ConfidentialitySection section={section} tone={tone} />
    case 'ctaBandSection':
      return <CtaBandSection section={section} phone={phone} phoneE164={phoneE164} />
    case 'whyChooseSection':
      return <WhyChooseSection section={section} tone={tone} />
    case 'beforeAfterSection':
      return <BeforeAfterSection section={section} tone={tone} />
    case 'intervalsSection':
      return <IntervalsSection section={section} tone={tone} />
    case 'textSection':
      return <TextSection section={section} tone={tone} />
    case 'contactSection':
      return (
        <ContactSection section={section} tone={tone} phone={phone} phoneE164={phoneE164}>
          {contactSlot}
        </ContactSection>
      )
    default: {
      const unhandled: never = section
      return unhandled
    }
  }
}
