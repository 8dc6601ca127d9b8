import type { Metadata } from 'next'
import { InquirySection } from '../../../components/contact/inquiry-section'
import { OpeningHoursList } from '../../../components/contact/opening-hours-list'
import { FeatureGrid } from '../../../components/pages/feature-grid'
import { PageHero } from '../../../components/pages/page-hero'
import { Icon } from '../../../components/ui/icon'
import { JsonLd } from '../../../components/ui/json-ld'
import { SectionHeading } from '../../../components/ui/section-heading'
import { getContactPage, getSiteSettings } from '../../../lib/content'
import { ANCHORS, ROUTES } from '../../../lib/routes'
import { pageMetadata } from '../../../lib/seo/metadata'
import { pageStructuredData } from '../../../lib/seo/structured-data'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: ROUTES.contact })
}

export default async function ContactPage() {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()])
  const { hero, cards, reasons, serviceArea, formSection, map } = page
  const address = settings.address
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [{ name: 'Kontakt', path: ROUTES.contact }],
          name: hero?.headline ?? 'Kontakt',
          description: page.seo?.description,
          path: ROUTES.contact,
        })}
      />
      <PageHero
        eyebrow={hero?.eyebrow}
        headline={hero?.headline ?? 'Kontakt'}
        subline={hero?.subline}
        image={hero?.image}
      />

      <section aria-label="Kontaktwege" className="relative z-10 -mt-10">
        <ul className="container-page grid gap-6 md:grid-cols-3">
          <li className="rounded-[var(--radius-card)] bg-white p-7 shadow-[var(--shadow-lift)]">
            <Icon name="phone" className="size-7 text-petrol-700" />
            <h2 className="mt-4 text-lg font-bold">{cards?.phoneTitle}</h2>
            <p className="mt-1 text-ink-soft">{cards?.phoneText}</p>
            <a
              href={`tel:${settings.phoneE164}`}
              className="mt-3 inline-block font-display text-lg font-bold text-petrol-700 hover:underline"
            >
              {settings.phone}
            </a>
          </li>
          <li className="rounded-[var(--radius-card)] bg-white p-7 shadow-[var(--shadow-lift)]">
            <Icon name="clipboard" className="size-7 text-petrol-700" />
            <h2 className="mt-4 text-lg font-bold">{cards?.emailTitle}</h2>
            <p className="mt-1 text-ink-soft">{cards?.emailText}</p>
            <a
              href={`mailto:${settings.email}`}
              className="mt-3 inline-block font-display text-lg font-bold break-all text-petrol-700 hover:underline"
            >
              {settings.email}
            </a>
          </li>
          <li className="rounded-[var(--radius-card)] bg-white p-7 shadow-[var(--shadow-lift)]">
            <Icon name="clock" className="size-7 text-petrol-700" />
            <h2 className="mt-4 text-lg font-bold">{cards?.hoursTitle}</h2>
            <OpeningHoursList entries={settings.openingHours} className="mt-2 gap-y-1" />
            {cards?.hoursText ? <p className="mt-3 text-sm text-ink-soft">{cards.hoursText}</p> : null}
          </li>
        </ul>
      </section>

      <section aria-labelledby="reasons-title" className="py-20 md:py-28">
        <div className="container-page">
          <SectionHeading id="reasons-title" heading={reasons?.heading} intro={reasons?.intro} />
          <FeatureGrid items={reasons?.items} columns={4} />
        </div>
      </section>

      <section aria-labelledby="area-title" className="bg-sand py-20 md:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeading
            id="area-title"
            eyebrow="Einsatzgebiet"
            heading={serviceArea?.heading}
            intro={serviceArea?.text}
          />
          <ul className="flex flex-wrap gap-3" aria-label="Orte im Einsatzgebiet">
            {(settings.serviceArea?.towns ?? []).map((town) => (
              <li
                key={town}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold shadow-[var(--shadow-card)]"
              >
                <Icon name="map-pin" className="size-4 text-petrol-700" />
                {town}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <InquirySection
        id={ANCHORS.inquiry}
        heading={formSection?.heading ?? null}
        text={formSection?.text ?? null}
        settings={settings}
      />

      <section id={ANCHORS.map} aria-labelledby="map-title" className="scroll-mt-28 py-20 md:py-24">
        <div className="container-page">
          <SectionHeading id="map-title" heading={map?.heading} />
          <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_2fr]">
            <address className="rounded-[var(--radius-card)] border border-line p-7 not-italic">
              <p className="font-bold">{settings.companyName}</p>
              <p>{address?.street}</p>
              <p>
                {address?.postalCode} {address?.city}
              </p>
            </address>
            <div
              className="flex min-h-72 items-center justify-center rounded-[var(--radius-card)] bg-petrol-50 p-8 text-center"
              data-testid="map-consent-notice"
            >
              <div className="max-w-md">
                <Icon name="map-pin" className="mx-auto size-8 text-petrol-700" />
                <p className="mt-4 text-ink-soft">{map?.consentNotice}</p>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
