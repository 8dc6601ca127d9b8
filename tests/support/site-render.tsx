import path from 'node:path'
import { FIXED_PAGE_TYPES, FIXED_PAGES, LEGAL_PAGE_SLUGS, LEGAL_PAGES } from '@shared/documents'
import { ROUTES } from '@shared/routes'
import { checkLandingPageSlug } from '@shared/slugs'
import type { Metadata, MetadataRoute } from 'next'
// What Next's App Router gives its client components (test only: the site itself reaches into
// next/dist only in web/hosting/next-internals.ts).
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime'
import { imageConfigDefault } from 'next/dist/shared/lib/image-config'
import { ImageConfigContext } from 'next/dist/shared/lib/image-config-context.shared-runtime'
import type { ReactElement } from 'react'
import { prerender } from 'react-dom/static'
import { JobPostingView } from '@/components/job-postings/job-posting-view'
import { SiteChromeView } from '@/components/layout/site-chrome'
import { LegalPageView, legalMetadata } from '@/components/legal/legal-page'
import { FixedPageView, LandingPageView, ServicePageView } from '@/components/pages/page-view'
import type { Section, SectionReads } from '@/components/sections/types'
import { createContentReaders, type QueryReader } from '@/lib/content/readers'
import { isOpen } from '@/lib/job-postings/dates'
import type { PublishedSlugs } from '@/lib/routing/not-found'
import { loadPublishedSlugs } from '@/lib/routing/published-slugs'
import { queryDataset } from '@/lib/sanity/fetch'
import type { SanityImageData } from '@/lib/sanity/image'
import { createPageIndex } from '@/lib/seo/indexable-pages'
import { pageMetadata } from '@/lib/seo/metadata'
import { pickShareImage } from '@/lib/seo/share-image'
import { sitemapDocumentIds, sitemapEntries } from '@/lib/seo/sitemap'
import { mailContent } from '@/lib/submissions/mail-content'

/**
 * Every kind of route of the site rendered from one dataset, outside Next.js: the same readers
 * (web/lib/content/readers.ts) over the bundled mode's groq-js evaluation, the same views the routes
 * render (prerendered with React on the server), the same metadata, sitemap, share-image and
 * redirect builders. What Next.js adds (the cache, the request) is left out.
 */

export type RenderedPage = {
  path: string
  html: string
  /** The sections as the page's query projected them (none for the chrome, legal texts and postings). */
  sections: Section[]
  /** Whether the page has a page header (hero) and so an h1. */
  hasHero: boolean
  metadata: Metadata | null
}

export type RenderedSite = {
  pages: RenderedPage[]
  sitemap: MetadataRoute.Sitemap
  /** The picture each indexable page's share preview shows (/og-image/<id>.jpg), by document id. */
  shareImages: Map<string, NonNullable<SanityImageData> | null>
  publishedSlugs: PublishedSlugs
  /** The choices the inquiry handler accepts and the labels of the office's mail. */
  serviceSlugs: (string | null)[]
  mail: Awaited<ReturnType<typeof mailContent>>
}

/** The HTML React writes for `element`, or the first error a component threw. */
export async function renderHtml(element: ReactElement): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) })
  const html = await new Response(prelude).text()
  if (errors.length) throw errors[0]
  return html
}

/** A router for rendering only: the header and its buttons take one, but nothing navigates on the server. */
const router = new Proxy({} as AppRouterInstance, {
  get: (_target, method) => () => {
    throw new Error(`router.${String(method)}() called while rendering`)
  },
})

/** The site's image settings (next.config.ts), which next/image reads from the build in Next.js. */
const nextConfig = (await import(path.resolve(import.meta.dirname, '../../next.config.ts'))).default
const images = { ...imageConfigDefault, ...(await nextConfig('phase-production-server', {})).images }

/**
 * `element` as the App Router renders it at `pathname`, with the site's image settings: without them
 * next/image falls back to Next's defaults and warns that quality 70 „is not configured“, which it is.
 */
export function asNextRenders(pathname: string, element: ReactElement): ReactElement {
  return (
    <AppRouterContext.Provider value={router}>
      <SearchParamsContext.Provider value={new URLSearchParams()}>
        <PathnameContext.Provider value={pathname}>
          <ImageConfigContext.Provider value={images}>{element}</ImageConfigContext.Provider>
        </PathnameContext.Provider>
      </SearchParamsContext.Provider>
    </AppRouterContext.Provider>
  )
}

const hasHero = (sections: Section[] | null | undefined) =>
  Boolean(sections?.some((section) => section._type === 'heroSection'))

export async function renderSite(documents: readonly unknown[], now: Date): Promise<RenderedSite> {
  const read: QueryReader = ({ query, params }) => queryDataset(documents, query, params)
  const readers = createContentReaders(read)
  const [settings, texts, menus] = await Promise.all([
    readers.getSiteSettings(),
    readers.getSiteTexts(),
    readers.getMenus(),
  ])
  const openPostings = async () => (await readers.getJobPostings()).filter((posting) => isOpen(posting, now))
  const reads: SectionReads = { inquiryServiceOptions: readers.getInquiryServiceOptions, openJobPostings: openPostings }
  const data = { settings, texts, reads }
  const pages: RenderedPage[] = []
  const add = async (
    path: string,
    element: ReactElement,
    sections: Section[] | null,
    hero: boolean,
    metadata: Metadata | null,
  ) => {
    const html = await renderHtml(asNextRenders(path.startsWith('/') ? path : ROUTES.home, element))
    pages.push({ path, html, sections: sections ?? [], hasHero: hero, metadata })
  }

  const chrome = (
    <SiteChromeView settings={settings} menus={menus} texts={texts} year={now.getFullYear()}>
      {null}
    </SiteChromeView>
  )
  await add('(Kopf und Fuß)', chrome, null, false, null)
  for (const type of FIXED_PAGE_TYPES) {
    const page = await readers.getFixedPage(type)
    const { path } = FIXED_PAGES[type]
    const metadata = pageMetadata({ seo: page.seo, settings, path, document: page })
    await add(
      path,
      <FixedPageView type={type} page={page} {...data} />,
      page.sections,
      hasHero(page.sections),
      metadata,
    )
  }
  for (const slug of (await readers.getServiceSlugs()).filter((slug): slug is string => Boolean(slug))) {
    const service = await readers.getService(slug)
    if (!service) throw new Error(`The service ${slug} is listed but cannot be read`)
    const path = ROUTES.service(slug)
    const metadata = pageMetadata({ seo: service.seo, settings, path, document: service, withKeywords: true })
    const element = <ServicePageView slug={slug} service={service} {...data} />
    await add(path, element, service.sections, hasHero(service.sections), metadata)
  }
  const landingSlugs = (await readers.getLandingPageSlugs()).filter(
    (slug): slug is string => checkLandingPageSlug(slug ?? undefined) === true,
  )
  for (const slug of landingSlugs) {
    const page = await readers.getLandingPage(slug)
    if (!page) throw new Error(`The landing page ${slug} is listed but cannot be read`)
    const path = ROUTES.landingPage(slug)
    const metadata = pageMetadata({ seo: page.seo, settings, path, document: page })
    await add(
      path,
      <LandingPageView slug={slug} page={page} {...data} />,
      page.sections,
      hasHero(page.sections),
      metadata,
    )
  }
  for (const slug of LEGAL_PAGE_SLUGS) {
    const page = await readers.getLegalPage(slug)
    const element = <LegalPageView slug={slug} page={page} settings={settings} texts={texts} />
    await add(LEGAL_PAGES[slug].path, element, null, true, legalMetadata(slug, page, settings, texts))
  }
  // Every shown posting, open or not: the page of one that closes renders until the cache expires.
  for (const { slug } of await readers.getJobPostings()) {
    const posting = slug ? await readers.getJobPosting(slug) : null
    if (!slug || !posting) continue
    const path = ROUTES.jobPosting(slug)
    const seo = { title: posting.title, description: posting.summary }
    const metadata = pageMetadata({ seo, settings, path, document: posting })
    await add(
      path,
      <JobPostingView posting={posting} path={path} settings={settings} texts={texts} />,
      null,
      true,
      metadata,
    )
  }

  const indexable = await createPageIndex(read, async () =>
    (await openPostings()).flatMap((posting) => (posting.slug ? [posting.slug] : [])),
  )()
  const sitemap = sitemapEntries(indexable, await readers.getUpdatedAt(sitemapDocumentIds(indexable)))
  const shareImages = new Map<string, NonNullable<SanityImageData> | null>()
  for (const { documentId } of indexable) {
    const { page, settings: defaults } = await readers.getShareImageCandidates(documentId)
    const image = page
      ? pickShareImage({ seoImage: page.seoImage, heroImage: page.heroImage, defaultImage: defaults?.shareImage })
      : null
    shareImages.set(documentId, image)
  }
  return {
    pages,
    sitemap,
    shareImages,
    publishedSlugs: await loadPublishedSlugs(now, read),
    serviceSlugs: await readers.getServiceSlugs(),
    mail: await mailContent(readers),
  }
}
