import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { IMAGE_MIME_TYPES, imageAssetId } from '../shared/dataset-export.ts'
import { dataError } from './errors.ts'
import type { LakeDocument } from './store.ts'

/**
 * Image assets: the upload (`POST /assets/images/<dataset>`), which turns the bytes into a
 * `sanity.imageAsset` document as the Content Lake does (id from the SHA-1 and the dimensions,
 * metadata with the blur placeholder), and the image server (`GET /images/<project>/<dataset>/<file>`)
 * with the transformations the Studio and @sanity/image-url ask for: `rect`, `w`, `h`, `fit`,
 * `dpr`, `q`, `fm` and `auto=format`. Files are content-addressed, so they never change.
 *
 * https://www.sanity.io/docs/http-reference/assets, https://www.sanity.io/docs/apis-and-sdks/image-urls
 */

const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', svg: 'svg' }
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
  if (!extension || !metadata.width || !metadata.height)
    throw dataError(400, 'invalidImage', `Unsupported image format "${metadata.format ?? 'unknown'}"`)
  // Dimensions as the picture is shown: EXIF orientations 5–8 swap width and height.
  const rotated = (metadata.orientation ?? 1) >= 5
  const width = rotated ? metadata.height : metadata.width
  const height = rotated ? metadata.width : metadata.height
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const file = `${sha1}-${width}x${height}.${extension}`
  const lqip =
    extension === 'svg'
      ? undefined
      : `data:image/jpeg;base64,${(await sharp(bytes).rotate().resize(20).jpeg({ quality: 50 }).toBuffer()).toString('base64')}`
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
      ...(lqip ? { lqip } : {}),
    },
  }
  return { document, file }
}

/** The asset's `url` and `path` for this lake (they name the lake's own address). */
export function assetLocation(projectId: string, dataset: string, origin: string, file: string) {
  return { path: `images/${projectId}/${dataset}/${file}`, url: `${origin}/images/${projectId}/${dataset}/${file}` }
}

const FILE_PATTERN = /^([0-9a-f]{40})-(\d+)x(\d+)\.(jpg|png|webp|gif|svg)$/

function number(search: URLSearchParams, name: string): number | undefined {
  const value = search.get(name)
  if (value === null || value === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined
}

/** Serves an image file, transformed as the query asks. */
export async function serveImage(
  files: AssetFiles,
  dataset: string,
  file: string,
  search: URLSearchParams,
  accept: string | undefined,
): Promise<{ status: number; type: string; body: Buffer | string }> {
  const match = FILE_PATTERN.exec(file)
  if (!match) return { status: 404, type: 'text/plain', body: 'Not found' }
  let bytes: Buffer
  try {
    bytes = await readFile(assetFilePath(files, dataset, file))
  } catch {
    return { status: 404, type: 'text/plain', body: 'Not found' }
  }
  const extension = match[4] as string
  if (extension === 'svg' || [...search.keys()].length === 0)
    return { status: 200, type: IMAGE_MIME_TYPES[extension] ?? 'application/octet-stream', body: bytes }

  let image = sharp(bytes).rotate()
  const rect = search.get('rect')?.split(',').map(Number)
  if (rect?.length === 4 && rect.every((value) => Number.isInteger(value) && value >= 0)) {
    const [left = 0, top = 0, width = 0, height = 0] = rect
    if (width > 0 && height > 0) image = image.extract({ left, top, width, height })
  }
  const dpr = Math.min(number(search, 'dpr') ?? 1, 3)
  const width = number(search, 'w')
  const height = number(search, 'h')
  if (width || height) {
    const fit = search.get('fit') ?? 'clip'
    image = image.resize({
      width: width ? Math.round(width * dpr) : undefined,
      height: height ? Math.round(height * dpr) : undefined,
      fit:
        fit === 'crop'
          ? 'cover'
          : fit === 'fill' || fit === 'fillmax'
            ? 'contain'
            : fit === 'scale'
              ? 'fill'
              : 'inside',
      withoutEnlargement: fit === 'max' || fit === 'fillmax',
    })
  }
  const quality = Math.min(number(search, 'q') ?? 75, 100)
  const requested =
    search.get('fm') ?? (search.get('auto') === 'format' && accept?.includes('image/webp') ? 'webp' : '')
  const format = requested === 'jpg' ? 'jpeg' : requested || (extension === 'jpg' ? 'jpeg' : extension)
  switch (format) {
    case 'webp':
      return { status: 200, type: 'image/webp', body: await image.webp({ quality }).toBuffer() }
    case 'png':
      return { status: 200, type: 'image/png', body: await image.png().toBuffer() }
    case 'gif':
      return { status: 200, type: 'image/gif', body: await image.gif().toBuffer() }
    default:
      return { status: 200, type: 'image/jpeg', body: await image.jpeg({ quality }).toBuffer() }
  }
}
