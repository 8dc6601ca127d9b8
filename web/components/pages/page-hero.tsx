import type { ReactNode } from 'react'
import type { SanityImageData } from '../../lib/sanity/image'
import { SanityImage } from '../ui/sanity-image'

/** The dark hero every page starts with; sits under the transparent fixed header. */
export function PageHero({
  eyebrow,
  headline,
  subline,
  image,
  children,
  size = 'md',
}: {
  eyebrow?: string | null
  headline: string
  subline?: string | null
  image?: SanityImageData
  children?: ReactNode
  size?: 'md' | 'lg'
}) {
  return (
    <section
      className={`relative isolate overflow-hidden bg-petrol-950 text-white ${size === 'lg' ? 'pt-40 pb-24 md:pt-48 md:pb-32' : 'pt-36 pb-16 md:pt-44 md:pb-24'}`}
    >
      {image?.asset ? (
        <div className="absolute inset-0 -z-10">
          <SanityImage image={image} fill priority sizes="100vw" className="object-cover opacity-45" />
          <div className="absolute inset-0 bg-gradient-to-r from-petrol-950 via-petrol-950/85 to-petrol-950/40" />
        </div>
      ) : (
        <div
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-petrol-700),transparent_60%)]"
          aria-hidden="true"
        />
      )}
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow !text-gold-300 mb-4">{eyebrow}</p> : null}
          <h1 className="text-[2.125rem] leading-[1.1] font-extrabold sm:text-4xl md:text-5xl lg:text-6xl">
            {headline}
          </h1>
          {subline ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-petrol-100 md:text-xl">{subline}</p>
          ) : null}
          {children ? <div className="mt-10 flex flex-wrap items-center gap-4">{children}</div> : null}
        </div>
      </div>
    </section>
  )
}
