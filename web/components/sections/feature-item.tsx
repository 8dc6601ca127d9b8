import type { IconName } from '@shared/icons'
import { Icon, isIconName } from '@/components/ui/icon'
import { hyphenate } from '@/lib/hyphenate'

export type FeatureItemData = { _key: string; icon: string | null; title: string | null; text: string | null }

/**
 * How a feature item sits in its section:
 * - `card`: a card; icon beside the text on phones (less scrolling), above it from tablet width on;
 * - `row`: a card with the icon beside the text (lists under free text);
 * Below 400 px both put the icon above the text: long German compounds need the whole width.
 * - `check`: a check mark instead of the icon, no card (reasons beside an image);
 * - `centered`: centred, large icon, accent line on top (intervals to choose from).
 */
export type FeatureItemLayout = 'card' | 'row' | 'check' | 'centered'

/** Each part's utilities are one class in web/app/globals.css (`.feature-*`, issue 29). */
const LAYOUTS: Record<FeatureItemLayout, { item: string; iconBox: string; icon: string; title: string; text: string }> =
  {
    card: {
      item: 'feature-card',
      iconBox: 'feature-card-icon',
      icon: 'size-6',
      title: 'feature-card-title',
      text: 'feature-card-text',
    },
    row: {
      item: 'feature-row',
      iconBox: 'feature-row-icon',
      icon: 'size-6',
      title: 'feature-title',
      text: 'feature-text',
    },
    check: {
      item: 'flex gap-4',
      iconBox: 'feature-check-icon',
      icon: 'size-4.5',
      title: 'feature-title',
      text: 'feature-text',
    },
    centered: {
      item: 'relative flex h-full flex-col overflow-hidden rounded-card border border-line/70 bg-white p-8 text-center shadow-card',
      iconBox: 'mx-auto flex size-14 items-center justify-center rounded-full bg-petrol-50 text-petrol-700',
      icon: 'size-7',
      title: 'mt-5 text-xl font-extrabold text-ink',
      text: 'mt-3 leading-relaxed text-ink-soft',
    },
  }

/** The icon an item shows: the check mark in `check` layout, else the editor's icon or the layout's fallback. */
function itemIcon(item: FeatureItemData, layout: FeatureItemLayout, fallback?: IconName): IconName | null {
  if (layout === 'check') return 'check'
  if (isIconName(item.icon)) return item.icon
  return fallback ?? null
}

/** One feature item (icon, title, text): the single rendering every section uses. */
export function FeatureItem({
  item,
  layout,
  fallbackIcon,
}: {
  item: FeatureItemData
  layout: FeatureItemLayout
  fallbackIcon?: IconName
}) {
  const styles = LAYOUTS[layout]
  const icon = itemIcon(item, layout, fallbackIcon)
  return (
    <div className={styles.item}>
      {layout === 'centered' ? (
        <span
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-petrol-700 to-petrol-600"
        />
      ) : null}
      {icon ? (
        <span className={styles.iconBox}>
          <Icon name={icon} className={styles.icon} />
        </span>
      ) : null}
      {/* min-w-0: a long word wraps inside the card instead of widening it (320 px screens). */}
      <div className="min-w-0">
        <h3 className={styles.title}>{hyphenate(item.title)}</h3>
        {item.text ? <p className={styles.text}>{hyphenate(item.text)}</p> : null}
      </div>
    </div>
  )
}

/** A list of feature items; `className` sets the grid. */
export function FeatureList({
  items,
  layout,
  className,
  fallbackIcon,
}: {
  items: FeatureItemData[] | null | undefined
  layout: FeatureItemLayout
  className: string
  fallbackIcon?: IconName
}) {
  if (!items?.length) return null
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item._key}>
          <FeatureItem item={item} layout={layout} fallbackIcon={fallbackIcon} />
        </li>
      ))}
    </ul>
  )
}
