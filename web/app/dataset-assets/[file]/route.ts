import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { settings } from '@/hosting/runtime.ts'

/**
 * Serves the bundled dataset's images (the embedded default has no CDN), read at
 * request time so an image added to the dataset is served without a rebuild.
 * next/image optimises and caches them like CDN images.
 */
const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

function imagesDir(): string | null {
  const source = settings().content
  return source.kind === 'local' ? path.join(source.datasetDir, 'images') : null
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const dir = imagesDir()
  const type = MIME_TYPES[path.extname(file).toLowerCase()]
  if (!dir || !type || file !== path.basename(file)) return new Response('Not found', { status: 404 })
  try {
    const body = await readFile(path.join(dir, file))
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
