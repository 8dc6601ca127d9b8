import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'

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

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  // .btn (web/app/globals.css): what every button shares, once in the stylesheet instead of in every button's markup.
  return `btn ${VARIANTS[variant]} ${SIZES[size]} ${extra}`
}

type LinkButtonProps = Omit<ComponentProps<typeof Link>, 'className'> & {
  variant?: Variant
  size?: Size
  className?: string
  children: ReactNode
}

export function LinkButton({ variant, size, className, children, ...props }: LinkButtonProps) {
  return (
    <Link {...props} className={buttonClasses(variant, size, className)}>
      {children}
    </Link>
  )
}
