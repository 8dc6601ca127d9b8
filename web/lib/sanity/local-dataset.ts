import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { isPublishedId } from '@sanity/client/csm'
import { DatasetError, type ExportedDocument, importExport, readImageSize } from '@shared/dataset-export'

/**
 * The bundled dataset in memory, shaped like the Content Lake serves it:
 * `_sanityAsset` image references from the export format are replaced by
 * references to `sanity.imageAsset` documents, as `sanity dataset import` does,
 * so `asset->` projections behave the same in both modes.
 */

const LOCAL_ASSET_ROUTE = '/dataset-assets'

type Doc = ExportedDocument

export { DatasetError, readImageSize }

/** The published documents of the export, each asset served by the site itself (/dataset-assets/<file>). */
export function parseDataset(ndjson: string, datasetDir: string): Doc[] {
  return importExport(ndjson, datasetDir, {
    keep: isPublishedId,
    location: (_facts, file) => ({ path: `images/${file}`, url: `${LOCAL_ASSET_ROUTE}/${encodeURIComponent(file)}` }),
  }).documents
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
