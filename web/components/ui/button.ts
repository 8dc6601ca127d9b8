type Variant = 'primary' | 'secondary' | 'ghost' | 'light'
type Size = 'md' | 'lg'

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-gold-400 text-ink hover:bg-gold-300 shadow-sm',
  secondary: 'bg-petrol-700 text-white hover:bg-petrol-800',
  ghost: 'border border-petrol-700/25 text-petrol-800 hover:border-petrol-700 hover:bg-petrol-50',
  light: 'border border-white/40 text-white hover:bg-white/10',
}

const SIZES: Record<Size, string> = {
  md: 'min-h-11 px-5 text-[0.95rem]',
  lg: 'min-h-13 px-7 text-base',
}

/**
 * The classes of a button or a link that looks like one. No next/link here: a page that needs only
 * the classes (the error pages) does not load the router's link (LinkButton, link-button.tsx).
 */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  // .btn (web/app/globals.css): what every button shares, once in the stylesheet instead of in every button's markup.
  return `btn ${VARIANTS[variant]} ${SIZES[size]} ${extra}`
}
