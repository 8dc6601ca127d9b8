import { FadeIn } from '../ui/fade-in'
import { Icon, isIconName } from '../ui/icon'

export type FeatureItem = { _key: string; icon: string | null; title: string | null; text: string | null }

/** Cards of icon + title + text: strengths, benefits, reasons. */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[] | null | undefined; columns?: 2 | 3 | 4 }) {
  if (!items?.length) return null
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' }[columns]
  return (
    <ul className={`mt-12 grid gap-6 ${grid}`}>
      {items.map((item, index) => (
        <li key={item._key}>
          <FadeIn delayMs={index * 60} className="h-full">
            {/* Icon beside the text on phones (less scrolling), above it from tablet width on. */}
            <div className="flex h-full gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] md:block md:p-7">
              {isIconName(item.icon) ? (
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-petrol-50 text-petrol-700 md:size-12">
                  <Icon name={item.icon} />
                </span>
              ) : null}
              <div>
                <h3 className="text-lg font-bold md:mt-5">{item.title}</h3>
                {item.text ? <p className="mt-1 leading-relaxed text-ink-soft md:mt-2">{item.text}</p> : null}
              </div>
            </div>
          </FadeIn>
        </li>
      ))}
    </ul>
  )
}
