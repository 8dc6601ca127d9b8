import { FIXED_PAGES, type FixedPageType } from '@shared/documents'
import { ROUTES } from '@shared/routes'
import type { Metadata } from 'next'
import { Sections } from '@/components/sections/sections'
import type { Section, Settings } from '@/components/sections/types'
import { JsonLd } from '@/components/ui/json-ld'
import { getFixedPage, getSiteSettings, getSiteTexts, type SiteTexts } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { type Crumb, pageStructuredData } from '@/lib/seo/structured-data'

/** What every page document (fixed page, landing page, service) brings to its view. */
type PageContent = {
  sections: Section[] | null
  seo: { description: string | null } | null
}

/** The name a page goes by in structured data: its H1. */
export function pageHeadline(sections: Section[] | null | undefined): string | null {
  const hero = sections?.find((section) => section._type === 'heroSection')
  return hero?._type === 'heroSection' ? hero.headline : null
}

/**
 * A page from the section library: its structured data (business, breadcrumbs, web page,
 * optionally the service) and its sections. Routes only fetch and pass what they read.
 */
export function PageView({
  page,
  settings,
  path,
  crumbs,
  name,
  service,
  isServicePage = false,
}: {
  page: PageContent
  settings: Settings
  path: string
  /** The breadcrumb trail from the home page to this page. */
  crumbs: Crumb[]
  name: string
  service?: { name: string; description?: string | null; category?: string | null }
  isServicePage?: boolean
}) {
  return (
    <>
      <JsonLd
        data={pageStructuredData({ settings, crumbs, name, description: page.seo?.description, path, service })}
      />
      <Sections sections={page.sections} settings={settings} path={path} isServicePage={isServicePage} />
    </>
  )
}

/** The breadcrumb of the home page, the start of every trail (site texts: „Name der Startseite“). */
export function homeCrumb(texts: SiteTexts): Crumb {
  return { name: texts.header.homeLink, path: ROUTES.home }
}

/** The breadcrumb of the services overview, the parent of every service page. */
export function servicesCrumb(texts: SiteTexts): Crumb {
  return { name: texts.navigation.services, path: ROUTES.services }
}

/** A fixed page (Startseite, Leistungen, Über uns, Karriere, Kontakt) as its route renders it. */
export async function FixedPage({ type }: { type: FixedPageType }) {
  const [page, settings, texts] = await Promise.all([getFixedPage(type), getSiteSettings(), getSiteTexts()])
  const { path } = FIXED_PAGES[type]
  const crumbs = type === 'homePage' ? [homeCrumb(texts)] : [homeCrumb(texts), { name: page.title ?? '', path }]
  return (
    <PageView
      page={page}
      settings={settings}
      path={path}
      crumbs={crumbs}
      name={pageHeadline(page.sections) ?? page.title ?? ''}
    />
  )
}

/** The metadata of a fixed page, from its SEO fields. */
export async function fixedPageMetadata(type: FixedPageType): Promise<Metadata> {
  const [page, settings] = await Promise.all([getFixedPage(type), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: FIXED_PAGES[type].path, document: page })
}
