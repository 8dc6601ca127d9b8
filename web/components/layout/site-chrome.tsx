import { type ReactNode, Suspense } from 'react'
import { getNavigation, getSiteSettings } from '../../lib/content'
import { ANCHORS } from '../../lib/routes'
import { Footer } from './footer'
import { Header } from './header'
import { ScrollToTop } from './scroll-to-top'

/** Header, main area and footer shared by every page, including the 404 page. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const [settings, navigation] = await Promise.all([getSiteSettings(), getNavigation()])
  return (
    <>
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <Header
        brandName={settings.brandName ?? ''}
        navigation={navigation}
        phone={settings.phone ?? ''}
        phoneE164={settings.phoneE164 ?? ''}
        menuNote={settings.menuNote ?? ''}
      />
      <main id={ANCHORS.main} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer settings={settings} navigation={navigation} />
    </>
  )
}
