import type { Metadata } from 'next'
import { FeatureGrid } from '../../../components/pages/feature-grid'
import { PageHero } from '../../../components/pages/page-hero'
import { ProcessSteps } from '../../../components/pages/process-steps'
import { buttonClasses, LinkButton } from '../../../components/ui/button'
import { Icon } from '../../../components/ui/icon'
import { JsonLd } from '../../../components/ui/json-ld'
import { SectionHeading } from '../../../components/ui/section-heading'
import { getCareersPage, getSiteSettings } from '../../../lib/content'
import { ROUTES } from '../../../lib/routes'
import { pageMetadata } from '../../../lib/seo/metadata'
import { pageStructuredData } from '../../../lib/seo/structured-data'

/** Anchor of the quick-application section (the modal arrives with the forms issue). */
const APPLICATION_ANCHOR = 'schnellbewerbung'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getCareersPage(), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: ROUTES.careers })
}

export default async function CareersPage() {
  const [page, settings] = await Promise.all([getCareersPage(), getSiteSettings()])
  const { hero, benefits, process, applicationCta, questions } = page
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [{ name: 'Karriere', path: ROUTES.careers }],
          name: hero?.headline ?? 'Karriere',
          description: page.seo?.description,
          path: ROUTES.careers,
        })}
      />
      <PageHero
        eyebrow={hero?.eyebrow}
        headline={hero?.headline ?? 'Karriere'}
        subline={hero?.subline}
        image={hero?.image}
      >
        <LinkButton href={`#${APPLICATION_ANCHOR}`} size="lg">
          {page.heroButtonLabel ?? 'Jetzt bewerben'}
        </LinkButton>
      </PageHero>

      <section aria-labelledby="benefits-title" className="py-20 md:py-28">
        <div className="container-page">
          <SectionHeading id="benefits-title" eyebrow="Vorteile" heading={benefits?.heading} intro={benefits?.intro} />
          <FeatureGrid items={benefits?.items} />
        </div>
      </section>

      <section aria-labelledby="process-title" className="bg-sand py-20 md:py-28">
        <div className="container-page">
          <SectionHeading id="process-title" eyebrow="Bewerbung" heading={process?.heading} intro={process?.intro} />
          <ProcessSteps steps={process?.steps} />
        </div>
      </section>

      <section
        id={APPLICATION_ANCHOR}
        aria-labelledby="application-title"
        className="scroll-mt-28 bg-petrol-700 py-16 text-white md:py-20"
      >
        <div className="container-page grid gap-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="application-title" className="text-3xl font-extrabold md:text-4xl">
              {applicationCta?.heading}
            </h2>
            <p className="mt-3 text-lg text-petrol-100">{applicationCta?.text}</p>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-8 text-ink">
            <h3 className="text-xl font-bold">{questions?.heading}</h3>
            <p className="mt-2 text-ink-soft">{questions?.text}</p>
            <div className="mt-6 flex flex-wrap gap-4">
              <a href={`tel:${settings.phoneE164}`} className={buttonClasses('primary')}>
                <Icon name="phone" className="size-5" />
                {settings.phone}
              </a>
              <a
                href={`mailto:${settings.email}?subject=${encodeURIComponent('Bewerbung')}`}
                className={buttonClasses('ghost')}
              >
                {applicationCta?.buttonLabel ?? 'Bewerbung per E-Mail'}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
