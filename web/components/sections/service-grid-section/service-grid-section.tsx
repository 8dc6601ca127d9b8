import { ROUTES } from '@shared/routes'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { LinkButton } from '@/components/ui/link-button'
import { SectionHeading } from '@/components/ui/section-heading'
import { hyphenate } from '@/lib/hyphenate'
import { ServiceCard } from './service-card'

/**
 * Service cards in one, two or three columns: all services or the editor's selection,
 * optionally with a link to the overview. Services without a slug have no page and are left out;
 * when none is left (the selected ones deleted), the section shows nothing.
 */
export function ServiceGridSection({
  section,
  tone,
  context,
}: {
  section: SectionOf<'serviceGridSection'>
  tone: SectionTone
  context: SectionContext
}) {
  const services = (section.services ?? []).filter((service) => service.slug)
  if (!services.length) return null
  const hasHeading = Boolean(section.heading)
  return (
    <SectionShell sectionKey={section._key} tone={tone} labelled={hasHeading}>
      {hasHeading || section.allServicesLabel ? (
        <div className="mb-12 flex flex-wrap items-end justify-between gap-6">
          {hasHeading ? (
            <SectionHeading
              id={headingId(section._key)}
              eyebrow={section.eyebrow}
              heading={section.heading}
              intro={section.intro}
            />
          ) : null}
          {section.allServicesLabel ? (
            <LinkButton href={ROUTES.services} variant="ghost">
              {hyphenate(section.allServicesLabel)}
            </LinkButton>
          ) : null}
        </div>
      ) : null}
      {!hasHeading && section.intro ? (
        <p className="mb-12 max-w-3xl text-lg leading-relaxed text-ink-soft">{section.intro}</p>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {services.map((service, index) => (
          <li key={service._id}>
            {/* Without a section heading the cards' titles are the level below the page's h1. */}
            <ServiceCard
              service={service}
              texts={context.texts.elements}
              headingLevel={hasHeading ? 3 : 2}
              eagerImage={index === 0 && context.leadingSectionKey === section._key}
            />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
