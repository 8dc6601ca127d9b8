import { SiteChrome } from '@/components/layout/site-chrome'
import { NotFoundContent, notFoundMetadata } from '@/components/pages/not-found-content'
import { inter, manrope } from './fonts'

export const generateMetadata = notFoundMetadata

/**
 * Unknown paths outside the site group (no layout around them yet), so it brings the chrome itself.
 * Next.js preloads a next/font file only on routes whose own modules use the font; the root layout
 * does not count for this route, so the 404 page names the fonts itself (else its text swaps font
 * seconds after the first paint and shifts the page).
 */
export default function NotFound() {
  return (
    <div className={`contents ${inter.variable} ${manrope.variable}`}>
      <SiteChrome>
        <NotFoundContent />
      </SiteChrome>
    </div>
  )
}
