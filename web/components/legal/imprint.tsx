import { phoneHref } from '@/components/sections/phone-link'
import type { Settings } from '@/components/sections/types'
import { SanityImage } from '@/components/ui/sanity-image'
import type { SiteTexts } from '@/lib/content'
import { webHost } from '@/lib/site-url'

/** The company's details required by § 5 DDG, from the settings. */
export function ImprintDetails({ settings, texts }: { settings: Settings; texts: SiteTexts }) {
  const { address } = settings
  const { legal } = texts
  return (
    <section
      aria-labelledby="imprint-company"
      className="mb-12 rounded-[var(--radius-card)] border border-line bg-sand p-8"
    >
      <h2 id="imprint-company" className="text-xl font-extrabold">
        {legal.imprintHeading}
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
            <dt className="font-semibold">{legal.register}</dt>
            <dd>{settings.registerNumber}</dd>
          </div>
          <div>
            <dt className="font-semibold">{legal.registerCourt}</dt>
            <dd>{settings.registerCourt}</dd>
          </div>
          <div>
            <dt className="font-semibold">{legal.representedBy}</dt>
            <dd>{settings.managingDirector}</dd>
          </div>
        </dl>
        <div>
          <h3 className="font-semibold">{legal.contactHeading}</h3>
          <p>
            {texts.contact.phone}: {/* § 5 DDG: the number is stated even when it cannot be dialled as a link. */}
            {settings.phoneE164 ? (
              <a href={phoneHref(settings)} className="text-petrol-700 underline underline-offset-4">
                {settings.phone}
              </a>
            ) : (
              settings.phone
            )}
            <br />
            {texts.contact.email}:{' '}
            <a href={`mailto:${settings.email}`} className="break-all text-petrol-700 underline underline-offset-4">
              {settings.email}
            </a>
          </p>
        </div>
        <div>
          <h3 className="font-semibold">{legal.vatHeading}</h3>
          <p>
            {legal.vatText} {settings.vatId}
          </p>
        </div>
      </div>
    </section>
  )
}

type Credit = NonNullable<Settings['agencyCredit']>

/** Who built the site (settings → Agentur); its link only when the URL is a valid web address. */
export function AgencyCredit({ credit, texts }: { credit: Credit; texts: SiteTexts }) {
  const host = webHost(credit.url)
  return (
    <section aria-labelledby="imprint-agency" className="container-page max-w-4xl pb-20">
      <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-line p-8 sm:flex-row sm:items-center">
        {credit.logo?.asset ? <SanityImage image={credit.logo} sizes="160px" className="h-12 w-auto" /> : null}
        <div>
          <h2 id="imprint-agency" className="font-bold">
            {texts.legal.agencyCredit}
          </h2>
          <p className="whitespace-pre-line text-ink-soft">
            {credit.name}
            {credit.address ? `\n${credit.address}` : ''}
          </p>
          {host && credit.url ? (
            <a
              href={credit.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-petrol-700 underline underline-offset-4"
            >
              {host}
              <span className="sr-only"> {texts.elements.newWindow}</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  )
}
