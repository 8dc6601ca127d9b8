import { FILE_NAME, IMAGE_FILE_NAME, UPLOADED_FILE_HEADERS } from '@shared/uploaded-images'
import { settings } from '@/hosting/runtime.ts'

/**
 * The local Content Lake's images and files, served by this site at the paths Sanity's CDN uses
 * (`/images/<project>/<dataset>/<file>?<transformations>`, `/files/<project>/<dataset>/<sha1>.<ext>`),
 * so `imageUrl()` builds the same URLs as in hosted mode, only relative, next/image optimises them as
 * local images, and a page can link a file of the lake. The lake listens on loopback only; this
 * forwards the request there. Any other deployment answers 404.
 *
 * Raster pictures only: the site never shows an SVG (next/image refuses them), and an SVG opened at
 * an address of this origin could run script where the Studio keeps its token. Files come as the
 * lake serves them: always a download (`Content-Disposition: attachment`). Every answer carries
 * UPLOADED_FILE_HEADERS besides, so no uploaded file runs script here, whatever its bytes.
 */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'vary']

const answer = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { ...UPLOADED_FILE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/** What the site serves of the lake: pictures (no SVG) and files, each at the CDN's path. */
const KINDS = {
  images: (file: string) => IMAGE_FILE_NAME.test(file) && !file.endsWith('.svg'),
  files: (file: string) => FILE_NAME.test(file),
}

async function forward(request: Request, kind: keyof typeof KINDS, path: string[]): Promise<Response> {
  const source = settings().content
  // A vanity name may follow the file (`…/<file>/preisliste.pdf`); the lake serves it as the file.
  const [projectId, dataset, file = '', ...rest] = path
  if (
    source.kind !== 'hosted' ||
    !source.localLake ||
    !source.apiHost ||
    projectId !== source.projectId ||
    dataset !== source.dataset ||
    rest.length > 1 ||
    !KINDS[kind](file)
  )
    return answer(404, 'Not found')
  const { search } = new URL(request.url)
  let upstream: Response
  try {
    upstream = await fetch(`${source.apiHost}/${kind}/${projectId}/${dataset}/${file}${search}`, {
      headers: { accept: request.headers.get('accept') ?? (kind === 'images' ? 'image/*' : '*/*') },
    })
  } catch (error) {
    console.error(`[${kind}] The local Content Lake cannot be reached: ${(error as Error).message}`)
    return answer(502, 'The local Content Lake cannot be reached')
  }
  const headers = new Headers(UPLOADED_FILE_HEADERS)
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: upstream.status, headers })
}

export function localLakeImage(request: Request, path: string[]): Promise<Response> {
  return forward(request, 'images', path)
}

export function localLakeFile(request: Request, path: string[]): Promise<Response> {
  return forward(request, 'files', path)
}
