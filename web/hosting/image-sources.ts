/**
 * The image addresses this site wrote into its pages: the only remote (Sanity CDN) and local-lake
 * (/images/…) sources the image optimiser may fetch (docs/security.md, fourth review, M1). Part of the
 * process's runtime (runtime.ts).
 *
 * Why a list and not a pattern: the optimiser caches by the exact address, so every `?cb=N` or other
 * `rect=` on an image was a new upstream fetch (billed Sanity CDN bandwidth) and a new optimisation
 * (0.55 CPU-s for a 1200 px source, 5.5 for an 8192² one). Next's `images.remotePatterns[].search` and
 * `localPatterns[].search` match one exact query string, and the site writes a different `rect` and `w`
 * per image and crop (web/lib/sanity/image.ts), so no pattern can say „only what the site writes“.
 * The site knows, though: `imageUrl()` adds each address it writes (`add`), the server learns those in
 * the pages it starts with (`learnFromPages`: the build's, or the page cache of its content source),
 * and with Redis every instance hears of the others' (one set per build). web/server/guards.ts
 * answers 400 for any other address before the optimiser fetches anything.
 */
import type { SharedRedis } from './redis.ts'

/** Far above the images a site of this size writes (26 in the bundled dataset, a few per crop). */
const MAX_SOURCES = 50_000
/** The shared set lives as long as a shared page (page-cache-handler.ts). */
const SHARED_TTL_S = 7 * 24 * 60 * 60

/** `/_next/image?url=<encoded source>&…` as next/image writes it into HTML (`&` as `&amp;`). */
const OPTIMISER_ADDRESS = /\/_next\/image\?url=([^&"'\s]+)/g

export class ImageSources {
  private readonly known = new Set<string>()
  private full = false
  private readonly redis: SharedRedis

  constructor(redis: SharedRedis) {
    this.redis = redis
  }

  private get sharedKey(): string {
    return `${this.redis.buildKeyPrefix}image-sources`
  }

  /** An address the site wrote into a page. */
  add(source: string): void {
    if (this.known.has(source)) return
    if (this.known.size >= MAX_SOURCES) {
      if (!this.full)
        console.error(
          `[images] More than ${MAX_SOURCES} image addresses written: newer ones are refused by the optimiser.`,
        )
      this.full = true
      return
    }
    this.known.add(source)
    void this.redis.run(
      'sharing an image address',
      async (client) => {
        await client.multi().sAdd(this.sharedKey, source).expire(this.sharedKey, SHARED_TTL_S).exec()
        return true
      },
      false,
    )
  }

  /** Whether the site wrote `source` into a page: this instance, or another one of the same build (Redis). */
  async knows(source: string): Promise<boolean> {
    if (this.known.has(source)) return true
    const shared = await this.redis.run(
      'looking up an image address',
      async (client) => Boolean(await client.sIsMember(this.sharedKey, source)),
      false,
    )
    if (shared) this.known.add(source)
    return shared
  }

  /** The addresses written into pages this server starts with (prerendered or cached HTML). */
  learnFromPages(pages: Iterable<string>): void {
    for (const html of pages)
      for (const [, encoded = ''] of html.matchAll(OPTIMISER_ADDRESS)) {
        try {
          this.known.add(decodeURIComponent(encoded))
        } catch {
          // Not an address next/image wrote.
        }
      }
  }
}
