import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { IMAGE_MIME_TYPES, imageAssetId } from '../shared/dataset-export.ts'
import { RASTER_IMAGE_TYPES } from '../shared/uploaded-images.ts'
import { dataError } from './errors.ts'
import type { LakeDocument } from './store.ts'

/**
 * Image assets: the upload (`POST /assets/images/<dataset>`), which turns the bytes into a
 * `sanity.imageAsset` document as the Content Lake does (id from the SHA-1 and the dimensions,
 * metadata with the blur placeholder), and where the files are kept (image-server.ts serves them).
 * Files are content-addressed, so they never change. Unlike Sanity, the lake takes raster pictures
 * only (RASTER_IMAGE_TYPES): an SVG is a document that can carry script.
 *
 * https://www.sanity.io/docs/http-reference/assets
 */

/** sharp's name of each accepted format → the file extension Sanity gives it. */
const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' }
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

export type AssetFiles = { dir: string }

export function assetFilePath(files: AssetFiles, dataset: string, file: string): string {
  return path.join(files.dir, dataset, file)
}

/** Writes the file once (content-addressed); a crash leaves at most an unused file, never a torn one. */
export function storeAssetFile(files: AssetFiles, dataset: string, file: string, bytes: Buffer): void {
  const target = assetFilePath(files, dataset, file)
  if (existsSync(target)) return
  mkdirSync(path.dirname(target), { recursive: true })
  const temporary = `${target}.${randomUUID()}.tmp`
  writeFileSync(temporary, bytes, { flush: true })
  renameSync(temporary, target)
}

export type ImageUpload = {
  bytes: Buffer
  filename: string | undefined
  projectId: string
  dataset: string
  origin: string
}

/** The asset document for uploaded image bytes (the file is stored by the caller). */
export async function imageAsset({ bytes, filename, projectId, dataset, origin }: ImageUpload) {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    throw dataError(400, 'invalidImage', 'The upload is not an image the Content Lake can read')
  }
  const extension = FORMATS[metadata.format ?? ''] ?? ''
  if (!extension)
    throw dataError(
      415,
      'invalidImage',
      `Image format "${metadata.format ?? 'unknown'}" is not accepted: upload a raster picture (${RASTER_IMAGE_TYPES.join(', ')})`,
    )
  if (!metadata.width || !metadata.height) throw dataError(400, 'invalidImage', 'The image has no dimensions')
  // Dimensions as the picture is shown: EXIF orientations 5–8 swap width and height.
  const rotated = (metadata.orientation ?? 1) >= 5
  const width = rotated ? metadata.height : metadata.width
  const height = rotated ? metadata.width : metadata.height
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const file = `${sha1}-${width}x${height}.${extension}`
  let lqip: string
  try {
    const placeholder = await sharp(bytes).rotate().resize(20).jpeg({ quality: 50 }).toBuffer()
    lqip = `data:image/jpeg;base64,${placeholder.toString('base64')}`
  } catch {
    // sharp reads the header for the metadata; a picture it cannot decode (or larger than it decodes) fails here.
    throw dataError(400, 'invalidImage', 'The upload is not an image the Content Lake can read')
  }
  const document: LakeDocument = {
    _id: imageAssetId({ sha1, width, height, extension, size: bytes.length }),
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension,
    mimeType: IMAGE_MIME_TYPES[extension] ?? 'application/octet-stream',
    originalFilename: filename ?? file,
    path: `images/${projectId}/${dataset}/${file}`,
    sha1hash: sha1,
    size: bytes.length,
    uploadId: randomUUID().replaceAll('-', ''),
    url: `${origin}/images/${projectId}/${dataset}/${file}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: Boolean(metadata.hasAlpha),
      isOpaque: !metadata.hasAlpha,
      lqip,
    },
  }
  return { document, file }
}

/** The asset's `url` and `path` for this lake (they name the lake's own address). */
export function assetLocation(projectId: string, dataset: string, origin: string, file: string) {
  return { path: `images/${projectId}/${dataset}/${file}`, url: `${origin}/images/${projectId}/${dataset}/${file}` }
}
