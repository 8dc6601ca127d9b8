import type { ReactNode } from 'react'
import { inter, manrope } from './fonts'

/**
 * The `<html>` and `<body>` of every document: the root layout's and the global 404 page's, which
 * Next.js renders without the root layout (app/global-not-found.tsx).
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="de" className={`${inter.variable} ${manrope.variable}`}>
      <body className="min-h-dvh bg-white font-sans text-ink">{children}</body>
    </html>
  )
}
