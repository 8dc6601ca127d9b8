import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { siteUrl } from '@/lib/site-url'
import { inter, manrope } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  themeColor: '#125e6a',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de" className={`${inter.variable} ${manrope.variable}`}>
      <body className="min-h-dvh bg-white font-sans text-ink">{children}</body>
    </html>
  )
}
