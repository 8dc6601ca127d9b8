import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The bundled dataset in memory, shaped like the Content Lake serves it:
 * `_sanityAsset` image references from the export format are replaced by
 * references to `sanity.imageAsset` documents, as `sanity dataset import` does,
 * so `asset->` projections behave the same in both modes.
 */

const LOCAL_ASSET_ROUTE = '/dataset-assets'

type Doc = Record<string, unknown> & { _id: string; _type: string }

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([^/]+)$/
const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

export class DatasetError extends Error {
  override name = 'DatasetError'
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

/** Blur placeholders of the bundled images (images/lqip.json, written by `npm run dataset:build`). */
function readLqips(datasetDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(datasetDir, 'images', 'lqip.json'), 'utf8')) as Record<string, string>
  } catch {
    return {}
  }
}

function assetDocument(datasetDir: string, file: string, lqip: string | undefined): Doc {
  const filePath = path.join(datasetDir, 'images', file)
  let buffer: Buffer
  try {
    buffer = readFileSync(filePath)
  } catch {
    throw new DatasetError(`The dataset references images/${file}, which does not exist in ${datasetDir}`)
  }
  const extension = path.extname(file).slice(1).toLowerCase()
  const { width, height } = readImageSize(buffer, file)
  const sha1 = createHash('sha1').update(buffer).digest('hex')
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension,
    mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
    originalFilename: file,
    path: `images/${file}`,
    sha1hash: sha1,
    size: buffer.length,
    url: `${LOCAL_ASSET_ROUTE}/${encodeURIComponent(file)}`,
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

/** Drafts and release versions are not part of what visitors see (the `published` perspective). */
function isPublished(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.')
}

export function parseDataset(ndjson: string, datasetDir: string): Doc[] {
  const assets = new Map<string, Doc>()
  const lqips = readLqips(datasetDir)
  const resolve = (file: string) => {
    let asset = assets.get(file)
    if (!asset) {
      asset = assetDocument(datasetDir, file, lqips[file])
      assets.set(file, asset)
    }
    return asset._id
  }
  const documents: Doc[] = []
  ndjson.split('\n').forEach((line, index) => {
    if (line.trim() === '') return
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch (error) {
      throw new DatasetError(`data.ndjson line ${index + 1} is not valid JSON: ${(error as Error).message}`)
    }
    const doc = parsed as Partial<Doc>
    if (typeof doc._id !== 'string' || typeof doc._type !== 'string')
      throw new DatasetError(`data.ndjson line ${index + 1} has no _id or _type`)
    if (isPublished(doc._id)) documents.push(rewriteAssets(doc, resolve) as Doc)
  })
  return [...documents, ...assets.values()]
}

let cache: { file: string; mtimeMs: number; documents: Doc[] } | undefined

/** When data.ndjson last changed (0 without one): it names the dataset's version. */
export function datasetVersion(datasetDir: string): number {
  try {
    return statSync(path.join(datasetDir, 'data.ndjson')).mtimeMs
  } catch {
    return 0
  }
}

/** The dataset, re-read when data.ndjson changes (so `npm run dev` picks up edits). */
export function loadDataset(datasetDir: string): Doc[] {
  const file = path.join(datasetDir, 'data.ndjson')
  let mtimeMs: number
  try {
    mtimeMs = statSync(file).mtimeMs
  } catch {
    throw new DatasetError(
      `No bundled dataset at ${file}. Run \`npm run dataset:build\`, or set CONTENT_DATASET_DIR to a folder holding data.ndjson and images/.`,
    )
  }
  if (cache?.file !== file || cache.mtimeMs !== mtimeMs) {
    cache = { file, mtimeMs, documents: parseDataset(readFileSync(file, 'utf8'), datasetDir) }
  }
  return cache.documents
}
