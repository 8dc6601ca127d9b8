import type { ReactNode } from 'react'

/** Re-mounted on every navigation: a short fade as page transition (off with reduced motion). */
export default function PageTransition({ children }: { children: ReactNode }) {
  return <div className="animate-page-in">{children}</div>
}
