import type { ReactNode } from 'react'
import { Hyphenated } from '@/components/ui/hyphenated'
import { hyphenate } from '@/lib/hyphenate'

/** Eyebrow, heading and intro of a section; `id` labels the section for screen readers. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'left',
  tone = 'dark',
  as: Heading = 'h2',
}: {
  id?: string
  eyebrow?: string | null
  heading: string | null
  intro?: ReactNode
  align?: 'left' | 'center'
  tone?: 'dark' | 'light'
  as?: 'h1' | 'h2'
}) {
  const centered = align === 'center' ? 'mx-auto text-center' : ''
  const light = tone === 'light'
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow ? <p className={`eyebrow mb-3 ${light ? '!text-gold-300' : ''}`}>{hyphenate(eyebrow)}</p> : null}
      {/* The Studio requires a heading; one published before that rule goes without an empty one. */}
      {heading ? (
        <Heading
          id={id}
          className={`text-3xl font-extrabold leading-tight md:text-4xl ${light ? 'text-white' : 'text-ink'}`}
        >
          <Hyphenated text={heading} />
        </Heading>
      ) : null}
      {intro ? (
        <p className={`mt-4 text-lg leading-relaxed ${light ? 'text-petrol-100' : 'text-ink-soft'}`}>{intro}</p>
      ) : null}
    </div>
  )
}
