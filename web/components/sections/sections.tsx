import { ANCHORS } from '@shared/routes'
import { DeferredHydration } from '@/components/ui/deferred-hydration'
import type { SiteTexts } from '@/lib/content'
import { ApplicationCtaSection } from './application-cta-section/application-cta-section'
import { AwardsSection } from './awards-section/awards-section'
import { BeforeAfterSection } from './before-after-section/before-after-section'
import { CardsSection } from './cards-section/cards-section'
import { ConfidentialitySection } from './confidentiality-section/confidentiality-section'
import { ContactDetailsSection } from './contact-details-section/contact-details-section'
import { CtaBandSection } from './cta-band-section/cta-band-section'
import { FounderStorySection } from './founder-story-section/founder-story-section'
import { HeroSection } from './hero-section/hero-section'
import { InquirySection } from './inquiry-section/inquiry-section'
import { IntervalsSection } from './intervals-section/intervals-section'
import { JobPostingsSection } from './job-postings-section/job-postings-section'
import { MapSection } from './map-section/map-section'
import { MembershipsSection } from './memberships-section/memberships-section'
import { ProcessSection } from './process-section/process-section'
import { ServiceAreaSection } from './service-area-section/service-area-section'
import { ServiceGridSection } from './service-grid-section/service-grid-section'
import { TestimonialsSection } from './testimonials-section/testimonials-section'
import { TextSection } from './text-section/text-section'
import type { Section, SectionContext, SectionReads, SectionTone, SectionType, Settings } from './types'
import { WhyChooseSection } from './why-choose-section/why-choose-section'

/** Light sections cycle through these backgrounds, so neighbours never share one. */
const TONE_CYCLE: readonly SectionTone[] = ['white', 'sand', 'petrol']

/** Sections with a background of their own; they do not advance the cycle. */
const OWN_BACKGROUND: ReadonlySet<SectionType> = new Set([
  'heroSection',
  'ctaBandSection',
  'applicationCtaSection',
  'inquirySection',
  'contactDetailsSection',
])

/** The key of the section after the first, when the first is a hero without a photo. */
function leadingSectionKey(sections: Section[]): string | null {
  const [first, second] = sections
  if (!second || first?._type !== 'heroSection' || first.image?.asset) return null
  return second._key
}

/** The page's sections in the order the editor arranged them, each with its one renderer. */
export function Sections({
  sections,
  settings,
  texts,
  reads,
  path,
  isServicePage = false,
}: {
  sections: Section[] | null | undefined
  settings: Settings
  texts: SiteTexts
  reads: SectionReads
  /** The page's path (ROUTES). */
  path: string
  /** Service pages keep SPEC.md's anchor #contact-form for their inquiry form. */
  isServicePage?: boolean
}) {
  if (!sections?.length) return null
  const context: SectionContext = {
    settings,
    texts,
    path,
    reads,
    inquiryAnchor: isServicePage ? ANCHORS.serviceContact : ANCHORS.inquiry,
    hasInquiry: sections.some((section) => section._type === 'inquirySection'),
    leadingSectionKey: leadingSectionKey(sections),
  }
  let lightCount = 0
  return sections.map((section, index) => {
    const tone = TONE_CYCLE[lightCount % TONE_CYCLE.length] ?? 'white'
    if (!OWN_BACKGROUND.has(section._type)) lightCount += 1
    const block = <SectionBlock key={section._key} section={section} tone={tone} context={context} />
    // The first section (the hero) hydrates with the page; the rest one by one after it.
    return index === 0 ? block : <DeferredHydration key={section._key}>{block}</DeferredHydration>
  })
}

export function SectionBlock({
  section,
  tone,
  context,
}: {
  section: Section
  tone: SectionTone
  context: SectionContext
}) {
  switch (section._type) {
    case 'heroSection':
      return <HeroSection section={section} context={context} />
    case 'textSection':
      return <TextSection section={section} tone={tone} context={context} />
    case 'cardsSection':
      return <CardsSection section={section} tone={tone} />
    case 'serviceGridSection':
      return <ServiceGridSection section={section} tone={tone} context={context} />
    case 'processSection':
      return <ProcessSection section={section} tone={tone} />
    case 'whyChooseSection':
      return <WhyChooseSection section={section} tone={tone} />
    case 'intervalsSection':
      return <IntervalsSection section={section} tone={tone} />
    case 'beforeAfterSection':
      return <BeforeAfterSection section={section} tone={tone} context={context} />
    case 'testimonialsSection':
      return <TestimonialsSection section={section} tone={tone} context={context} />
    case 'confidentialitySection':
      return <ConfidentialitySection section={section} tone={tone} />
    case 'ctaBandSection':
      return <CtaBandSection section={section} context={context} />
    case 'applicationCtaSection':
      return <ApplicationCtaSection section={section} context={context} />
    case 'jobPostingsSection':
      return <JobPostingsSection section={section} tone={tone} context={context} />
    case 'founderStorySection':
      return <FounderStorySection section={section} tone={tone} context={context} />
    case 'awardsSection':
      return <AwardsSection section={section} tone={tone} />
    case 'membershipsSection':
      return <MembershipsSection section={section} tone={tone} />
    case 'contactDetailsSection':
      return <ContactDetailsSection section={section} context={context} />
    case 'serviceAreaSection':
      return <ServiceAreaSection section={section} tone={tone} context={context} />
    case 'inquirySection':
      return <InquirySection section={section} context={context} />
    case 'mapSection':
      return <MapSection section={section} tone={tone} context={context} />
    default: {
      const unhandled: never = section
      return unhandled
    }
  }
}
