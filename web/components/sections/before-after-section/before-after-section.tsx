import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { SanityImage } from '@/components/ui/sanity-image'
import { SectionHeading } from '@/components/ui/section-heading'
import { BeforeAfterSlider } from './before-after-slider'

const SLIDER_IMAGE_SIZES = '(min-width: 1024px) 64rem, 100vw'

/** Two photos of the same place with a draggable divider; the labels are required in the schema. */
export function BeforeAfterSection({
  section,
  tone,
  context,
}: {
  section: SectionOf<'beforeAfterSection'>
  tone: SectionTone
  context: SectionContext
}) {
  const hasImages = Boolean(section.before?.asset && section.after?.asset)
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.intro} align="center" />
      {hasImages ? (
        <figure className="mx-auto mt-12 max-w-5xl md:mt-16">
          <BeforeAfterSlider
            before={<SanityImage image={section.before} fill sizes={SLIDER_IMAGE_SIZES} className="object-cover" />}
            after={<SanityImage image={section.after} fill sizes={SLIDER_IMAGE_SIZES} className="object-cover" />}
            beforeLabel={section.beforeLabel ?? ''}
            afterLabel={section.afterLabel ?? ''}
            hint={context.texts.elements.sliderHint}
            label={context.texts.elements.sliderLabel}
          />
          {section.caption ? (
            <figcaption className="mt-4 text-center text-sm leading-relaxed text-ink-soft">
              {section.caption}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
    </SectionShell>
  )
}
