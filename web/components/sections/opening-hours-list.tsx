import { type OpeningHoursEntry, type OpeningHoursWords, openingHoursRows } from '@/lib/opening-hours'

/** Opening hours as a two-column definition list (days, times); nothing without an entry to show. */
export function OpeningHoursList({
  entries,
  words,
  className = '',
  timeClassName = 'text-ink-soft',
}: {
  entries: OpeningHoursEntry[] | null | undefined
  words: OpeningHoursWords
  className?: string
  timeClassName?: string
}) {
  const rows = openingHoursRows(entries, words)
  if (!rows.length) return null
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 ${className}`}>
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd className={timeClassName}>{row.time}</dd>
        </div>
      ))}
    </dl>
  )
}
