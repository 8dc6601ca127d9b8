import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { attachment, IMAGE_FILE_NAME, UPLOADED_FILE_HEADERS } from '../shared/uploaded-images.ts'
import { type AssetFiles, assetFilePath, IMAGE_MIME_TYPES } from './assets.ts'
import { apiError, dataError, notFound } from './errors.ts'
import { outputSize, type SourceImage, type Transform } from './image-plan.ts'
import { applyTransform, parseTransform, transformKey } from './image-transforms.ts'
import { Limiter } from './limiter.ts'
import { TransformCache } from './transform-cache.ts'

/**
 * The image server (`GET /images/<project>/<dataset>/<file>?<transformations>`, as on Sanity's CDN):
 * originals streamed from the working copy, transformations (image-transforms.ts) computed once and
 * kept on disk (transform-cache.ts). Transformations run in two lanes so that a burst of large ones
 * cannot starve a thumbnail: pictures up to SMALL_OUTPUT_PIXELS (every preview of the Studio, the
 * site's pictures up to 2400 pixels wide) two at a time, larger ones one at a time; each lane keeps
 * a short line and refuses beyond it (503). The same transformation asked for while it is computed
 * waits for that one computation.
 *
 * Every answer carries UPLOADED_FILE_HEADERS: an uploaded file opened as a page runs no script. `dl`
 * makes it a download (`dl=<name>`: under that name; `dl` alone: under the name it was uploaded with).
 */

const SMALL_OUTPUT_PIXELS = 4 * 1024 * 1024
/** The transformed pictures kept on disk (bytes): every variant the site and the Studio ask for, many times over. */
export const TRANSFORM_CACHE_BYTES = 256 * 1024 * 1024

export type ImageServerOptions = AssetFiles & { transformsDir: string; cacheBytes?: number }

export class ImageServer {
  readonly #files: AssetFiles
  readonly #cache: TransformCache
  readonly #small = new Limiter(2, 64)
  readonly #large = new Limiter(1, 8)
  readonly #computing = new Map<string, Promise<Buffer>>()

  constructor({ dir, transformsDir, cacheBytes = TRANSFORM_CACHE_BYTES }: ImageServerOptions) {
    this.#files = { dir }
    this.#cache = new TransformCache(transformsDir, cacheBytes)
  }

  /** Answers the request for `file` of `dataset` (the caller has checked the project and the dataset's access). */
  async answer(
    request: IncomingMessage,
    response: ServerResponse,
    {
      dataset,
      file,
      search,
      cors,
      download,
    }: {
      dataset: string
      file: string
      search: URLSearchParams
      cors: object
      /** The name a `dl` download is saved under (null: no `dl`, the picture is shown). */
      download: string | null
    },
  ): Promise<void> {
    const match = IMAGE_FILE_NAME.exec(file)
    if (!match) throw notFound('No such image')
    const location = assetFilePath(this.#files, dataset, file)
    const size = await stat(location).then(
      (stats) => stats.size,
      () => null,
    )
    if (size === null) throw notFound('No such image')
    const extension = match[4] as string
    const source: SourceImage = { width: Number(match[2]), height: Number(match[3]), extension }
    // An SVG is served as it is (only to be shown in an <img>, where it runs no script).
    const transform = extension === 'svg' ? null : parseTransform(search, source, request.headers.accept)
    const headers = {
      ...cors,
      ...UPLOADED_FILE_HEADERS,
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      vary: 'Accept',
      ...(download === null ? {} : { 'content-disposition': attachment(download) }),
    }
    if (!transform) {
      const type = IMAGE_MIME_TYPES[extension] ?? 'application/octet-stream'
      response.writeHead(200, { ...headers, 'content-type': type, 'content-length': String(size) })
      if (request.method === 'HEAD') return void response.end()
      createReadStream(location)
        .on('error', () => response.destroy())
        .pipe(response)
      return
    }
    const keyOf = (chosen: Transform) => `${dataset}/${file}?${transformKey(chosen)}`
    let chosen = transform
    if (transform.format === 'avif' && search.get('auto') === 'format' && !search.get('fm')) {
      chosen = this.#avifOrWebp(keyOf, location, transform, source)
    }
    const bytes = await this.#transformed(keyOf(chosen), location, chosen, source)
    response.writeHead(200, {
      ...headers,
      'content-type': IMAGE_MIME_TYPES[chosen.format === 'jpeg' ? 'jpg' : chosen.format] ?? 'image/jpeg',
      'content-length': String(bytes.length),
    })
    response.end(request.method === 'HEAD' ? undefined : bytes)
  }

  /**
   * `auto=format` for a browser that takes AVIF, as Sanity's CDN answers it: AVIF once it has been
   * encoded, WebP until then while the AVIF is encoded behind the answer (sanity.io/docs/help/avif).
   * AVIF encodes several times slower than WebP, and the Studio previews every picture so: the editor
   * sees the WebP at once. The AVIF waits in the lane of large pictures, never in the thumbnails';
   * when that lane is full it is tried again on a later request.
   */
  #avifOrWebp(
    keyOf: (transform: Transform) => string,
    location: string,
    transform: Transform,
    source: SourceImage,
  ): Transform {
    const key = keyOf(transform)
    if (this.#computing.has(key)) return { ...transform, format: 'webp' }
    if (this.#cache.has(key)) return transform
    const later = this.#compute(key, location, transform, source, this.#large).finally(() =>
      this.#computing.delete(key),
    )
    this.#computing.set(key, later)
    later.catch(() => undefined)
    return { ...transform, format: 'webp' }
  }

  async #transformed(key: string, location: string, transform: Transform, source: SourceImage) {
    const cached = await this.#cache.get(key)
    if (cached) return cached
    let computing = this.#computing.get(key)
    if (!computing) {
      computing = this.#compute(key, location, transform, source).finally(() => this.#computing.delete(key))
      this.#computing.set(key, computing)
    }
    return computing
  }

  async #compute(key: string, location: string, transform: Transform, source: SourceImage, given?: Limiter) {
    const [width, height] = outputSize(transform, source)
    const lane = given ?? (width * height > SMALL_OUTPUT_PIXELS ? this.#large : this.#small)
    const done = await lane.run(async () => {
      let bytes: Buffer
      try {
        bytes = await applyTransform(await readFile(location), transform, source)
      } catch (error) {
        console.error(`content-lake: cannot transform ${key}: ${(error as Error).message}`)
        throw dataError(422, 'imageTransformError', 'The picture cannot be transformed as asked')
      }
      await this.#cache.put(key, bytes)
      return bytes
    })
    if (!done) throw apiError(503, 'The image server is busy with other pictures: ask again shortly')
    return done.value
  }
}
