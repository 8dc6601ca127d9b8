import { MovableArrayInput, MovableItem } from '@schemas/objects/movable-array'
import { PLACEHOLDER_HELP } from '@shared/placeholders'
import { defineArrayMember, defineField } from 'sanity'
import { applicationCtaSection } from './application-cta-section'
import { awardsSection } from './awards-section'
import { beforeAfterSection } from './before-after-section'
import { cardsSection } from './cards-section'
import { confidentialitySection } from './confidentiality-section'
import { contactDetailsSection } from './contact-details-section'
import { ctaBandSection } from './cta-band-section'
import { founderStorySection } from './founder-story-section'
import { heroSection } from './hero-section'
import { inquirySection } from './inquiry-section'
import { intervalsSection } from './intervals-section'
import { jobPostingsSection } from './job-postings-section'
import { mapSection } from './map-section'
import { membershipsSection } from './memberships-section'
import { processSection } from './process-section'
import { serviceAreaSection } from './service-area-section'
import { serviceGridSection } from './service-grid-section'
import { testimonialsSection } from './testimonials-section'
import { textSection } from './text-section'
import { whyChooseSection } from './why-choose-section'

/**
 * The one section library every page is built from. Each type has its renderer of the
 * same name in web/components/sections/<kebab-name>/ and its projection in SECTIONS
 * (web/lib/sanity/queries.ts). Order = order in the Studio's „Abschnitt hinzufügen“ menu.
 */
export const sectionSchemas = [
  heroSection,
  textSection,
  cardsSection,
  serviceGridSection,
  processSection,
  whyChooseSection,
  intervalsSection,
  beforeAfterSection,
  testimonialsSection,
  confidentialitySection,
  ctaBandSection,
  applicationCtaSection,
  jobPostingsSection,
  founderStorySection,
  awardsSection,
  membershipsSection,
  contactDetailsSection,
  serviceAreaSection,
  inquirySection,
  mapSection,
]

export type SectionType = (typeof sectionSchemas)[number]['name']

export const SECTION_TYPES = sectionSchemas.map((schema) => schema.name) as SectionType[]

type SectionLike = { _type?: string }

/** A page's own rule over its sections: every problem it finds, in German (none: an empty list). */
export type SectionRule = (sections: SectionLike[]) => string[]

/** Rules every page shares: a hero first and only once, at most one inquiry form, map, application call and posting list. */
function pageSectionProblems(sections: SectionLike[]): string[] {
  if (sections.length === 0) return ['Die Seite braucht Abschnitte, als ersten den Kopfbereich.']
  const count = (type: SectionType) => sections.filter((section) => section._type === type).length
  const problems: string[] = []
  if (sections[0]?._type !== 'heroSection') problems.push('Der erste Abschnitt muss der Kopfbereich sein.')
  if (count('heroSection') > 1) problems.push('Genau ein Kopfbereich pro Seite.')
  if (count('inquirySection') > 1) problems.push('Höchstens ein Anfrageformular pro Seite.')
  if (count('mapSection') > 1) problems.push('Höchstens eine Karte pro Seite.')
  if (count('applicationCtaSection') > 1) problems.push('Höchstens ein Aufruf zur Bewerbung pro Seite.')
  if (count('jobPostingsSection') > 1) problems.push('Höchstens eine Liste der Stellenangebote pro Seite.')
  return problems
}

/**
 * A page's ordered sections, with the page's own rules on top of the shared ones. Every broken
 * rule is reported at once, so an editor fixes the page in one pass instead of one message at a time.
 */
export function sectionsField(pageRule?: SectionRule) {
  return defineField({
    name: 'sections',
    title: 'Abschnitte der Seite',
    description: `Abschnitte hinzufügen, umsortieren (Pfeile rechts oder ziehen) oder entfernen. Der erste ist immer der Kopfbereich. ${PLACEHOLDER_HELP}`,
    type: 'array',
    of: sectionSchemas.map((schema) => defineArrayMember({ type: schema.name, components: { item: MovableItem } })),
    components: { input: MovableArrayInput },
    validation: (rule) =>
      rule
        .custom((value) => {
          const sections = (value ?? []) as SectionLike[]
          const problems = [...pageSectionProblems(sections), ...(pageRule?.(sections) ?? [])]
          return problems.length === 0 ? true : problems.map((message) => ({ message }))
        })
        .error(),
  })
}
