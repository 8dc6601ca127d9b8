import type { Metadata } from 'next'
import Link from 'next/link'
import { InquirySection } from '../../components/contact/inquiry-section'
import { QuoteButton } from '../../components/layout/quote-button'
import { CtaBand } from '../../components/pages/cta-band'
import { PageHero } from '../../components/pages/page-hero'
import { ServiceGrid } from '../../components/services/service-grid'
import { HomeTestimonials } from '../../components/testimonials/home-testimonials'
import { buttonClasses, LinkButton } from '../../components/ui/button'
import { FadeIn } from '../../components/ui/fade-in'
import { Icon, isIconName } from '../../components/ui/icon'
import { JsonLd } from '../../components/ui/json-ld'
import { RichText } from '../../components/ui/rich-text'
import { SanityImage } from '../../components/ui/sanity-image'
import { SectionHeading } from '../../components/ui/section-heading'
import { getHomePage, getSiteSettings } from '../../lib/content'
import { ANCHORS, ROUTES } from '../../lib/routes'
import { pageMetadata } from '../../lib/seo/metadata'
import { pageStructuredData } from '../../lib/seo/structured-data'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getHomePage(), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: ROUTES.home })
}

export default async function HomePage() {
  const [page, settings] = await Promise.all([getHomePage(), getSiteSettings()])
  const { hero, servicesSection, aboutSection, applicationCta, testimonialsSection, contactSection } = page
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [],
          name: hero?.headline ?? settings.brandName ?? '',
          description: page.seo?.description,
          path: ROUTES.home,
        })}
      />
      <PageHero
        eyebrow={hero?.eyebrow}
        headline={hero?.headline ?? ''}
        subline={hero?.subline}
        image={hero?.image}
        size="lg"
      >
        <QuoteButton className={buttonClasses('primary', 'lg')}>{hero?.buttonLabel ?? 'Angebot anfragen'}</QuoteButton>
        <a href={`tel:${settings.phoneE164}`} className={buttonClasses('light', 'lg')}>
          <Icon name="phone" className="size-5" />
          {settings.phone}
        </a>
      </PageHero>

      <section aria-labelledby="services-title" className="py-20 md:py-28">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeading
              id="services-title"
              eyebrow="Leistungen"
              heading={servicesSection?.heading}
              intro={servicesSection?.intro}
            />
            <LinkButton href={ROUTES.services} variant="ghost">
              {servicesSection?.allServicesLabel ?? 'Alle Leistungen ansehen'}
            </LinkButton>
          </div>
          <ServiceGrid services={servicesSection?.services ?? []} />
        </div>
      </section>

      <section aria-labelledby="about-title" className="bg-sand py-20 md:py-28">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <FadeIn>
            <SectionHeading id="about-title" eyebrow={aboutSection?.eyebrow} heading={aboutSection?.heading} />
            <RichText value={aboutSection?.body} className="prose-content mt-6 text-lg text-ink-soft" />
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {(aboutSection?.highlights ?? []).map((item) => (
                <li key={item._key} className="flex gap-3">
                  {isIconName(item.icon) ? (
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-petrol-700">
                      <Icon name={item.icon} className="size-5" />
                    </span>
                  ) : null}
                  <div>
                    <p className="font-bold">{item.title}</p>
                    <p className="text-sm text-ink-soft">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Link
              href={ROUTES.about}
              className="mt-8 inline-flex items-center gap-2 font-display font-bold text-petrol-700 underline-offset-4 hover:underline"
            >
              {aboutSection?.linkLabel ?? 'Mehr über uns'}
              <span aria-hidden="true">→</span>
            </Link>
          </FadeIn>
          {aboutSection?.image?.asset ? (
            <FadeIn className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] shadow-[var(--shadow-lift)]">
              <SanityImage
                image={aboutSection.image}
                fill
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="object-cover"
              />
            </FadeIn>
          ) : null}
        </div>
      </section>

      <CtaBand id="application-title" heading={applicationCta?.heading} text={applicationCta?.text}>
        <LinkButton href={`${ROUTES.careers}#schnellbewerbung`} variant="primary" size="lg">
          {applicationCta?.buttonLabel ?? 'Jetzt bewerben'}
        </LinkButton>
      </CtaBand>

      <section aria-labelledby="testimonials-title" className="py-20 md:py-28">
        <div className="container-page">
          <SectionHeading
            id="testimonials-title"
            eyebrow="Kundenstimmen"
            heading={testimonialsSection?.heading}
            intro={testimonialsSection?.intro}
          />
          <HomeTestimonials testimonials={testimonialsSection?.testimonials ?? []} />
        </div>
      </section>

      <InquirySection
        id={ANCHORS.inquiry}
        heading={contactSection?.heading ?? null}
        text={contactSection?.text ?? null}
        settings={settings}
      />
    </>
  )
}
