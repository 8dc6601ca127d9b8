import Image from 'next/image'
import { imageUrl, objectPosition, type SanityImageData } from '@/lib/sanity/image'

/**
 * An image from the CMS through next/image, with explicit dimensions (no layout
 * shift) or `fill` inside a sized parent. Alt texts come from the CMS; "dekorativ" means decorative.
 */
export function SanityImage({
  image,
  sizes,
  fill = false,
  priority = false,
  eager = false,
  className = '',
}: {
  image: SanityImageData
  sizes: string
  fill?: boolean
  priority?: boolean
  /**
   * Fetched at once at high priority, without the preload and preview of `priority`: an image the
   * first screen shows below the hero (the preload scanner finds it in the HTML).
   */
  eager?: boolean
  className?: string
}) {
  const src = imageUrl(image)
  const asset = image?.asset
  if (!src || !asset) return null
  const alt = image.alt && image.alt.toLowerCase() !== 'dekorativ' ? image.alt : ''
  const style = { objectPosition: objectPosition(image) }
  // The prioritised image (the hero, the page's largest paint) shows its blurred preview (the
  // asset's lqip) until the file arrives. Lazy images below the fold do without: the preview is
  // ~1 KB of incompressible base64, written twice (HTML and RSC payload) per image.
  const blur = priority && asset.lqip ? ({ placeholder: 'blur', blurDataURL: asset.lqip } as const) : {}
  // The prioritised image is preloaded from the <head> and fetched at high priority; an eager one only
  // fetched at high priority; all others are lazy.
  const loading = priority
    ? ({ preload: true, fetchPriority: 'high' } as const)
    : eager
      ? ({ loading: 'eager', fetchPriority: 'high' } as const)
      : {}
  // Either filling a sized parent or with the asset's own dimensions (no layout shift).
  const size = fill ? { fill: true } : { width: asset.width ?? 1600, height: asset.height ?? 1000 }
  return (
    <Image
      src={src}
      alt={alt}
      {...size}
      sizes={sizes}
      {...loading}
      quality={70}
      className={className}
      style={style}
      {...blur}
    />
  )
}
