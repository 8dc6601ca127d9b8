import type { ReactNode } from 'react'
import { Hyphenated } from '@/components/ui/hyphenated'
import { SanityImage } from '@/components/ui/sanity-image'
import { hyphenate } from '@/lib/hyphenate'
import type { SanityImageData } from '@/lib/sanity/image'

/**
 * The dark page header every page starts with, under the transparent fixed header (hence
 * the top padding). The gradient keeps white text at AA contrast on any photo; without a
 * photo a petrol gradient fills the area. HeroSection and the legal pages render it.
 */
export function Hero({
  id,
  eyebrow,
  headline,
  subline,
  image,
  children,
}: {
  /** Id of the H1, which labels the section. */
  id: string
  eyebrow?: string | null
  headline: string | null
  subline?: string | null
  image?: SanityImageData
  children?: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="surface-dark relative isolate overflow-hidden bg-petrol-950 pt-32 pb-20 text-white md:pt-40 md:pb-28"
    >
      {image?.asset ? (
        <div className="absolute inset-0 -z-10">
          <SanityImage image={image} fill priority sizes="100vw" className="object-cover" />
          <div className="absolute inset-0 bg-petrol-950/80 md:bg-transparent md:bg-linear-to-r md:from-petrol-950/95 md:via-petrol-950/80 md:to-petrol-950/30" />
          <div className="absolute inset-x-0 top-0 h-40 bg-linear-to-b from-petrol-950/60 to-transparent" />
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-petrol-700),transparent_60%)]"
        />
      )}
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow mb-4 !text-gold-300">{hyphenate(eyebrow)}</p> : null}
          <h1
            id={id}
            className="text-[clamp(1.75rem,1rem+4vw,2.125rem)] leading-[1.1] font-extrabold sm:text-4xl md:text-5xl lg:text-[3.5rem]"
          >
            <Hyphenated text={headline} />
          </h1>
          {subline ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-petrol-100 md:text-xl">{subline}</p>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  )
}
