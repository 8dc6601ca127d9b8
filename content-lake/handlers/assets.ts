import { randomUUID } from 'node:crypto'
import { imageAsset, MAX_UPLOAD_BYTES, storeAssetFile } from '../assets.ts'
import { dataError, notFound, unauthorized } from '../errors.ts'
import { corsHeaders, readBody, sendJson } from '../http.ts'
import type { Call } from '../router.ts'
import { datasetOf } from './dataset.ts'

/** Image assets over HTTP: the upload and the image server (assets.ts does the work). */

/** `POST /assets/images/<dataset>?filename=…`: the bytes become a `sanity.imageAsset` (the same bytes: the same asset). */
export async function uploadImage(call: Call) {
  const { lake, request, response, url } = call
  const dataset = datasetOf(call)
  const bytes = await readBody(request, MAX_UPLOAD_BYTES)
  if (bytes.length === 0) throw dataError(400, 'invalidImage', 'The upload is empty')
  const { document, file } = await imageAsset({
    bytes,
    filename: url.searchParams.get('filename') ?? undefined,
    projectId: lake.projectId,
    dataset,
    origin: lake.origin,
  })
  const existing = lake.store.get(dataset, document._id)
  if (existing) return sendJson(request, response, 200, { document: existing })
  storeAssetFile({ dir: lake.assetsDir }, dataset, file, bytes)
  for (const key of ['label', 'title', 'description', 'creditLine'] as const) {
    const value = url.searchParams.get(key)
    if (value) document[key] = value
  }
  const transaction = lake.store.commit(
    dataset,
    [{ id: document._id, next: document, mutations: [{ create: document }] }],
    { transactionId: randomUUID().replaceAll('-', ''), author: call.user.id },
  )
  sendJson(request, response, 200, { document: transaction.changes[0]?.next })
}

/**
 * `GET /images/<project>/<dataset>/<file>?w=…`: at the CDN's path; public for public datasets (as on
 * Sanity's CDN), with the token for private ones.
 */
export async function image({ lake, request, response, url, params }: Call) {
  const { project, dataset = '', file = '' } = params
  const info = lake.store.datasets().find(({ name }) => name === dataset)
  if (project !== lake.projectId || !info) throw notFound('No such image')
  if (info.aclMode === 'private' && !lake.authorized(request)) throw unauthorized()
  // Bounded, cached, never a page that runs script (image-server.ts).
  await lake.images.answer(request, response, { dataset, file, search: url.searchParams, cors: corsHeaders(request) })
}
