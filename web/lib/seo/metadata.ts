import type { Metadata } from 'next'
import { imageUrl, type SanityImageData } from '@/lib/sanity/image'
import type { SETTINGS_QUERY_RESULT } from '@/lib/sanity/sanity.types'
import { absoluteUrl } from '@/lib/site-url'

type Settings = NonNullable<SETTINGS_QUERY_RESULT>

type PageSeo = {
  title: string | null
  description: string | null
  keywords?: string[] | null
  noIndex?: boolean | null
  image?: SanityImageData
} | null

/** Title, description, canonical, Open Graph and robots of one page, from its SEO fields. */
export function pageMetadata({
  seo,
  settings,
  path,
  withKeywords = false,
}: {
  seo: PageSeo
  settings: Settings
  path: string
  withKeywords?: boolean
}): Metadata {
  const fallback = settings.defaultSeo
  const pageTitle = seo?.title ?? fallback?.title ?? ''
  // Editors sometimes end a title with the brand already; the template must not add it twice.
  const brand = settings.brandName ?? ''
  const title =
    brand && pageTitle.includes(brand) ? pageTitle : (settings.titleTemplate ?? '%s').replace('%s', pageTitle)
  const description = seo?.description ?? fallback?.description ?? undefined
  const canonical = absoluteUrl(path)
  const image = seo?.image?.asset ? seo.image : fallback?.image
  const ogImage = imageUrl(image ?? null, 1200)
  const noIndex = Boolean(seo?.noIndex)
  return {
    title: { absolute: title },
    description,
    keywords: withKeywords && seo?.keywords?.length ? seo.keywords : undefined,
    alternates: { canonical },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: 'website',
      locale: 'de_DE',
      url: canonical,
      siteName: settings.brandName ?? undefined,
      title,
      description,
      images: ogImage ? [{ url: absoluteUrl(ogImage), alt: image?.alt ?? undefined }] : undefined,
    },
  }
}
