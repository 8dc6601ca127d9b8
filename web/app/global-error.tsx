'use client'

import { contactAtBuild } from '@/components/errors/contact'
import { LazyErrorView } from '@/components/errors/lazy-error-view'
import { Document } from './document'
import './globals.css'

/**
 * What is left when even the site's layout fails (its settings, menu or texts cannot be read): a
 * document of its own, German, in the site's fonts and colours, with the phone number the build
 * found (the settings may be what is unreachable). The server answers 500.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <Document>
      <main className="min-h-dvh bg-petrol-950">
        <LazyErrorView contact={contactAtBuild()} onRetry={retry} />
      </main>
    </Document>
  )
}
