import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { siteUrl } from '@/lib/site-url'
import { Document } from './document'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  themeColor: '#125e6a',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>
}
