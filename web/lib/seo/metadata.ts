import type { Metadata } from 'next'
import type { SanityImageData } from '@/lib/sanity/image'
import type { SETTINGS_QUERY_RESULT } from '@/lib/sanity/sanity.types'
import { absoluteUrl } from '@/lib/site-url'
import { heroImageOf, pickShareImage, SHARE_IMAGE, shareImagePath } from './share-image'

type Settings = NonNullable<SETTINGS_QUERY_RESULT>

type PageSeo = {
  title: string | null
  description: string | null
  keywords?: string[] | null
  noIndex?: boolean | null
  image?: SanityImageData
} | null

/**
 * The document a page shows, for its share picture: the id names the picture's address
 * (/og-image/<id>.jpg) and the sections give the hero image. Pages without a document of their
 * own (the thank-you pages) share the settings' default picture.
 */
type ShareSource = { _id: string; sections?: ReadonlyArray<{ _type: string; image?: SanityImageData }> | null }

const SETTINGS_SHARE_SOURCE: ShareSource = { _id: 'siteSettings' }

/** Title, description, canonical, Open Graph, the share picture and robots of one page, from its SEO fields. */
export function pageMetadata({
  seo,
  settings,
  path,
  document = SETTINGS_SHARE_SOURCE,
  withKeywords = false,
}: {
  seo: PageSeo
  settings: Settings
  path: string
  document?: ShareSource
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
  const image = pickShareImage({
    seoImage: seo?.image,
    heroImage: heroImageOf(document.sections),
    defaultImage: settings.shareImage,
  })
  const images = image
    ? [
        {
          url: absoluteUrl(shareImagePath(document._id, image)),
          width: SHARE_IMAGE.width,
          height: SHARE_IMAGE.height,
          type: SHARE_IMAGE.type,
          alt: image.alt ?? undefined,
        },
      ]
    : undefined
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
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  }
}
