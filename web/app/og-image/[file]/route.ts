import { cacheLife } from 'next/cache'
import { getIndexablePages, getShareImage } from '@/lib/content'
import { SHARE_IMAGE, SHARE_IMAGE_ID } from '@/lib/seo/share-image'
import { renderShareImage } from '@/lib/seo/share-image-render'

/**
 * /og-image/<document id>.jpg: the picture of a shared link (web/lib/seo/share-image.ts). A route
 * handler, not an `opengraph-image` file: with Cache Components that file convention makes every
 * page dynamic (vercel/next.js#88043). Prerendered for every indexable page and cached like a page:
 * publishing the document or the settings expires it through the tags of its query.
 */
export async function generateStaticParams() {
  // The settings' id stands for pages without a document of their own (the thank-you pages).
  const ids = [...(await getIndexablePages()).map((page) => page.documentId), 'siteSettings']
  return ids.map((id) => ({ file: `${id}.jpg` }))
}

async function shareImageFile(id: string): Promise<Uint8Array | null> {
  'use cache'
  cacheLife('max')
  const image = await getShareImage(id)
  return image ? renderShareImage(image) : null
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const id = file.endsWith('.jpg') ? file.slice(0, -'.jpg'.length) : ''
  const body = SHARE_IMAGE_ID.test(id) ? await shareImageFile(id) : null
  if (!body) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return new Response(body.slice().buffer, {
    headers: {
      'Content-Type': SHARE_IMAGE.type,
      // The address changes with the picture (?v=…), so a day in browsers and shared caches is safe.
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
