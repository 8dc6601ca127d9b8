import { createHash } from 'node:crypto'
import type { SanityImageData } from '@/lib/sanity/image'

/**
 * The picture a shared link shows (Open Graph, X/Twitter): 1200 × 630 px, the size Facebook,
 * LinkedIn and WhatsApp show in full. Rendered by the site itself (share-image-render.ts) at
 * /og-image/<document id>.jpg, so nothing is loaded from a third-party host.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const

/** Raised when the rendering changes, so platforms that cached the old picture fetch the new one. */
const RENDER_VERSION = 1

/** A document id as the site uses it in the image's address (published ids have no dot). */
export const SHARE_IMAGE_ID = /^[A-Za-z0-9_-]{1,128}$/

type Section = { _type: string; image?: SanityImageData }

/** The image of the page's first hero section, if it has one. */
export function heroImageOf(sections: readonly Section[] | null | undefined): SanityImageData {
  return sections?.find((section) => section._type === 'heroSection')?.image ?? null
}

const hasAsset = (image: SanityImageData | undefined): image is NonNullable<SanityImageData> =>
  Boolean(image?.asset?._id)

/**
 * The page's own „Vorschaubild zum Teilen“, else its hero image, else the settings' default.
 * The metadata and the image route both decide with this one function.
 */
export function pickShareImage(candidates: {
  seoImage?: SanityImageData
  heroImage?: SanityImageData
  defaultImage?: SanityImageData
}): NonNullable<SanityImageData> | null {
  const { seoImage, heroImage, defaultImage } = candidates
  if (hasAsset(seoImage)) return seoImage
  if (hasAsset(heroImage)) return heroImage
  return hasAsset(defaultImage) ? defaultImage : null
}

/**
 * The image's address on this site. The query string changes with the picture (asset, crop,
 * hotspot), so Facebook & co., which keep a shared image for weeks per URL, fetch a new one.
 * The route ignores it and stays static.
 */
export function shareImagePath(documentId: string, image: NonNullable<SanityImageData>): string {
  const version = createHash('sha1')
    .update(JSON.stringify([RENDER_VERSION, image.asset?._id, image.crop ?? null, image.hotspot ?? null]))
    .digest('hex')
    .slice(0, 12)
  return `/og-image/${documentId}.jpg?v=${version}`
}

export type Rect = { left: number; top: number; width: number; height: number }

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/**
 * The largest 1200:630 rectangle inside the editor's crop, centred on the hotspot as far as the
 * crop allows (what Sanity's image pipeline does for a fixed width and height). Fractions are of
 * the whole image, as Sanity stores them; the result is in pixels of an image of `size`.
 */
export function shareCrop(
  size: { width: number; height: number },
  crop: NonNullable<SanityImageData>['crop'],
  hotspot: NonNullable<SanityImageData>['hotspot'],
): Rect {
  const { width, height } = size
  const x0 = (crop?.left ?? 0) * width
  const x1 = width - (crop?.right ?? 0) * width
  const y0 = (crop?.top ?? 0) * height
  const y1 = height - (crop?.bottom ?? 0) * height
  const aspect = SHARE_IMAGE.width / SHARE_IMAGE.height
  const cropWidth = x1 - x0
  const cropHeight = y1 - y0
  const rectWidth = cropWidth / cropHeight > aspect ? cropHeight * aspect : cropWidth
  const rectHeight = rectWidth / aspect
  const centerX = (hotspot?.x ?? 0.5) * width
  const centerY = (hotspot?.y ?? 0.5) * height
  const left = Math.round(clamp(centerX - rectWidth / 2, x0, x1 - rectWidth))
  const top = Math.round(clamp(centerY - rectHeight / 2, y0, y1 - rectHeight))
  return {
    left,
    top,
    width: Math.max(1, Math.min(Math.round(rectWidth), width - left)),
    height: Math.max(1, Math.min(Math.round(rectHeight), height - top)),
  }
}
