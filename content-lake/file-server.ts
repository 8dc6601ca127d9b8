import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { attachment, UPLOADED_FILE_HEADERS } from '../shared/uploaded-images.ts'
import { notFound } from './errors.ts'

/**
 * Uploaded files (`GET /files/<project>/<dataset>/<sha1>.<ext>`, as on Sanity's CDN), streamed from
 * the working copy. Always a download (`Content-Disposition: attachment`, under the `dl` name or the
 * name it was uploaded with) with UPLOADED_FILE_HEADERS besides: whatever the bytes are, a browser
 * never shows them as a page of the lake's origin (docs/decisions.md, issue 41).
 */
export async function answerFile(
  request: IncomingMessage,
  response: ServerResponse,
  {
    location,
    mimeType,
    filename,
    cors,
  }: { location: string; mimeType: string; filename: string; cors: Record<string, string> },
): Promise<void> {
  const size = await stat(location).then(
    (stats) => stats.size,
    () => null,
  )
  if (size === null) throw notFound('No such file')
  response.writeHead(200, {
    ...cors,
    ...UPLOADED_FILE_HEADERS,
    'content-type': /^[a-z]+\/[a-z0-9.+-]+$/.test(mimeType) ? mimeType : 'application/octet-stream',
    'content-length': String(size),
    'content-disposition': attachment(filename),
    'cache-control': 'public, max-age=31536000, immutable',
    'cross-origin-resource-policy': 'cross-origin',
  })
  if (request.method === 'HEAD') return void response.end()
  createReadStream(location)
    .on('error', () => response.destroy())
    .pipe(response)
}
