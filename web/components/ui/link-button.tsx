import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'
import { buttonClasses } from './button'

type LinkButtonProps = Omit<ComponentProps<typeof Link>, 'className'> & {
  variant?: Parameters<typeof buttonClasses>[0]
  size?: Parameters<typeof buttonClasses>[1]
  className?: string
  children: ReactNode
}

/** A link to a page of the site, styled as a button. */
export function LinkButton({ variant, size, className, children, ...props }: LinkButtonProps) {
  return (
    <Link {...props} className={buttonClasses(variant, size, className)}>
      {children}
    </Link>
  )
}
