import { resolveContentSource } from './env'

/**
 * The local Content Lake's images, served by this site at the path Sanity's CDN uses
 * (`/images/<project>/<dataset>/<file>?<transformations>`), so `imageUrl()` builds the same URLs as
 * in hosted mode, only relative, and next/image optimises them as local images. The lake listens on
 * loopback only; this forwards the request there. Any other deployment answers 404.
 */
const FILE = /^[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp|gif|svg)$/
const PASSED_HEADERS = ['content-type', 'cache-control', 'vary']

export async function localLakeImage(request: Request, path: string[]): Promise<Response> {
  const source = resolveContentSource()
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
    return new Response('Not found', { status: 404 })
  const { search } = new URL(request.url)
  const upstream = await fetch(`${source.apiHost}/images/${projectId}/${dataset}/${file}${search}`, {
    headers: { accept: request.headers.get('accept') ?? 'image/*' },
  })
  const headers = new Headers()
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: upstream.status, headers })
}
