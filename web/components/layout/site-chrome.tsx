import { ANCHORS } from '@shared/routes'
import type { ReactNode } from 'react'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { GoogleAnalytics } from '@/components/consent/google-analytics'
import { SiteContactProvider } from '@/components/errors/contact'
import { ApplicationHost } from '@/components/forms/application-host'
import { phoneHref } from '@/components/sections/phone-link'
import type { Settings } from '@/components/sections/types'
import { DeferredHydration } from '@/components/ui/deferred-hydration'
import { buildMeasurementId } from '@/hosting/settings.ts'
import { getMenus, getSiteSettings, getSiteTexts, type Menus, type SiteTexts } from '@/lib/content'
import { CopyrightYear } from './copyright-year'
import { Footer } from './footer'
import { Header } from './header/header'
import { ScrollToTop } from './scroll-to-top'

/** Header, main area and footer shared by every page, including the 404 page. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const [settings, menus, texts] = await Promise.all([getSiteSettings(), getMenus(), getSiteTexts()])
  return (
    <SiteChromeView settings={settings} menus={menus} texts={texts} year={<CopyrightYear />}>
      {children}
    </SiteChromeView>
  )
}

/** The chrome from what SiteChrome read: the settings, the menus and the site texts. */
export function SiteChromeView({
  settings,
  menus,
  texts,
  year,
  children,
}: {
  settings: Settings
  menus: Menus
  texts: SiteTexts
  /** The year of the footer's ©. */
  year: ReactNode
  children: ReactNode
}) {
  const contact =
    settings.phone && settings.phoneE164
      ? { phone: settings.phone, phoneE164: settings.phoneE164, email: settings.email ?? null }
      : null
  return (
    <>
      <ScrollToTop />
      {/* First in the reading order: a keyboard or screen-reader visitor meets the question first. */}
      <ConsentBanner texts={texts.consent} />
      <GoogleAnalytics measurementId={buildMeasurementId()} />
      <Header
        brandName={settings.brandName ?? ''}
        // The footer's columns stay on the server: the header's client code gets only what it shows.
        menus={{ header: menus.header, servicesMenu: menus.servicesMenu }}
        phone={settings.phone ?? ''}
        phoneE164={settings.phoneE164 ?? ''}
        menuNote={settings.menuNote ?? ''}
        texts={{ navigation: texts.navigation, header: texts.header, newWindow: texts.elements.newWindow }}
      />
      <main id={ANCHORS.main} tabIndex={-1} className="outline-none">
        {/* The error page of a page that failed (app/(site)/error.tsx) shows the current phone number. */}
        <SiteContactProvider contact={contact}>{children}</SiteContactProvider>
      </main>
      <DeferredHydration>
        <Footer settings={settings} menus={menus} texts={texts} year={year} />
      </DeferredHydration>
      <ApplicationHost
        texts={texts.forms.application}
        problems={texts.forms.problems}
        phone={settings.phone && settings.phoneE164 ? { href: phoneHref(settings), label: settings.phone } : null}
      />
    </>
  )
}
