import type { SETTINGS_QUERY_RESULT } from './sanity/sanity.types'

export type OpeningHoursEntry = NonNullable<NonNullable<SETTINGS_QUERY_RESULT>['openingHours']>[number]

/** "08:00 – 17:00 Uhr", "nach Vereinbarung", or null for an entry without times. */
export function openingHoursText(entry: OpeningHoursEntry): string | null {
  if (entry.byArrangement) return 'nach Vereinbarung'
  if (entry.opens && entry.closes) return `${entry.opens} – ${entry.closes} Uhr`
  return null
}

/** The entries that can be shown: a label and a time each. */
export function openingHoursRows(entries: OpeningHoursEntry[] | null | undefined) {
  return (entries ?? []).flatMap((entry) => {
    const time = openingHoursText(entry)
    return entry.label && time ? [{ key: entry._key, label: entry.label, time }] : []
  })
}
