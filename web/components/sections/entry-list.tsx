import type { IconName } from '@shared/icons'
import type { ReactNode } from 'react'
import { Icon } from '@/components/ui/icon'

const ICON_TONES = {
  gold: 'bg-gold-400/20 text-gold-600',
  petrol: 'bg-petrol-50 text-petrol-700',
} as const

/**
 * Entries of a list document (awards, memberships) as cards with a round icon: two columns on
 * large screens, three on wide ones when they fill whole rows of three, and a last card alone in
 * its row spans it, so no cell stays empty. Below 400 px the icon sits above the text, so long
 * names keep the whole width.
 */
export function EntryList<T extends { _id: string }>({
  entries,
  icon,
  tone,
  media,
  children,
}: {
  entries: T[]
  icon: IconName
  tone: keyof typeof ICON_TONES
  /** An entry's own picture (an award's logo) in place of the icon; null keeps the icon. */
  media?: (entry: T) => ReactNode
  children: (entry: T) => ReactNode
}) {
  const inThrees = entries.length % 3 === 0
  return (
    <ul className={`mt-10 grid gap-4 lg:grid-cols-2 ${inThrees ? 'xl:grid-cols-3' : ''}`}>
      {entries.map((entry) => (
        <li
          key={entry._id}
          className={`flex flex-col gap-4 rounded-card border border-line bg-white p-5 min-[400px]:flex-row min-[400px]:gap-5 sm:p-6 lg:last:odd:col-span-2 ${inThrees ? 'xl:last:odd:col-span-1' : ''}`}
        >
          {media?.(entry) ?? (
            <span
              className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${ICON_TONES[tone]}`}
            >
              <Icon name={icon} />
            </span>
          )}
          <div className="min-w-0">{children(entry)}</div>
        </li>
      ))}
    </ul>
  )
}
