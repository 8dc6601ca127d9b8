import { PLACEHOLDER_PATTERN, type PlaceholderName } from '@shared/placeholders'
import { type OpeningHoursWords, openingHoursText } from '@/lib/opening-hours'
import type { SETTINGS_QUERY_RESULT } from '@/lib/sanity/sanity.types'

type Settings = NonNullable<SETTINGS_QUERY_RESULT>

/** A number with the unit the editor wrote beside it in the settings, e.g. „24 Stunden“. */
function amount(value: number | null | undefined, unit: string | null | undefined): string | null {
  return value ? [value, unit].filter(Boolean).join(' ') : null
}

/** The value of each placeholder (shared/placeholders.ts), from the settings; null when not set. */
export function placeholderValues(
  settings: Settings,
  words: OpeningHoursWords,
): Record<PlaceholderName, string | null> {
  const hours = (settings.openingHours ?? [])
    .filter((entry) => !entry.byArrangement && entry.label)
    .map((entry) => {
      const time = openingHoursText(entry, words)
      return time ? `${entry.label} ${time}` : null
    })
    .filter(Boolean)
  return {
    Antwortzeit: amount(settings.quoteResponseHours, settings.quoteResponseUnit),
    Bewerbungsfrist: amount(settings.applicationResponseDays, settings.applicationResponseUnit),
    Einsatzradius: amount(settings.serviceArea?.radiusKm, settings.serviceArea?.radiusUnit),
    Gründungsjahr: settings.foundingYear ? String(settings.foundingYear) : null,
    Erfahrungsjahre: settings.experienceYears ? String(settings.experienceYears) : null,
    Kundenzahl: settings.customerCount ? String(settings.customerCount) : null,
    Telefon: settings.phone,
    'E-Mail': settings.email,
    Bürozeiten: hours.length ? hours.join(', ') : null,
    Notdienst: settings.emergencyNote,
  }
}

/**
 * Replaces every known `{Placeholder}` in every string of `value` (deeply, portable text
 * included) with its value from the settings. Unknown or unset placeholders stay as written,
 * so a typo is visible instead of silently dropped (the Studio warns about it).
 */
export function fillPlaceholders<T>(value: T, settings: Settings, words: OpeningHoursWords): T {
  const values = placeholderValues(settings, words) as Record<string, string | null>
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string')
      return item.includes('{')
        ? item.replace(PLACEHOLDER_PATTERN, (token, name: string) => values[name] ?? token)
        : item
    if (Array.isArray(item)) return item.map(fill)
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, fill(entry)]))
    return item
  }
  return fill(value) as T
}
