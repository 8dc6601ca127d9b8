/**
 * „Gültig bis“ is a calendar date in the company's time zone: a posting is open through the end
 * of that day in Germany and closes at the following midnight, German time (summer or winter).
 */
export const POSTING_TIME_ZONE = 'Europe/Berlin'

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: POSTING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** Minutes German time is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]))
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new Error(`Not a date (YYYY-MM-DD): "${date}"`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** The moment a posting closes: midnight German time at the start of the day after `validThrough`. */
export function closesAt(validThrough: string): Date {
  const [year, month, day] = parseDate(validThrough)
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1)
  // Midnight is never inside a daylight-saving jump in Germany (they happen at 02:00 and 03:00).
  const guess = midnightAsUtc - offsetMinutes(midnightAsUtc) * 60_000
  return new Date(midnightAsUtc - offsetMinutes(guess) * 60_000)
}

/** The last second of `date` in Germany with its UTC offset, e.g. 2027-09-30T23:59:59+02:00 (ISO 8601). */
export function endOfDayIso(date: string): string {
  const offset = offsetMinutes(closesAt(date).getTime() - 1000)
  const sign = offset >= 0 ? '+' : '-'
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${date}T23:59:59${sign}${hours}:${minutes}`
}

/** The calendar date in Germany at `instant` (YYYY-MM-DD): a posting is open while it is not after „Gültig bis“. */
export function germanDate(instant: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

type Dated = { validThrough: string | null }

/** Open until its closing moment; a posting without „Gültig bis“ is never shown (the Studio requires one). */
export function isOpen(posting: Dated, now: Date): boolean {
  return posting.validThrough !== null && now < closesAt(posting.validThrough)
}

/** Seconds from `now` until the next of `postings` closes, or null when none of them is still open. */
export function secondsUntilNextClose(postings: readonly Dated[], now: Date): number | null {
  const closings = postings
    .filter((posting) => isOpen(posting, now))
    .map((posting) => closesAt(posting.validThrough as string).getTime() - now.getTime())
  return closings.length ? Math.ceil(Math.min(...closings) / 1000) : null
}
