import { connection } from 'next/server'
import { settings } from '@/hosting/runtime.ts'

/**
 * The IndexNow key file, `/<key>.txt` (rewritten here, web/lib/publishing/indexnow-key-file.ts):
 * the key as plain text, which proves to search engines that the submissions come from this site.
 * The key is the runtime's (read when the server starts), so setting INDEXNOW_KEY needs a restart, not a rebuild.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection()
  const { file } = await params
  const config = settings().publishing.indexNow
  if (!config || file !== `${config.key}.txt`)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(config.key, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
