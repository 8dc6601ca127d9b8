import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { FILE_NAME, IMAGE_FILE_NAME } from '../../shared/uploaded-images.ts'
import {
  assetFilePath,
  fileAsset,
  imageAsset,
  MAX_UPLOAD_BYTES,
  storeAssetFile,
  type UploadDetails,
} from '../assets.ts'
import { dataError, notFound, unauthorized } from '../errors.ts'
import { answerFile } from '../file-server.ts'
import { corsHeaders, readBody, sendJson } from '../http.ts'
import { metadataKinds } from '../image-metadata.ts'
import type { Call } from '../router.ts'
import type { LakeDocument } from '../store.ts'
import { datasetOf } from './dataset.ts'

/** Assets over HTTP: the uploads of images and files, the image server and the files (assets.ts does the work). */

async function uploadedBytes(call: Call, kind: 'image' | 'file'): Promise<Buffer> {
  const bytes = await readBody(call.request, MAX_UPLOAD_BYTES)
  if (bytes.length === 0) throw dataError(400, kind === 'image' ? 'invalidImage' : 'invalidFile', 'The upload is empty')
  return bytes
}

function details(call: Call, dataset: string): UploadDetails {
  const { lake, url } = call
  return {
    filename: url.searchParams.get('filename') || undefined,
    projectId: lake.projectId,
    dataset,
    origin: lake.origin,
  }
}

/**
 * Stores a new asset, or answers the one the same bytes made before (unchanged, as Sanity does). The
 * upload's `label`, `title`, `description`, `creditLine` and `sourceName`/`sourceId`/`sourceUrl` go
 * into the new document.
 */
function commitAsset(call: Call, dataset: string, document: LakeDocument, file: string, bytes: Buffer) {
  const { lake, request, response, url } = call
  const existing = lake.store.get(dataset, document._id)
  if (existing) return sendJson(request, response, 200, { document: existing })
  storeAssetFile({ dir: lake.assetsDir }, dataset, file, bytes)
  const search = url.searchParams
  for (const key of ['label', 'title', 'description', 'creditLine'] as const) {
    const value = search.get(key)
    if (value) document[key] = value
  }
  const [name, id, sourceUrl] = ['sourceName', 'sourceId', 'sourceUrl'].map((key) => search.get(key))
  if (name && id) document.source = { name, id, ...(sourceUrl ? { url: sourceUrl } : {}) }
  const transaction = lake.store.commit(
    dataset,
    [{ id: document._id, next: document, mutations: [{ create: document }] }],
    { transactionId: randomUUID().replaceAll('-', ''), author: call.user.id },
  )
  sendJson(request, response, 200, { document: transaction.changes[0]?.next })
}

/**
 * `POST /assets/images/<dataset>?filename=…&meta=…`: the bytes become a `sanity.imageAsset` with the
 * metadata `meta` asks for (the same bytes: the same asset).
 */
export async function uploadImage(call: Call) {
  const dataset = datasetOf(call)
  const kinds = metadataKinds(call.url.searchParams.getAll('meta'))
  const bytes = await uploadedBytes(call, 'image')
  const { document, file } = await imageAsset(bytes, kinds, details(call, dataset))
  commitAsset(call, dataset, document, file, bytes)
}

/** `POST /assets/files/<dataset>?filename=…`: the bytes become a `sanity.fileAsset` (the same bytes: the same asset). */
export async function uploadFile(call: Call) {
  const dataset = datasetOf(call)
  const bytes = await uploadedBytes(call, 'file')
  const { document, file } = fileAsset(bytes, call.request.headers['content-type'], details(call, dataset))
  commitAsset(call, dataset, document, file, bytes)
}

/** The dataset of a CDN path, when it is this project's and the request may read it (public, or the token). */
function readableDataset({ lake, request, params }: Call, what: string): string {
  const { project, dataset = '' } = params
  const info = lake.store.datasets().find(({ name }) => name === dataset)
  if (project !== lake.projectId || !info) throw notFound(`No such ${what}`)
  if (info.aclMode === 'private' && !lake.authorized(request)) throw unauthorized()
  return dataset
}

/** The name a download is saved under: `dl=<name>`, else the vanity name of the path, else the uploaded name. */
function downloadName(call: Call, uploaded: unknown, file: string): string | null {
  const dl = call.url.searchParams.get('dl')
  if (dl === null) return null
  // image-url's `forceDownload(true)` writes `dl=true`: a download, under no name of its own.
  return (dl !== 'true' && dl) || call.params.vanity || (typeof uploaded === 'string' ? path.basename(uploaded) : file)
}

/**
 * `GET /images/<project>/<dataset>/<file>[/<vanity name>]?w=…`: at the CDN's path; public for public
 * datasets (as on Sanity's CDN), with the token for private ones.
 */
export async function image(call: Call) {
  const { lake, request, response, url, params } = call
  const dataset = readableDataset(call, 'image')
  const file = params.file ?? ''
  // The uploaded name is only looked up for a download.
  const match = url.searchParams.has('dl') && IMAGE_FILE_NAME.exec(file)
  const asset = match && lake.store.get(dataset, `image-${match[1]}-${match[2]}x${match[3]}-${match[4]}`)
  // Bounded, cached, never a page that runs script (image-server.ts).
  await lake.images.answer(request, response, {
    dataset,
    file,
    search: url.searchParams,
    cors: corsHeaders(request),
    download: downloadName(call, asset ? asset.originalFilename : undefined, file),
  })
}

/**
 * `GET /files/<project>/<dataset>/<sha1>.<ext>[/<vanity name>]`: at the CDN's path, with the access of
 * images; a file whose asset document was deleted is gone.
 */
export async function file(call: Call) {
  const { lake, request, response, params } = call
  const dataset = readableDataset(call, 'file')
  const name = params.file ?? ''
  const match = FILE_NAME.exec(name)
  const asset = match && lake.store.get(dataset, `file-${match[1]}-${match[2]}`)
  if (!asset) throw notFound('No such file')
  await answerFile(request, response, {
    location: assetFilePath({ dir: lake.assetsDir }, dataset, name),
    mimeType: String(asset.mimeType ?? ''),
    filename: downloadName(call, asset.originalFilename, name) ?? path.basename(String(asset.originalFilename ?? name)),
    cors: corsHeaders(request),
  })
}
