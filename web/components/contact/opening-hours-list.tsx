import { type OpeningHoursEntry, openingHoursRows } from '../../lib/opening-hours'

/** Opening hours as a two-column definition list (days, times). */
export function OpeningHoursList({
  entries,
  className = '',
  timeClassName = 'text-ink-soft',
}: {
  entries: OpeningHoursEntry[] | null | undefined
  className?: string
  timeClassName?: string
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 ${className}`}>
      {openingHoursRows(entries).map((row) => (
        <div key={row.key} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd className={timeClassName}>{row.time}</dd>
        </div>
      ))}
    </dl>
  )
}
