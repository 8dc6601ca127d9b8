import { ActionLink } from '@/components/sections/action-link'
import { cardGridColumns } from '@/components/sections/card-grid'
import { FeatureList } from '@/components/sections/feature-item'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { RichText } from '@/components/ui/rich-text'
import { SanityImage } from '@/components/ui/sanity-image'
import { SectionHeading } from '@/components/ui/section-heading'

/**
 * Free text from the editor, with optional items below, an image beside it and a button. Without an
 * image the heading stands beside the text on wide screens: the text keeps a readable line length
 * and the section its whole width.
 */
export function TextSection({
  section,
  tone,
  context,
}: {
  section: SectionOf<'textSection'>
  tone: SectionTone
  context: SectionContext
}) {
  const hasImage = Boolean(section.image?.asset)
  const heading = <SectionHeading id={headingId(section._key)} eyebrow={section.eyebrow} heading={section.heading} />
  const text = (
    <>
      <RichText
        value={section.body}
        newWindowLabel={context.texts.elements.newWindow}
        className={`prose-content mt-6 text-lg text-ink-soft [&_strong]:text-ink ${hasImage ? '' : 'lg:mt-0'}`}
      />
      {section.action?.label ? (
        <div className="mt-8">
          <ActionLink action={section.action} context={context} variant="ghost" size="md" />
        </div>
      ) : null}
    </>
  )
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      {hasImage ? (
        <div className="grid items-start gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            {heading}
            {text}
          </div>
          <div className="relative aspect-[4/3] overflow-hidden rounded-card shadow-lift lg:sticky lg:top-28">
            <SanityImage
              image={section.image}
              fill
              sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      ) : (
        <div className="grid items-start lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <div className="lg:sticky lg:top-28">{heading}</div>
          <div>{text}</div>
        </div>
      )}
      <FeatureList
        items={section.items}
        layout="row"
        fallbackIcon="check"
        className={`mt-12 grid gap-6 ${cardGridColumns(section.items?.length ?? 0, { four: 'xl' })}`}
      />
    </SectionShell>
  )
}
