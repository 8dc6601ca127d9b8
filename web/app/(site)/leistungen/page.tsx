import type { Metadata } from 'next'
import { CtaBand } from '../../../components/pages/cta-band'
import { PageHero } from '../../../components/pages/page-hero'
import { ServiceGrid } from '../../../components/services/service-grid'
import { LinkButton } from '../../../components/ui/button'
import { JsonLd } from '../../../components/ui/json-ld'
import { getServiceCards, getServicesPage, getSiteSettings } from '../../../lib/content'
import { ROUTES } from '../../../lib/routes'
import { pageMetadata } from '../../../lib/seo/metadata'
import { pageStructuredData } from '../../../lib/seo/structured-data'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getServicesPage(), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: ROUTES.services })
}

export default async function ServicesPage() {
  const [page, settings, services] = await Promise.all([getServicesPage(), getSiteSettings(), getServiceCards()])
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [{ name: 'Leistungen', path: ROUTES.services }],
          name: page.hero?.headline ?? 'Leistungen',
          description: page.seo?.description,
          path: ROUTES.services,
        })}
      />
      <PageHero
        eyebrow={page.hero?.eyebrow}
        headline={page.hero?.headline ?? 'Leistungen'}
        subline={page.hero?.subline}
        image={page.hero?.image}
      />
      <section aria-label="Alle Leistungen" className="py-20 md:py-28">
        <div className="container-page">
          {page.intro ? <p className="max-w-3xl text-lg leading-relaxed text-ink-soft">{page.intro}</p> : null}
          <ServiceGrid services={services} />
        </div>
      </section>
      <CtaBand id="services-cta-title" heading={page.contactCta?.heading} text={page.contactCta?.text} tone="sand">
        <LinkButton href={ROUTES.contact} variant="secondary" size="lg">
          {page.contactCta?.buttonLabel ?? 'Kontakt aufnehmen'}
        </LinkButton>
      </CtaBand>
    </>
  )
}
