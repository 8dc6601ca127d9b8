import { format as formatDate } from 'date-fns'
import { de } from 'date-fns/locale/de'

/**
 * `date-fns/format` for the Studio's bundle (next.config.ts and sanity.cli.ts point the Studio's imports
 * here). The Studio writes the date of an older revision („Revision vom …“ above a document opened from
 * its history) with a fixed English pattern and no locale: „Nov 27, 2026 @ 10:56:47 PM“. That one
 * display-only pattern is written the German way; every other pattern is passed on unchanged, since the
 * Studio parses what its date inputs show with the same pattern.
 */

const REVISION_PATTERN = "MMM d, yyyy '@' pp"
const GERMAN_REVISION_PATTERN = "d. MMMM yyyy, HH:mm:ss 'Uhr'"

export function format(
  date: Parameters<typeof formatDate>[0],
  pattern: string,
  options?: Parameters<typeof formatDate>[2],
) {
  return pattern === REVISION_PATTERN
    ? formatDate(date, GERMAN_REVISION_PATTERN, { ...options, locale: de })
    : formatDate(date, pattern, options)
}

export default format
