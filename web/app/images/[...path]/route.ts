import { localLakeImage } from '@/lib/sanity/local-lake-images'

/** Images of the local Content Lake (CONTENT_LAKE=local) at the path of Sanity's CDN; 404 otherwise. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return localLakeImage(request, (await params).path)
}
