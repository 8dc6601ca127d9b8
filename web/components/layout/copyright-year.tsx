import { cacheLife } from 'next/cache'

const BERLIN_YEAR = new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: 'Europe/Berlin' })
/** New Year's midnight in Germany is 23:00 UTC the day before (CET, UTC+1). */
const CET_OFFSET_MS = 3_600_000

/**
 * The current year for the footer's ©, cached with the page and renewed at
 * midnight on New Year's Eve in Germany, so a static page never shows last year.
 */
export async function CopyrightYear() {
  'use cache'
  const now = Date.now()
  const year = Number(BERLIN_YEAR.format(now))
  const secondsLeft = Math.max(60, Math.ceil((Date.UTC(year + 1, 0, 1) - CET_OFFSET_MS - now) / 1000))
  cacheLife({ stale: 300, revalidate: secondsLeft, expire: secondsLeft + 86_400 })
  return <>{year}</>
}
