import { connection } from 'next/server'
import { enableDraftMode } from '@/lib/sanity/draft-mode/handlers'

/**
 * Entry of the Presentation tool (README, "Preview"): checks the preview secret against
 * the Content Lake, turns on draft mode and redirects to the previewed page. Answers
 * 404 on the bundled dataset and 503 without SANITY_API_READ_TOKEN (see web/lib/sanity/draft-mode/).
 */
export async function GET(request: Request): Promise<Response> {
  // Never prerendered: the answer depends on the request and on the environment at run time.
  await connection()
  return enableDraftMode(request)
}
