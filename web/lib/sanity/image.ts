import { createImageUrlBuilder } from '@sanity/image-url'
import { runtime } from '@/hosting/runtime.ts'

/** The image shape every query projects (see IMAGE in queries.ts). */
export type SanityImageData = {
  alt: string | null
  hotspot?: { x?: number; y?: number } | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  asset: { _id: string; url: string | null; width: number | null; height: number | null; lqip?: string | null } | null
} | null

/**
 * A URL for the image: on the Sanity CDN through @sanity/image-url (crop
 * applied, width capped), the same path on this site for the local Content Lake;
 * for the bundled dataset the local file. next/image
 * then optimises either through /_next/image, so visitors never contact a third-party host.
 */
export function imageUrl(image: SanityImageData, maxWidth = 2400): string | null {
  if (!image?.asset?.url) return null
  const { asset } = image
  const { content: source } = runtime().settings
  if (source.kind === 'local') return asset.url
  // The local Content Lake's images through this site's /images/… (web/lib/sanity/local-lake-images.ts).
  const url = createImageUrlBuilder({
    projectId: source.projectId,
    dataset: source.dataset,
    ...(source.localLake ? { baseUrl: '/' } : {}),
  })
    .image({ asset: { _ref: asset._id }, crop: image.crop ?? undefined, hotspot: image.hotspot ?? undefined })
    .width(Math.min(maxWidth, asset.width ?? maxWidth))
    .fit('max')
    .url()
  // The optimiser fetches only addresses the site wrote (web/hosting/image-sources.ts).
  runtime().imageSources.add(url)
  return url
}

/** CSS object-position from the editor's hotspot, so cropping keeps the subject in frame. */
export function objectPosition(image: SanityImageData): string | undefined {
  const hotspot = image?.hotspot
  if (hotspot?.x === undefined || hotspot.y === undefined) return undefined
  return `${Math.round(hotspot.x * 100)}% ${Math.round(hotspot.y * 100)}%`
}
