import { disableDraftMode } from '@/lib/sanity/draft-mode/handlers'

/** "Vorschau beenden": turns draft mode off and sends the browser (303) to `?redirect=/…` or the page it came from. */
export function GET(request: Request): Promise<Response> {
  return disableDraftMode(request)
}
