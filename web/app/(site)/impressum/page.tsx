import type { Metadata } from 'next'
import { LegalPage } from '../../../components/legal/legal-page'
import { JsonLd } from '../../../components/ui/json-ld'
import { SanityImage } from '../../../components/ui/sanity-image'
import { getLegalPage, getSiteSettings } from '../../../lib/content'
import { ROUTES } from '../../../lib/routes'
import { pageMetadata } from '../../../lib/seo/metadata'
import { pageStructuredData } from '../../../lib/seo/structured-data'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getLegalPage('impressum'), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: ROUTES.imprint })
}

export default async function ImprintPage() {
  const [page, settings] = await Promise.all([getLegalPage('impressum'), getSiteSettings()])
  const { address, agencyCredit } = settings
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [{ name: page.title ?? 'Impressum', path: ROUTES.imprint }],
          name: page.title ?? 'Impressum',
          description: page.seo?.description,
          path: ROUTES.imprint,
        })}
      />
      <LegalPage title={page.title ?? 'Impressum'} intro={page.intro} body={page.body} updatedAt={page.updatedAt}>
        <section
          aria-labelledby="imprint-company"
          className="mb-12 rounded-[var(--radius-card)] border border-line bg-sand p-8"
        >
          <h2 id="imprint-company" className="text-xl font-extrabold">
            Angaben gemäß § 5 DDG
          </h2>
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <address className="not-italic leading-relaxed">
              <strong>{settings.companyName}</strong>
              <br />
              {address?.street}
              <br />
              {address?.postalCode} {address?.city}
            </address>
            <dl className="space-y-3">
              <div>
                <dt className="font-semibold">Handelsregister</dt>
                <dd>{settings.registerNumber}</dd>
              </div>
              <div>
                <dt className="font-semibold">Registergericht</dt>
                <dd>{settings.registerCourt}</dd>
              </div>
              <div>
                <dt className="font-semibold">Vertreten durch die Geschäftsführung</dt>
                <dd>{settings.managingDirector}</dd>
              </div>
            </dl>
            <div>
              <h3 className="font-semibold">Kontakt</h3>
              <p>
                Telefon:{' '}
                <a href={`tel:${settings.phoneE164}`} className="text-petrol-700 underline underline-offset-4">
                  {settings.phone}
                </a>
                <br />
                E-Mail:{' '}
                <a href={`mailto:${settings.email}`} className="text-petrol-700 underline underline-offset-4">
                  {settings.email}
                </a>
              </p>
            </div>
            <div>
              <h3 className="font-semibold">Umsatzsteuer-ID</h3>
              <p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: {settings.vatId}</p>
            </div>
          </div>
        </section>
      </LegalPage>
      {agencyCredit?.name ? (
        <section aria-labelledby="imprint-agency" className="container-page max-w-4xl pb-20">
          <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-line p-8 sm:flex-row sm:items-center">
            {agencyCredit.logo?.asset ? (
              <SanityImage image={agencyCredit.logo} sizes="160px" className="h-12 w-auto" />
            ) : null}
            <div>
              <h2 id="imprint-agency" className="font-bold">
                Konzeption und Umsetzung
              </h2>
              <p className="whitespace-pre-line text-ink-soft">
                {agencyCredit.name}
                {agencyCredit.address ? `\n${agencyCredit.address}` : ''}
              </p>
              {agencyCredit.url ? (
                <a
                  href={agencyCredit.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-petrol-700 underline underline-offset-4"
                >
                  {new URL(agencyCredit.url).host}
                  <span className="sr-only"> (öffnet in neuem Fenster)</span>
                </a>
              ) : null}
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}
