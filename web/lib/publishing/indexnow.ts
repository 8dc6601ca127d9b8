/**
 * IndexNow (Bing, Yandex, Seznam, Naver …): after a publish the site names the pages whose content
 * changed, so search engines need not wait for their next crawl. Off without INDEXNOW_KEY
 * (web/hosting/publishing-settings.ts).
 */
import { documentPath } from '@shared/documents'
import { after } from 'next/server'
import type { IndexNowConfig } from '@/hosting/publishing-settings.ts'
import { settings } from '@/hosting/runtime.ts'
import { createContentReaders } from '@/lib/content/readers'
import { germanDate } from '@/lib/job-postings/dates'
import { type DocumentChange, deliveryTags } from '@/lib/sanity/dependencies'
import { runQuery } from '@/lib/sanity/fetch'
import { createPageIndex, type IndexablePage, pageContentTags } from '@/lib/seo/indexable-pages'
import { absoluteUrl, siteUrl } from '@/lib/site-url'

/**
 * The paths whose own content shows the changed document: its page, and every indexable page whose
 * content reads carry one of the delivery's tags (a testimonial → the pages listing it; a service → its
 * page and the pages whose sections list services). Menus and footers are not content reads, so a
 * change that only shows there (settings, site texts, a category's menu title) names no other page.
 * The document's own path is named even when it has no indexable page any more (deleted, hidden,
 * made noindex), so search engines drop it sooner.
 */
export function changedPaths(change: DocumentChange, pages: readonly IndexablePage[]): string[] {
  const expired = new Set(deliveryTags(change))
  const paths = new Set<string>()
  const own = documentPath(change)
  if (own) paths.add(own)
  for (const page of pages) {
    if ([...pageContentTags(page)].some((tag) => expired.has(tag))) paths.add(page.path)
  }
  return [...paths]
}

/** The request body IndexNow expects: one POST for all URLs of one publish. */
export function indexNowBody(config: IndexNowConfig, paths: readonly string[]) {
  return {
    host: new URL(siteUrl()).host,
    key: config.key,
    keyLocation: absoluteUrl(`/${config.key}.txt`),
    urlList: paths.map(absoluteUrl),
  }
}

/** Answers worth another try: rate limiting and server errors (400, 403 and 422 will not change). */
const retryable = (status: number) => status === 429 || status >= 500

export type SubmitOptions = {
  fetch?: typeof fetch
  attempts?: number
  /** Wait before attempt n + 1 (n starts at 1): 2 s, then 8 s by default. */
  backoffMs?: (attempt: number) => number
}

/** POSTs the body, retrying with backoff; resolves with the outcome, never rejects. */
export async function submitToIndexNow(
  config: IndexNowConfig,
  body: ReturnType<typeof indexNowBody>,
  { fetch: send = fetch, attempts = 3, backoffMs = (attempt) => 2000 * 4 ** (attempt - 1) }: SubmitOptions = {},
): Promise<{ ok: boolean; attempts: number; status: number | null }> {
  let status: number | null = null
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await send(config.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
      status = response.status
      await response.body?.cancel()
      // 200: received; 202: received, the key file is still being checked.
      if (response.ok) return { ok: true, attempts: attempt, status }
      if (!retryable(status)) return { ok: false, attempts: attempt, status }
    } catch {
      status = null
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)))
  }
  return { ok: false, attempts, status }
}

const readers = createContentReaders(runQuery)
/** The indexable pages as published now (uncached: the webhook runs right after the change). */
const currentPages = createPageIndex(runQuery, async () =>
  (await readers.getOpenJobPostingSlugs(germanDate(new Date()))).filter((slug): slug is string => Boolean(slug)),
)

/** Tells IndexNow about one published change; logs the outcome instead of throwing. */
export async function notifyIndexNow(
  change: DocumentChange,
  config: IndexNowConfig,
  options: SubmitOptions & { pages?: () => Promise<IndexablePage[]> } = {},
): Promise<void> {
  try {
    const paths = changedPaths(change, await (options.pages ?? currentPages)())
    if (paths.length === 0) {
      console.info(`[indexnow] ${change._type} ${change._id}: no page shows it, nothing to submit`)
      return
    }
    const result = await submitToIndexNow(config, indexNowBody(config, paths), options)
    const outcome = `${paths.length} URL(s) for ${change._type} ${change._id} after ${result.attempts} attempt(s), status ${result.status ?? 'none'}`
    if (result.ok) console.info(`[indexnow] submitted ${outcome}`)
    else console.warn(`[indexnow] gave up: ${outcome}`)
  } catch (error) {
    console.warn(`[indexnow] ${change._type} ${change._id} not submitted: ${String(error)}`)
  }
}

/** For the publishing webhook: submits after the answer was sent (never delays or fails it). */
export function scheduleIndexNow(change: DocumentChange): void {
  const config = settings().publishing.indexNow
  if (config) after(() => notifyIndexNow(change, config))
}
