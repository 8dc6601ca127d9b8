import type { Metadata } from 'next'
import { Hyphenated } from '@/components/ui/hyphenated'
import { LinkButton } from '@/components/ui/link-button'
import { getSiteSettings, getSiteTexts } from '@/lib/content'
import { hyphenate } from '@/lib/hyphenate'

/** The 404 page body: dark like every page's hero, so the transparent header stays legible. */
export async function NotFoundContent() {
  const { notFound } = await getSiteTexts()
  return (
    <section
      className="surface-dark relative isolate overflow-hidden bg-petrol-950 pt-40 pb-28 text-white"
      aria-labelledby="not-found-title"
    >
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-petrol-700),transparent_60%)]"
        aria-hidden="true"
      />
      <div className="container-page max-w-2xl text-center">
        <p className="font-display text-7xl font-extrabold text-gold-400 md:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-extrabold md:text-4xl">
          <span className="sr-only">404 – </span>
          <Hyphenated text={notFound.heading} />
        </h1>
        <p className="mt-4 text-lg text-petrol-100">{notFound.text}</p>
        <LinkButton href="/" size="lg" className="mt-8">
          {hyphenate(notFound.homeLink)}
        </LinkButton>
      </div>
    </section>
  )
}

/** The 404 page's title through the title template of the settings („Seite nicht gefunden | Glanzwerk Harz“). */
export async function notFoundMetadata(): Promise<Metadata> {
  const [{ notFound }, settings] = await Promise.all([getSiteTexts(), getSiteSettings()])
  return {
    title: { absolute: (settings.titleTemplate ?? '%s').replace('%s', notFound.heading) },
    robots: { index: false, follow: false },
  }
}
