import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InquiryFallback } from '../../../../components/contact/inquiry-section'
import { ServiceSections } from '../../../../components/services/service-sections'
import { JsonLd } from '../../../../components/ui/json-ld'
import { getService, getServiceSlugs, getSiteSettings } from '../../../../lib/content'
import { ROUTES } from '../../../../lib/routes'
import { pageMetadata } from '../../../../lib/seo/metadata'
import { pageStructuredData } from '../../../../lib/seo/structured-data'

type Props = { params: Promise<{ service: string }> }

/** Published services are prerendered; one published later renders on its first request, any other slug is a 404. */
export async function generateStaticParams() {
  const slugs = await getServiceSlugs()
  return slugs.filter((slug): slug is string => Boolean(slug)).map((service) => ({ service }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { service: slug } = await params
  const [service, settings] = await Promise.all([getService(slug), getSiteSettings()])
  if (!service) return {}
  return pageMetadata({ seo: service.seo, settings, path: ROUTES.service(slug), withKeywords: true })
}

export default async function ServicePage({ params }: Props) {
  const { service: slug } = await params
  const [service, settings] = await Promise.all([getService(slug), getSiteSettings()])
  if (!service) notFound()
  const path = ROUTES.service(slug)
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [
            { name: 'Leistungen', path: ROUTES.services },
            { name: service.title ?? slug, path },
          ],
          name: service.title ?? slug,
          description: service.seo?.description,
          path,
          service: {
            name: service.title ?? slug,
            description: service.card?.description,
            category: service.category?.title,
          },
        })}
      />
      <ServiceSections
        sections={service.sections}
        settings={settings}
        contactSlot={<InquiryFallback settings={settings} />}
      />
    </>
  )
}
