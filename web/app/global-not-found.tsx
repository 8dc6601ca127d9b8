import type { Metadata } from 'next'
import { FullPageLinks } from '@/components/layout/full-page-links'
import { SiteChrome } from '@/components/layout/site-chrome'
import { NotFoundContent, notFoundMetadata } from '@/components/pages/not-found-content'
import { Document } from './document'
import { metadata as rootMetadata, viewport as rootViewport } from './layout'
import './globals.css'

/**
 * The 404 page of every address no route matches (and of unknown slugs, which the proxy sends to such
 * an address): a document of its own, rendered without the root layout. As the root `not-found.tsx` it
 * was the root layout's not-found boundary and travelled in every page's RSC payload (header, footer and
 * 404 text, ~13 KB). `notFound()` inside the site's pages shows app/(site)/not-found.tsx.
 */
export async function generateMetadata(): Promise<Metadata> {
  return { ...rootMetadata, ...(await notFoundMetadata()) }
}

export const viewport = rootViewport

export default function GlobalNotFound() {
  return (
    <Document>
      <SiteChrome>
        <NotFoundContent />
      </SiteChrome>
      <FullPageLinks />
    </Document>
  )
}
