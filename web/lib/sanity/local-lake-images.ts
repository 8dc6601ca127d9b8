import { UPLOADED_FILE_HEADERS } from '@shared/uploaded-images'
import { settings } from '@/hosting/runtime.ts'

/**
 * The local Content Lake's images, served by this site at the path Sanity's CDN uses
 * (`/images/<project>/<dataset>/<file>?<transformations>`), so `imageUrl()` builds the same URLs as
 * in hosted mode, only relative, and next/image optimises them as local images. The lake listens on
 * loopback only; this forwards the request there. Any other deployment answers 404.
 *
 * Raster pictures only: the site never shows an SVG (next/image refuses them), and an SVG opened at
 * an address of this origin could run script where the Studio keeps its token. Every answer carries
 * UPLOADED_FILE_HEADERS besides, so no uploaded file runs script here, whatever its bytes.
 */
const FILE = /^[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp|gif)$/
const PASSED_HEADERS = ['content-type', 'cache-control', 'vary']

const answer = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { ...UPLOADED_FILE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

export async function localLakeImage(request: Request, path: string[]): Promise<Response> {
  const source = settings().content
  const [projectId, dataset, file = '', ...rest] = path
  if (
    source.kind !== 'hosted' ||
    !source.localLake ||
    !source.apiHost ||
    projectId !== source.projectId ||
    dataset !== source.dataset ||
    rest.length > 0 ||
    !FILE.test(file)
  )
    return answer(404, 'Not found')
  const { search } = new URL(request.url)
  let upstream: Response
  try {
    upstream = await fetch(`${source.apiHost}/images/${projectId}/${dataset}/${file}${search}`, {
      headers: { accept: request.headers.get('accept') ?? 'image/*' },
    })
  } catch (error) {
    console.error(`[images] The local Content Lake cannot be reached: ${(error as Error).message}`)
    return answer(502, 'The local Content Lake cannot be reached')
  }
  const headers = new Headers(UPLOADED_FILE_HEADERS)
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: upstream.status, headers })
}
