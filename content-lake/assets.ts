import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { RASTER_IMAGE_TYPES } from '../shared/uploaded-images.ts'
import { dataError } from './errors.ts'
import { extractMetadata, type MetadataKind } from './image-metadata.ts'
import type { LakeDocument } from './store.ts'

/**
 * Assets: the uploads (`POST /assets/images/<dataset>`, `POST /assets/files/<dataset>`), which turn
 * bytes into `sanity.imageAsset` and `sanity.fileAsset` documents as the Content Lake does (ids from
 * the SHA-1, metadata of pictures), and where the files are kept (image-server.ts and file-server.ts
 * serve them). Files are content-addressed, so they never change. Unlike Sanity, the lake takes no
 * picture that can carry script (SVG) and no file a browser would run as a page (ACTIVE_CONTENT).
 *
 * https://www.sanity.io/docs/http-reference/assets
 */

/** The picture formats the lake takes: sharp's name of each → the extension and type Sanity gives it. */
export const IMAGE_FORMATS: Record<string, { extension: string; mimeType: string }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
  tiff: { extension: 'tiff', mimeType: 'image/tiff' },
  avif: { extension: 'avif', mimeType: 'image/avif' },
  heif: { extension: 'heif', mimeType: 'image/heif' },
}
/** The content type of a stored picture by its extension (svg: only in a working copy from before it was refused). */
export const IMAGE_MIME_TYPES: Record<string, string> = {
  ...Object.fromEntries(Object.values(IMAGE_FORMATS).map(({ extension, mimeType }) => [extension, mimeType])),
  svg: 'image/svg+xml',
}
const ACCEPTED_IMAGES = [...RASTER_IMAGE_TYPES, 'image/heif'].join(', ')
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

/** What every upload names besides its bytes (the upload's query parameters). */
export type UploadDetails = {
  filename: string | undefined
  projectId: string
  dataset: string
  origin: string
}

const sha1Of = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

/** The major brand of an ISO media file (HEIF, AVIF): bytes 8–11 after the `ftyp` box's header. */
function brand(bytes: Buffer): string {
  return bytes.subarray(4, 8).toString('latin1') === 'ftyp' ? bytes.subarray(8, 12).toString('latin1') : ''
}

/** Which accepted format the picture is in; a 415 that says why for any other. */
function imageFormat(bytes: Buffer, metadata: Metadata): { extension: string; mimeType: string } {
  if (metadata.format === 'heif') {
    // sharp decodes AV1 (AVIF and AV1 HEIF), not HEVC: an iPhone's HEIC cannot be shown or transformed here.
    if (metadata.compression !== 'av1')
      throw dataError(
        415,
        'invalidImage',
        'HEIC pictures (HEVC) cannot be decoded by the local Content Lake: upload the picture as JPEG',
      )
    return IMAGE_FORMATS[['avif', 'avis'].includes(brand(bytes)) ? 'avif' : 'heif'] as {
      extension: string
      mimeType: string
    }
  }
  const format = IMAGE_FORMATS[metadata.format ?? '']
  if (!format)
    throw dataError(
      415,
      'invalidImage',
      `Image format "${metadata.format ?? 'unknown'}" is not accepted: upload a raster picture (${ACCEPTED_IMAGES})`,
    )
  return format
}

/** The asset document for uploaded image bytes (the file is stored by the caller). */
export async function imageAsset(bytes: Buffer, kinds: Set<MetadataKind>, details: UploadDetails) {
  const unreadable = () => dataError(400, 'invalidImage', 'The upload is not an image the Content Lake can read')
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    throw unreadable()
  }
  const { extension, mimeType } = imageFormat(bytes, metadata)
  if (!metadata.width || !metadata.height) throw dataError(400, 'invalidImage', 'The image has no dimensions')
  // Dimensions as the picture is shown: EXIF orientations 5–8 swap width and height.
  const rotated = (metadata.orientation ?? 1) >= 5
  const width = rotated ? metadata.height : metadata.width
  const height = rotated ? metadata.width : metadata.height
  const sha1 = sha1Of(bytes)
  const file = `${sha1}-${width}x${height}.${extension}`
  let extracted: Record<string, unknown>
  let isOpaque = true
  try {
    // An alpha channel need not make a pixel transparent: PNGs often carry one that is opaque throughout.
    if (metadata.hasAlpha) isOpaque = (await sharp(bytes).stats()).isOpaque
    extracted = await extractMetadata(bytes, metadata, kinds)
  } catch {
    // sharp reads the header for the metadata; a picture it cannot decode (or larger than it decodes) fails here.
    throw unreadable()
  }
  const { projectId, dataset, origin, filename } = details
  const document: LakeDocument = {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension,
    mimeType,
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
      isOpaque,
      ...extracted,
    },
  }
  return { document, file }
}

/**
 * Files a browser runs as a page when it opens them: HTML and its relatives, SVG, XML (which can
 * declare itself XHTML) and script. Refused on upload, whatever the name says (docs/decisions.md).
 */
const ACTIVE_CONTENT = {
  extensions: [
    'htm',
    'html',
    'xht',
    'xhtml',
    'shtml',
    'mht',
    'mhtml',
    'svg',
    'svgz',
    'xml',
    'xsl',
    'xslt',
    'js',
    'mjs',
    'cjs',
  ],
  mimeTypes:
    /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|(text|application)\/xml|[a-z]+\/[a-z0-9.-]+\+xml|(text|application)\/(x-)?(java|ecma)script|text\/xsl)$/,
  // The markup a browser sniffs as HTML (WHATWG MIME Sniffing, 7.1), SVG and XML, after white space.
  start:
    /^\s*<(!--|(!doctype html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|svg|\?xml)[\s>])/i,
}

/** Content types by extension, for uploads that name none (a script's `Buffer`). */
const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ...IMAGE_MIME_TYPES,
  jpeg: 'image/jpeg',
  ics: 'text/calendar',
  vcf: 'text/vcard',
}
const GENERIC_TYPES = new Set([
  '',
  'application/octet-stream',
  'binary/octet-stream',
  'application/x-www-form-urlencoded',
])

/** `Preisliste 2026.PDF` → `pdf`; a name without a usable extension gives none. */
function extensionOf(filename: string | undefined): string | null {
  const match = /\.([a-z0-9]{1,16})$/i.exec(filename ?? '')
  return match?.[1]?.toLowerCase() ?? null
}

/** The content type a file is served with: what the upload named, else what its name or its first bytes say. */
function fileType(bytes: Buffer, declared: string, extension: string | null): string {
  if (!GENERIC_TYPES.has(declared) && /^[a-z]+\/[a-z0-9.+-]+$/.test(declared)) return declared
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  return (extension && FILE_TYPES[extension]) ?? 'application/octet-stream'
}

/** The asset document for uploaded file bytes (the file is stored by the caller). */
export function fileAsset(bytes: Buffer, contentType: string | undefined, details: UploadDetails) {
  const { projectId, dataset, origin, filename } = details
  const declared = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const named = extensionOf(filename)
  const mimeType = fileType(bytes, declared, named)
  const active =
    (named !== null && ACTIVE_CONTENT.extensions.includes(named)) ||
    ACTIVE_CONTENT.mimeTypes.test(mimeType) ||
    ACTIVE_CONTENT.start.test(
      bytes
        .subarray(0, 512)
        .toString('latin1')
        .replace(/^\uFEFF|^\u00ef\u00bb\u00bf/, ''),
    )
  if (active)
    throw dataError(
      415,
      'invalidFile',
      'Files a browser opens as a page (HTML, SVG, XML, JavaScript) are not accepted: upload the document as PDF',
    )
  const byType = Object.entries(FILE_TYPES).find(([, type]) => type === mimeType)?.[0]
  const extension = named ?? byType ?? 'bin'
  const sha1 = sha1Of(bytes)
  const file = `${sha1}.${extension}`
  const document: LakeDocument = {
    _id: `file-${sha1}-${extension}`,
    _type: 'sanity.fileAsset',
    assetId: sha1,
    extension,
    mimeType,
    originalFilename: filename ?? file,
    path: `files/${projectId}/${dataset}/${file}`,
    sha1hash: sha1,
    size: bytes.length,
    uploadId: randomUUID().replaceAll('-', ''),
    url: `${origin}/files/${projectId}/${dataset}/${file}`,
  }
  return { document, file }
}

/** The asset's `url` and `path` for this lake (they name the lake's own address). */
export function assetLocation(projectId: string, dataset: string, origin: string, file: string) {
  return { path: `images/${projectId}/${dataset}/${file}`, url: `${origin}/images/${projectId}/${dataset}/${file}` }
}
