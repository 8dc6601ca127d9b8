/**
 * Icon names an editor may pick. The web app maps each to an SVG
 * (web/components/ui/icon.tsx); a test keeps both lists in step.
 */
export const ICON_NAMES = [
  'sparkles',
  'shield',
  'award',
  'clock',
  'calendar',
  'leaf',
  'users',
  'euro',
  'phone',
  'map-pin',
  'check',
  'star',
  'building',
  'home',
  'factory',
  'sun',
  'snowflake',
  'droplet',
  'wrench',
  'truck',
  'lock',
  'heart',
  'handshake',
  'clipboard',
  'search',
  'trending-up',
  'thermometer',
  'trash',
  'window',
  'broom',
] as const

export type IconName = (typeof ICON_NAMES)[number]
