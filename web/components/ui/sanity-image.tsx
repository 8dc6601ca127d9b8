import Image from 'next/image'
import { imageUrl, objectPosition, type SanityImageData } from '../../lib/sanity/image'

/**
 * An image from the CMS through next/image, with explicit dimensions (no layout
 * shift) or `fill` inside a sized parent. Alt texts come from the CMS; "dekorativ" means decorative.
 */
export function SanityImage({
  image,
  sizes,
  fill = false,
  priority = false,
  className = '',
}: {
  image: SanityImageData
  sizes: string
  fill?: boolean
  priority?: boolean
  className?: string
}) {
  const src = imageUrl(image)
  const asset = image?.asset
  if (!src || !asset) return null
  const alt = image.alt && image.alt.toLowerCase() !== 'dekorativ' ? image.alt : ''
  const style = { objectPosition: objectPosition(image) }
  if (fill) {
    return (
      <Image
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        quality={70}
        className={className}
        style={style}
      />
    )
  }
  return (
    <Image
      src={src}
      alt={alt}
      width={asset.width ?? 1600}
      height={asset.height ?? 1000}
      sizes={sizes}
      priority={priority}
      quality={70}
      className={className}
      style={style}
    />
  )
}
