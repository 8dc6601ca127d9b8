'use client'

import type { MouseEvent, ReactNode } from 'react'
import { scrollToSection } from '@/lib/scroll'
import { buttonClasses } from './button'

type ButtonStyle = Parameters<typeof buttonClasses>

/**
 * A button-styled in-page link that scrolls to `#targetId` and moves keyboard
 * focus there. Without JavaScript the plain anchor still jumps to the target.
 */
export function ScrollButton({
  targetId,
  children,
  variant = 'primary',
  size = 'lg',
  className = '',
}: {
  targetId: string
  children: ReactNode
  variant?: ButtonStyle[0]
  size?: ButtonStyle[1]
  className?: string
}) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    scrollToSection(target)
  }

  return (
    <a href={`#${targetId}`} onClick={handleClick} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  )
}
