import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Sanity's export format (`sanity dataset export`: data.ndjson plus images/), read the way
 * `sanity dataset import` writes it into a dataset: every `_sanityAsset: "image@file://./images/<file>"`
 * becomes a reference to a `sanity.imageAsset` document, whose id is made from the file's SHA-1 and
 * dimensions. The site's bundled mode (web/lib/sanity/local-dataset.ts) and the local Content Lake
 * (content-lake/) both read the bundled dataset through this; they differ only in where an asset's
 * file is served (`AssetLocation`). Node only.
 */

export type ExportedDocument = Record<string, unknown> & { _id: string; _type: string }

export class DatasetError extends Error {
  override name = 'DatasetError'
}

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([^/]+)$/

export const IMAGE_MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

/** Width and height from a JPEG (SOFn marker) or PNG (IHDR) header. */
export function readImageSize(buffer: Buffer, file: string): { width: number; height: number } {
  if (buffer.subarray(1, 4).toString('ascii') === 'PNG')
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
  let offset = 2
  while (offset + 9 < buffer.length) {
    if (buffer[offset] !== 0xff) break
    const marker = buffer[offset + 1] ?? 0
    const length = buffer.readUInt16BE(offset + 2)
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isStartOfFrame) return { height: buffer.readUInt16BE(offset + 5), width: buffer.readUInt16BE(offset + 7) }
    offset += 2 + length
  }
  throw new DatasetError(`Cannot read the image size of ${file}`)
}

/** What the Content Lake derives from an image file: the parts of its asset id and name. */
export type ImageFacts = { sha1: string; width: number; height: number; extension: string; size: number }

export function imageFacts(buffer: Buffer, file: string): ImageFacts {
  const extension = path.extname(file).slice(1).toLowerCase()
  const { width, height } = readImageSize(buffer, file)
  return { sha1: createHash('sha1').update(buffer).digest('hex'), width, height, extension, size: buffer.length }
}

/** `image-<sha1>-<w>x<h>-<ext>`, Sanity's id of an image asset. */
export function imageAssetId({ sha1, width, height, extension }: ImageFacts): string {
  return `image-${sha1}-${width}x${height}-${extension}`
}

/** Where an asset's file is served: its `path` and `url` fields. */
export type AssetLocation = (facts: ImageFacts, file: string) => { path: string; url: string }

/** Blur placeholders of the bundled images (images/lqip.json, written by `npm run dataset:build`). */
export function readLqips(datasetDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(datasetDir, 'images', 'lqip.json'), 'utf8')) as Record<string, string>
  } catch {
    return {}
  }
}

export function imageAssetDocument(
  facts: ImageFacts,
  file: string,
  location: ReturnType<AssetLocation>,
  lqip: string | undefined,
): ExportedDocument {
  const { sha1, width, height, extension, size } = facts
  return {
    _id: imageAssetId(facts),
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension,
    mimeType: IMAGE_MIME_TYPES[extension] ?? 'application/octet-stream',
    originalFilename: file,
    path: location.path,
    sha1hash: sha1,
    size,
    url: location.url,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      ...(lqip ? { lqip } : {}),
    },
  }
}

function rewriteAssets(value: unknown, resolve: (file: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteAssets(item, resolve))
  if (typeof value !== 'object' || value === null) return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown>
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(rest)) result[key] = rewriteAssets(item, resolve)
  if (typeof _sanityAsset === 'string') {
    const match = ASSET_PATTERN.exec(_sanityAsset)
    if (!match?.[1]) throw new DatasetError(`Unsupported asset reference ${_sanityAsset}`)
    result.asset = { _type: 'reference', _ref: resolve(decodeURIComponent(match[1])) }
  }
  return result
}

export type ImportedDataset = {
  documents: ExportedDocument[]
  /** The asset documents, each with the bundled file it was made from. */
  assets: { file: string; document: ExportedDocument }[]
}

/**
 * The documents of an export (`ndjson`, its images in `datasetDir/images`), as a dataset holds them
 * after `sanity dataset import`: asset documents first-class, `_sanityAsset` fields replaced by references.
 */
export function importExport(
  ndjson: string,
  datasetDir: string,
  { location, keep = () => true }: { location: AssetLocation; keep?: (id: string) => boolean },
): ImportedDataset {
  const assets = new Map<string, { file: string; document: ExportedDocument }>()
  const lqips = readLqips(datasetDir)
  const resolve = (file: string) => {
    let asset = assets.get(file)
    if (!asset) {
      let buffer: Buffer
      try {
        buffer = readFileSync(path.join(datasetDir, 'images', file))
      } catch {
        throw new DatasetError(`The dataset references images/${file}, which does not exist in ${datasetDir}`)
      }
      const facts = imageFacts(buffer, file)
      asset = { file, document: imageAssetDocument(facts, file, location(facts, file), lqips[file]) }
      assets.set(file, asset)
    }
    return asset.document._id
  }
  const documents: ExportedDocument[] = []
  ndjson.split('\n').forEach((line, index) => {
    if (line.trim() === '') return
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch (error) {
      throw new DatasetError(`data.ndjson line ${index + 1} is not valid JSON: ${(error as Error).message}`)
    }
    const doc = parsed as Partial<ExportedDocument>
    if (typeof doc._id !== 'string' || typeof doc._type !== 'string')
      throw new DatasetError(`data.ndjson line ${index + 1} has no _id or _type`)
    if (keep(doc._id)) documents.push(rewriteAssets(doc, resolve) as ExportedDocument)
  })
  return {
    documents: [...documents, ...[...assets.values()].map(({ document }) => document)],
    assets: [...assets.values()],
  }
}
