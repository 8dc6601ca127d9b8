import { ROUTES } from '@shared/routes'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ServicePageView } from '@/components/pages/page-view'
import { getService, getServiceSlugs, getSiteSettings, getSiteTexts, sectionReads } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ service: string }> }

/** Published services are prerendered; one published later renders on its first request, any other slug is a 404. */
export async function generateStaticParams() {
  const slugs = await getServiceSlugs()
  return slugs.filter((slug): slug is string => Boolean(slug)).map((service) => ({ service }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { service: slug } = await params
  const [service, settings] = await Promise.all([getService(slug), getSiteSettings()])
  // notFound() here too, so the 404 page's own metadata (its title) applies.
  if (!service) notFound()
  return pageMetadata({
    seo: service.seo,
    settings,
    path: ROUTES.service(slug),
    document: service,
    withKeywords: true,
  })
}

export default async function ServicePage({ params }: Props) {
  const { service: slug } = await params
  const [service, settings, texts] = await Promise.all([getService(slug), getSiteSettings(), getSiteTexts()])
  if (!service) notFound()
  return <ServicePageView slug={slug} service={service} settings={settings} texts={texts} reads={sectionReads} />
}
