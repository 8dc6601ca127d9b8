import { SiteChrome } from '@/components/layout/site-chrome'
import { NotFoundContent, notFoundMetadata } from '@/components/pages/not-found-content'

export const generateMetadata = notFoundMetadata

/** Unknown paths outside the site group (no layout around them yet), so it brings the chrome itself. */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  )
}
