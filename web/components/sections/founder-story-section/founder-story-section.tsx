import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { RichText } from '@/components/ui/rich-text'
import { SanityImage } from '@/components/ui/sanity-image'
import { SectionHeading } from '@/components/ui/section-heading'

/** The company's story beside a photo and three facts whose values come from the settings. */
export function FounderStorySection({
  section,
  tone,
  context,
}: {
  section: SectionOf<'founderStorySection'>
  tone: SectionTone
  context: SectionContext
}) {
  const { settings } = context
  const labels = section.factLabels
  const facts = [
    { key: 'founded', label: labels?.founded, value: settings.foundingYear ? String(settings.foundingYear) : null },
    { key: 'experience', label: labels?.experience, value: settings.experienceClaim },
    { key: 'customers', label: labels?.customers, value: settings.customersClaim },
  ].filter((fact) => fact.label && fact.value)
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-20">
        <div>
          <SectionHeading id={headingId(section._key)} eyebrow={section.eyebrow} heading={section.heading} />
          <RichText
            value={section.body}
            newWindowLabel={context.texts.elements.newWindow}
            className="prose-content mt-6 text-lg text-ink-soft"
          />
        </div>
        <div className="space-y-6">
          {section.image?.asset ? (
            <div className="relative aspect-[4/3] overflow-hidden rounded-card shadow-lift">
              <SanityImage
                image={section.image}
                fill
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="object-cover"
              />
            </div>
          ) : null}
          {facts.length ? (
            // Side by side from tablet width; on phones one fact a line (three columns would split the words).
            <dl className="grid grid-cols-1 gap-3 rounded-card bg-petrol-900 p-6 text-white sm:grid-cols-3 sm:gap-4">
              {facts.map((fact) => (
                <div key={fact.key} className="flex items-baseline justify-between gap-4 sm:block">
                  <dt className="text-sm text-petrol-100">{fact.label}</dt>
                  <dd className="text-right font-display sm:mt-1 sm:text-left text-lg leading-tight font-extrabold">
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
    </SectionShell>
  )
}
