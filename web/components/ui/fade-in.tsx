'use client'

import { type ReactNode, useEffect, useRef } from 'react'

/**
 * Fades its content in once, the first time it scrolls into view. Without
 * JavaScript, or with reduced motion, the content is simply visible.
 */
export function FadeIn({
  children,
  className = '',
  delayMs = 0,
}: {
  children: ReactNode
  className?: string
  delayMs?: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    // Already on screen at mount: leave it alone rather than hide and re-show it.
    if (!('IntersectionObserver' in window) || element.getBoundingClientRect().top < window.innerHeight) return
    element.setAttribute('data-fade', 'pending')
    const show = () => element.setAttribute('data-fade', 'visible')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          show()
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} className={className} style={delayMs ? { animationDelay: `${delayMs}ms` } : undefined}>
      {children}
    </div>
  )
}
