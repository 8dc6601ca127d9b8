import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { ContentSource } from '@/hosting/content-settings.ts'
import { settings } from '@/hosting/runtime.ts'
import type { SanityImageData } from '@/lib/sanity/image'
import { SHARE_IMAGE, shareCrop } from './share-image'

/** Largest width fetched from the Sanity CDN: enough for a 1200 px crop of most hotspots, far less than an original. */
const SOURCE_WIDTH = 2400
const SANITY_CDN_ORIGIN = 'https://cdn.sanity.io'

export class ShareImageSourceError extends Error {
  override name = 'ShareImageSourceError'
}

/**
 * The image's bytes: the bundled dataset's file, or the hosted asset from this project's dataset
 * on the Sanity CDN (fetched by the server; the visitor's browser only ever sees this site).
 */
async function sourceBytes(
  asset: { url: string | null },
  source: ContentSource,
  cdnOrigin: string,
): Promise<Uint8Array> {
  const url = asset.url ?? ''
  if (source.kind === 'local') {
    const file = url.startsWith('/dataset-assets/') ? url.slice('/dataset-assets/'.length) : ''
    if (!file || file !== path.basename(file)) throw new ShareImageSourceError(`Not a bundled image: ${url}`)
    return readFile(path.join(source.datasetDir, 'images', file))
  }
  const imagePath = `/images/${source.projectId}/${source.dataset}/`
  // The local Content Lake names its own loopback address in `url`; the server reads it at apiHost.
  const parsed = URL.canParse(url) ? new URL(url) : null
  const fromLake = source.localLake && source.apiHost && parsed?.pathname.startsWith(imagePath)
  const location = fromLake ? `${source.apiHost}${parsed?.pathname}` : url
  if (!fromLake && !url.startsWith(`${cdnOrigin}${imagePath}`))
    throw new ShareImageSourceError(`Not an image of this project's dataset: ${url}`)
  const response = await fetch(`${location}?w=${SOURCE_WIDTH}&fit=max`)
  if (!response.ok) throw new ShareImageSourceError(`${url} answered ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

/** The share picture of `image`: cropped around its hotspot to 1200 × 630, JPEG. */
export async function renderShareImage(
  image: NonNullable<SanityImageData>,
  source: ContentSource = settings().content,
  /** Tests only: a stand-in for the Sanity CDN over HTTP. */
  cdnOrigin = SANITY_CDN_ORIGIN,
): Promise<Uint8Array> {
  if (!image.asset) throw new ShareImageSourceError('The image has no asset.')
  const bytes = await sourceBytes(image.asset, source, cdnOrigin)
  // Sizes as the picture is shown: EXIF orientations 5–8 swap width and height.
  const { width = 0, height = 0, orientation = 1 } = await sharp(bytes).metadata()
  const size = orientation >= 5 ? { width: height, height: width } : { width, height }
  const rect = shareCrop(size, image.crop, image.hotspot)
  const jpeg = await sharp(bytes)
    .rotate()
    .extract(rect)
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'fill' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
  return new Uint8Array(jpeg)
}
