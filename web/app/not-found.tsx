import type { Metadata } from 'next'
import { SiteChrome } from '../components/layout/site-chrome'
import { NotFoundContent } from '../components/pages/not-found-content'

export const metadata: Metadata = {
  title: 'Seite nicht gefunden',
  robots: { index: false, follow: false },
}

/** Unknown paths outside the site group (no layout around them yet), so it brings the chrome itself. */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  )
}
