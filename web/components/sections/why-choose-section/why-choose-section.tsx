import { FeatureList } from '@/components/sections/feature-item'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionOf, SectionTone } from '@/components/sections/types'
import { SanityImage } from '@/components/ui/sanity-image'
import { SectionHeading } from '@/components/ui/section-heading'

/** Reasons to choose the company, as a check list beside an optional image. */
export function WhyChooseSection({ section, tone }: { section: SectionOf<'whyChooseSection'>; tone: SectionTone }) {
  const hasImage = Boolean(section.image?.asset)
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <div className={hasImage ? 'grid items-center gap-12 lg:grid-cols-2 lg:gap-16' : ''}>
        <div>
          <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.intro} />
          <FeatureList
            items={section.items}
            layout="check"
            className={`mt-10 grid gap-x-10 gap-y-7 ${hasImage ? '' : 'md:grid-cols-2'}`}
          />
        </div>
        {hasImage ? (
          <div className="relative aspect-[4/5] overflow-hidden rounded-card shadow-lift lg:aspect-auto lg:h-full lg:min-h-[32rem]">
            <SanityImage
              image={section.image}
              fill
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
      </div>
    </SectionShell>
  )
}
