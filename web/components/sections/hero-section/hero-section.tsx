import { ContactActions } from '@/components/sections/contact-actions'
import { headingId } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf } from '@/components/sections/types'
import { keyedStrings } from '@/lib/keys'
import { Hero } from './hero'

/** The first section of every page: H1, subline, optional highlights, the editor's button and the phone number. */
export function HeroSection({ section, context }: { section: SectionOf<'heroSection'>; context: SectionContext }) {
  const highlights = keyedStrings(section.highlights)
  return (
    <Hero
      id={headingId(section._key)}
      eyebrow={section.eyebrow}
      headline={section.headline}
      subline={section.subline}
      image={section.image}
    >
      {highlights.length ? (
        <ul className="hero-highlights mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-7">
          {highlights.map((highlight) => (
            <li key={highlight.key} className="flex items-center gap-2.5 font-semibold">
              {highlight.value}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-10 empty:hidden">
        <ContactActions
          action={section.action}
          showPhone={section.showPhone}
          phoneLabel={section.phoneLabel}
          context={context}
        />
      </div>
    </Hero>
  )
}
