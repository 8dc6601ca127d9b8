import { SanityImage } from '../../ui/sanity-image'
import { SectionHeading } from '../../ui/section-heading'
import { BeforeAfterSlider } from '../before-after-slider'
import { headingId, SectionShell, type SectionTone, type ServiceSectionOf } from './section-shell'

/** Labels the editor may leave empty; the comparison cannot work without them. */
const DEFAULT_BEFORE_LABEL = 'Vorher'
const DEFAULT_AFTER_LABEL = 'Nachher'
const SLIDER_IMAGE_SIZES = '(min-width: 1024px) 64rem, 100vw'

export function BeforeAfterSection({
  section,
  tone,
}: {
  section: ServiceSectionOf<'beforeAfterSection'>
  tone: SectionTone
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
            beforeLabel={section.beforeLabel ?? DEFAULT_BEFORE_LABEL}
            afterLabel={section.afterLabel ?? DEFAULT_AFTER_LABEL}
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
