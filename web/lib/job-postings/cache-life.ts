import { cacheLife } from 'next/cache'
import { secondsUntilNextClose } from './dates'

/**
 * Next.js treats a cached result that expires within five minutes as dynamic and never prerenders
 * it (MIN_PRERENDERABLE_EXPIRE); a posting closing sooner stays visible for at most this long.
 */
export const MIN_CACHE_SECONDS = 300

/**
 * For a 'use cache' reader of job postings: its result, and every page built from it, expires the
 * moment the next of `postings` closes. The next request re-renders without the closed posting,
 * without a publish or a rebuild (route entries past their `expire` are rendered again before they
 * are served). Until then, and without an open posting, it lives like every content result ('max',
 * until a publish expires its tags).
 */
export function expireWhenNextCloses(postings: readonly { validThrough: string | null }[], now: Date) {
  cacheLife('max')
  const seconds = secondsUntilNextClose(postings, now)
  if (seconds === null) return
  const life = Math.max(seconds, MIN_CACHE_SECONDS)
  cacheLife({ revalidate: life, expire: life })
}
