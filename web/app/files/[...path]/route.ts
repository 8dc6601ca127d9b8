import { localLakeFile } from '@/lib/sanity/local-lake-images'

/** Files of the local Content Lake (CONTENT_LAKE=local) at the path of Sanity's CDN, as downloads; 404 otherwise. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return localLakeFile(request, (await params).path)
}
