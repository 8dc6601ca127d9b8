import { FIXED_PAGES, type FixedPageType } from '@shared/documents'
import { ROUTES } from '@shared/routes'
import type { Metadata } from 'next'
import { Sections } from '@/components/sections/sections'
import type { Section, SectionReads, Settings } from '@/components/sections/types'
import { JsonLd } from '@/components/ui/json-ld'
import { getFixedPage, getSiteSettings, getSiteTexts, type SiteTexts, sectionReads } from '@/lib/content'
import type { SERVICE_QUERY_RESULT } from '@/lib/sanity/sanity.types'
import { pageMetadata } from '@/lib/seo/metadata'
import { type Crumb, pageStructuredData } from '@/lib/seo/structured-data'

/** What every page document (fixed page, landing page, service) brings to its view. */
type PageContent = {
  title: string | null
  sections: Section[] | null
  seo: { description: string | null } | null
}

/** What a page's view needs besides its document: read once per request by the route. */
type PageData = { settings: Settings; texts: SiteTexts; reads: SectionReads }

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
  texts,
  reads,
  path,
  crumbs,
  name,
  service,
  isServicePage = false,
}: PageData & {
  page: PageContent
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
      <Sections
        sections={page.sections}
        settings={settings}
        texts={texts}
        reads={reads}
        path={path}
        isServicePage={isServicePage}
      />
    </>
  )
}

/** The breadcrumb of the home page, the start of every trail (site texts: „Name der Startseite“). */
export function homeCrumb(texts: SiteTexts): Crumb {
  return { name: texts.header.homeLink, path: ROUTES.home }
}

/** A fixed page (Startseite, Leistungen, Über uns, Karriere, Kontakt) from its document. */
export function FixedPageView({ type, page, ...data }: PageData & { type: FixedPageType; page: PageContent }) {
  const { path } = FIXED_PAGES[type]
  const name = page.title ?? path
  const crumbs = type === 'homePage' ? [homeCrumb(data.texts)] : [homeCrumb(data.texts), { name, path }]
  return <PageView {...data} page={page} path={path} crumbs={crumbs} name={pageHeadline(page.sections) ?? name} />
}

/** A service page (/leistungen/<slug>); its category, if it still exists, names the kind of service. */
export function ServicePageView({
  slug,
  service,
  ...data
}: PageData & { slug: string; service: NonNullable<SERVICE_QUERY_RESULT> }) {
  const path = ROUTES.service(slug)
  const name = service.title ?? service.menuName ?? slug
  return (
    <PageView
      {...data}
      page={service}
      path={path}
      crumbs={[
        homeCrumb(data.texts),
        // The services overview goes by its „Name der Seite“, as in the menu.
        { name: service.overview?.title ?? ROUTES.services, path: ROUTES.services },
        { name, path },
      ]}
      name={name}
      service={{ name, description: service.card?.description, category: service.category?.title }}
      isServicePage
    />
  )
}

/** An editor's landing page (/<slug>). */
export function LandingPageView({ slug, page, ...data }: PageData & { slug: string; page: PageContent }) {
  const path = ROUTES.landingPage(slug)
  return (
    <PageView
      {...data}
      page={page}
      path={path}
      crumbs={[homeCrumb(data.texts), { name: page.title ?? slug, path }]}
      name={pageHeadline(page.sections) ?? page.title ?? slug}
    />
  )
}

/** A fixed page as its route renders it. */
export async function FixedPage({ type }: { type: FixedPageType }) {
  const [page, settings, texts] = await Promise.all([getFixedPage(type), getSiteSettings(), getSiteTexts()])
  return <FixedPageView type={type} page={page} settings={settings} texts={texts} reads={sectionReads} />
}

/** The metadata of a fixed page, from its SEO fields. */
export async function fixedPageMetadata(type: FixedPageType): Promise<Metadata> {
  const [page, settings] = await Promise.all([getFixedPage(type), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: FIXED_PAGES[type].path, document: page })
}
