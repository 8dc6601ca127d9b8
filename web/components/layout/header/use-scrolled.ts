'use client'

import { useEffect, useState } from 'react'
import { HEADER_SOLID_SCROLL_PX } from '@/lib/constants'

/** Whether the page is scrolled past the point where the header turns solid (SPEC.md §9: 10 px). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SOLID_SCROLL_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return scrolled
}
