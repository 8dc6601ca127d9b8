import { ROUTES } from '@shared/routes'
import { checkLandingPageSlug } from '@shared/slugs'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LandingPageView } from '@/components/pages/page-view'
import { getLandingPage, getLandingPageSlugs, getSiteSettings, getSiteTexts, sectionReads } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

/**
 * A slug no landing page can have (the schema allows only a-z, 0-9 and hyphens). Cache Components
 * need at least one static param; without any landing page this one is prerendered as a 404.
 */
const NO_LANDING_PAGE = '_keine-landingpage'

/** Published landing pages are prerendered; one published later renders on its first request, any other slug is a 404. */
export async function generateStaticParams() {
  // A reserved or malformed slug (published despite the Studio's warning) is never a landing page.
  const slugs = (await getLandingPageSlugs()).filter(
    (slug): slug is string => checkLandingPageSlug(slug ?? undefined) === true,
  )
  return (slugs.length ? slugs : [NO_LANDING_PAGE]).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [page, settings] = await Promise.all([getLandingPage(slug), getSiteSettings()])
  // notFound() here too, so the 404 page's own metadata (its title) applies.
  if (!page) notFound()
  return pageMetadata({ seo: page.seo, settings, path: ROUTES.landingPage(slug), document: page })
}

export default async function LandingPage({ params }: Props) {
  const { slug } = await params
  const [page, settings, texts] = await Promise.all([getLandingPage(slug), getSiteSettings(), getSiteTexts()])
  if (!page) notFound()
  return <LandingPageView slug={slug} page={page} settings={settings} texts={texts} reads={sectionReads} />
}
