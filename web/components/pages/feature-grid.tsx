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
            <div className="h-full rounded-[var(--radius-card)] border border-line bg-white p-7 shadow-[var(--shadow-card)]">
              {isIconName(item.icon) ? (
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-petrol-50 text-petrol-700">
                  <Icon name={item.icon} />
                </span>
              ) : null}
              <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
              {item.text ? <p className="mt-2 leading-relaxed text-ink-soft">{item.text}</p> : null}
            </div>
          </FadeIn>
        </li>
      ))}
    </ul>
  )
}
