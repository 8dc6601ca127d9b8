import type { SETTINGS_QUERY_RESULT } from './sanity/sanity.types'

export type OpeningHoursEntry = NonNullable<NonNullable<SETTINGS_QUERY_RESULT>['openingHours']>[number]

/** The words around opening hours (site texts, „Kontaktangaben“). */
export type OpeningHoursWords = { byArrangement: string; timeSuffix: string }

/** "08:00 – 17:00 Uhr", "nach Vereinbarung", or null for an entry without times. */
export function openingHoursText(entry: OpeningHoursEntry, words: OpeningHoursWords): string | null {
  if (entry.byArrangement) return words.byArrangement
  if (entry.opens && entry.closes) return `${entry.opens} – ${entry.closes} ${words.timeSuffix}`.trim()
  return null
}

/** The entries that can be shown: a label and a time each. */
export function openingHoursRows(entries: OpeningHoursEntry[] | null | undefined, words: OpeningHoursWords) {
  return (entries ?? []).flatMap((entry) => {
    const time = openingHoursText(entry, words)
    return entry.label && time ? [{ key: entry._key, label: entry.label, time }] : []
  })
}
